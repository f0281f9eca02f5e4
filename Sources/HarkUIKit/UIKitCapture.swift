#if canImport(UIKit) && !os(watchOS)
import Hark
import UIKit
#if canImport(Accessibility)
import Accessibility
#endif

/// Every UIKit object answers VoiceOver's questions: views, accessibility
/// elements, anything in an `accessibilityElements` array.
extension NSObject: AccessibilitySource {
    /// The object's `UIAccessibility` properties, read now.
    public var harkAccessibility: AccessibilityProperties {
        let view = self as? UIView
        let frame = accessibilityFrame, point = accessibilityActivationPoint
        var properties = AccessibilityProperties(
            isAccessibilityElement: isAccessibilityElement, label: accessibilityLabel, value: accessibilityValue,
            hint: accessibilityHint, traits: accessibilityTraits.rawValue,
            frame: Frame(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width), height: Double(frame.size.height)),
            activationPoint: Frame.Point(x: Double(point.x), y: Double(point.y)),
            hasExplicitChildren: accessibilityElements != nil, viewIsModal: accessibilityViewIsModal,
            elementsHidden: accessibilityElementsHidden, groupsChildren: shouldGroupAccessibilityChildren,
            isHidden: view?.isHidden ?? false, alpha: Double(view?.alpha ?? 1),
            customActions: (accessibilityCustomActions ?? []).map(\.name), language: accessibilityLanguage,
            userInputLabels: accessibilityUserInputLabels ?? [],
            identifier: (self as? UIAccessibilityIdentification)?.accessibilityIdentifier,
            respondsToUserInteraction: accessibilityRespondsToUserInteraction)
        switch accessibilityContainerType {
        case .list: properties.containerType = .list
        case .landmark: properties.containerType = .landmark
        case .dataTable: properties.containerType = .dataTable
        case .semanticGroup: properties.containerType = .semanticGroup
        default: properties.containerType = .none
        }
        if view is UITabBar { properties.containerType = .tabBar }
        if view is UISegmentedControl { properties.containerType = .series }
        #if canImport(Accessibility)
        if let provider = self as? AXCustomContentProvider {
            properties.customContent = (provider.accessibilityCustomContent ?? []).map {
                CustomContent(label: $0.label, value: $0.value, importance: $0.importance == .high ? .high : .default)
            }
        }
        #endif
        return properties
    }

    /// `accessibilityElements` when set, otherwise a view's subviews.
    public var harkAccessibilityChildren: [any AccessibilitySource] {
        if let elements = accessibilityElements { return elements.compactMap { $0 as? NSObject } }
        return (self as? UIView)?.subviews ?? []
    }
}

extension HarkDocument {
    /// What VoiceOver reaches in `view` and below, as it is on screen now:
    /// labels, values, hints, traits (UIKit's private ones too), frames in
    /// screen coordinates, containers, modal views.
    ///
    /// ```swift
    /// let document = HarkDocument(capturing: viewController.view, title: "Flights")
    /// print(try Narrator(document: document).transcript().text)
    /// ```
    @MainActor
    public init(capturing view: UIView, title: String? = nil) {
        let bounds = view.window?.bounds ?? view.bounds
        self.init(capturingSource: view, title: title, screen: ScreenSize(width: Double(bounds.width), height: Double(bounds.height)))
        if view.traitCollection.userInterfaceIdiom == .pad { device = .pad }
    }
}
#endif
