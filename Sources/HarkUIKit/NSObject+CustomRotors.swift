#if canImport(UIKit) && !os(watchOS)
import Hark
import UIKit

extension NSObject {
    /// The object's `accessibilityCustomRotors`, each with the elements its
    /// `itemSearchBlock` gives when asked for the next item again and again,
    /// starting from the object itself, until it gives none, one already
    /// given, or 1,000.
    @MainActor var harkCustomRotors: [AccessibilityProperties.Rotor] {
        (accessibilityCustomRotors ?? []).map { rotor in
            let kind = Self.rotorSetting(rotor.systemRotorType)
            return AccessibilityProperties.Rotor(
                name: kind == nil ? rotor.name : nil, kind: kind, targets: Self.targets(of: rotor, from: self))
        }
    }

    @MainActor private static func targets(of rotor: UIAccessibilityCustomRotor, from start: NSObject)
        -> [ObjectIdentifier]
    {
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        predicate.searchDirection = .next
        predicate.currentItem = UIAccessibilityCustomRotorItemResult(targetElement: start, targetRange: nil)
        var targets: [ObjectIdentifier] = []
        var given: Set<ObjectIdentifier> = []
        while targets.count < 1000, let item = rotor.itemSearchBlock(predicate), let element = item.targetElement {
            let id = ObjectIdentifier(element as AnyObject)
            guard given.insert(id).inserted else { break }
            targets.append(id)
            predicate.currentItem = item
        }
        return targets
    }

    private static func rotorSetting(_ type: UIAccessibilityCustomRotor.SystemRotorType) -> RotorSetting? {
        switch type {
        case .link, .visitedLink: return .links
        case .heading, .headingLevel1, .headingLevel2, .headingLevel3, .headingLevel4, .headingLevel5, .headingLevel6:
            return .headings
        case .image: return .images
        case .textField: return .textFields
        case .table: return .tables
        case .list: return .lists
        case .landmark: return .landmarks
        default: return nil
        }
    }
}
#endif
