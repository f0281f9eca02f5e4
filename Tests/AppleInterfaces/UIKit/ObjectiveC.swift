// Stand-ins for the Objective-C runtime and key-value coding that UIKit
// code reaches through NSObject on Apple platforms (Foundation on Linux has
// neither).

/// https://developer.apple.com/documentation/objectivec/selector
/// Stand-in form: Apple's is the ObjectiveC module's, which the check does not read.
public struct Selector: Hashable, Sendable {
    let name: String
}

/// https://developer.apple.com/documentation/foundation/nsselectorfromstring(_:)
/// Stand-in form: Apple's is Foundation's, which the check does not read.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(name: aSelectorName) }

/// Key-value coding for a double: the keys it answers and their values.
@MainActor
public protocol StandInKeyValueCoding: AnyObject {
    var standInKeyValues: [String: Any] { get }
}

extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    /// (the double answers for the keys of `StandInKeyValueCoding`).
    /// Stand-in form: Apple's is the ObjectiveC module's and not isolated;
    /// here it is on the main actor, as the doubles that answer it are.
    @MainActor public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return (self as? any StandInKeyValueCoding)?.standInKeyValues[aSelector.name] != nil
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)
    /// On Apple platforms a key the object does not know raises
    /// NSUnknownKeyException; the double stops the test the same way.
    /// Stand-in form: Apple's is Foundation's and not isolated; here it is
    /// on the main actor, as the doubles that answer it are.
    @MainActor public func value(forKey key: String) -> Any? {
        guard let values = (self as? any StandInKeyValueCoding)?.standInKeyValues, let value = values[key] else {
            fatalError("NSUnknownKeyException: \(type(of: self)) is not key value coding-compliant for the key \(key)")
        }
        return value
    }
}
