#if canImport(UIKit) && !os(watchOS)
import Hark
import UIKit
#if canImport(Accessibility)
import Accessibility
#endif
#if canImport(ObjectiveC)
import ObjectiveC
#endif

// The protocol is this package's own (Hark and HarkUIKit share SwiftPM's
// package name), so the conformance is not retroactive: Swift 6 refuses
// `@retroactive` here.

/// Every UIKit object answers VoiceOver's questions: views, accessibility
/// elements, anything a container hands out.
extension NSObject: AccessibilitySource {
    /// The object's `UIAccessibility` properties, read now.
    public var harkAccessibility: AccessibilityProperties {
        let view = self as? UIView
        let point = accessibilityActivationPoint
        var properties = AccessibilityProperties(
            isAccessibilityElement: isAccessibilityElement, label: harkLabel, value: accessibilityValue,
            hint: accessibilityHint, traits: accessibilityTraits.rawValue, frame: harkFrame,
            activationPoint: Frame.Point(x: Double(point.x), y: Double(point.y)),
            hasExplicitChildren: accessibilityElements != nil || ownElementCount > 0,
            viewIsModal: accessibilityViewIsModal, elementsHidden: accessibilityElementsHidden,
            groupsChildren: shouldGroupAccessibilityChildren, isHidden: view?.isHidden ?? false,
            alpha: Double(view?.alpha ?? 1), customActions: (accessibilityCustomActions ?? []).map(\.name),
            language: accessibilityLanguage, userInputLabels: accessibilityUserInputLabels ?? [],
            identifier: harkIdentifier, respondsToUserInteraction: accessibilityRespondsToUserInteraction)
        properties.containerType = harkContainerType
        properties.customContent = harkCustomContent
        properties.clipsToBounds = view?.clipsToBounds ?? false
        readDataTable(into: &properties)
        properties.customRotors = harkCustomRotors
        // A table or collection view is walked through its cells on screen;
        // its count only numbers a list's or series' items, as
        // AccessibilitySnapshot numbers a container's elements by it.
        if Self.walksSubviewsOnly(view) {
            properties.itemCount = containerElementCount > 0 ? containerElementCount : nil
        }
        return properties
    }

    /// Table and collection views: walked through their subviews even
    /// though they answer the container methods.
    @MainActor fileprivate static func walksSubviewsOnly(_ view: UIView?) -> Bool {
        view is UITableView || view is UICollectionView
    }

    /// The children VoiceOver reads, walked as AccessibilitySnapshot walks
    /// them: `accessibilityElements` when set; else, for a container whose
    /// own code answers the `UIAccessibilityContainer` methods (a custom
    /// container, as Apple documents for a view that draws its items),
    /// `accessibilityElement(at:)` for each index below
    /// `accessibilityElementCount()`; else a view's subviews, only the last
    /// one with `accessibilityViewIsModal` when there is one. A count that
    /// UIKit answers for its own classes (its accessibility bundle, loaded
    /// once automation is on, gives many of them one, of elements it makes)
    /// is not walked: AccessibilitySnapshot walks their subviews, and so
    /// does Hark. Table and collection views are walked through their
    /// subviews, the cells UIKit has on screen; their count only numbers the
    /// items of a list or series (the item count VoiceOver speaks).
    public var harkAccessibilityChildren: [any AccessibilitySource] {
        if let elements = accessibilityElements { return elements.compactMap { $0 as? NSObject } }
        let view = self as? UIView
        let count = ownElementCount
        if count > 0 { return (0..<count).compactMap { accessibilityElement(at: $0) as? NSObject } }
        guard let subviews = view?.subviews else { return [] }
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal }) { return [modal] }
        return subviews
    }

    /// `accessibilityElementCount()` when the object's own code answers it
    /// and it is no table or collection view; else 0.
    @MainActor private var ownElementCount: Int {
        guard !Self.walksSubviewsOnly(self as? UIView), Self.countsItsOwnElements(self) else { return 0 }
        return containerElementCount
    }

    /// Whether the class that implements `accessibilityElementCount()` for
    /// `object` is the app's (or its tests'), not one of Apple's
    /// frameworks: the highest class in its line with the same
    /// implementation is not NSObject and is not loaded from a
    /// `/System/Library/` folder (a device's or the simulator runtime's).
    /// Off Apple platforms (the stand-ins), every count is the object's own.
    @MainActor private static func countsItsOwnElements(_ object: NSObject) -> Bool {
        #if canImport(ObjectiveC)
        let selector = #selector(NSObject.accessibilityElementCount)
        var owner: AnyClass = type(of: object)
        let implementation = class_getMethodImplementation(owner, selector)
        while let parent = class_getSuperclass(owner), class_getMethodImplementation(parent, selector) == implementation
        {
            owner = parent
        }
        // NSObject's own answer (the root class's) is no container's.
        guard class_getSuperclass(owner) != nil else { return false }
        return !Bundle(for: owner).bundlePath.contains("/System/Library/")
        #else
        return true
        #endif
    }

    /// `accessibilityElementCount()`, 0 when the object answers
    /// `NSNotFound` or a negative number (it is no container).
    @MainActor private var containerElementCount: Int {
        let count = accessibilityElementCount()
        return count == NSNotFound || count < 0 ? 0 : count
    }

    @MainActor private var harkContainerType: ContainerType {
        if self is UITabBar { return .tabBar }
        if self is UISegmentedControl { return .series }
        switch accessibilityContainerType {
        case .list: return .list
        case .landmark: return .landmark
        case .dataTable: return .dataTable
        case .semanticGroup: return .semanticGroup
        default: return .none
        }
    }
}
#endif
