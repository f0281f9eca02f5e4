import Hark
import Testing

/// ``ImportedElement`` holds the fields few elements set apart; that
/// storage must not show in equality, hashing or what is read back.
@Suite("Imported element fields")
struct ImportedElementFieldsTests {
    @Test func fieldsSetAndClearedLeaveAnElementEqualToOneThatNeverHadThem() {
        let plain = ImportedElement(type: "Button", label: "OK")
        var changed = plain
        changed.hint = "Opens it"
        changed.placeholderValue = "Name"
        changed.customActions = ["Delete"]
        #expect(changed != plain)
        #expect(changed.hint == "Opens it" && changed.placeholderValue == "Name" && changed.customActions == ["Delete"])
        changed.hint = nil
        changed.placeholderValue = nil
        changed.customActions = []
        #expect(changed == plain)
        #expect(Set([changed, plain]).count == 1)
    }

    @Test func aCopyChangesAloneItsOwnFields() {
        let original = ImportedElement(
            type: "TextField", placeholderValue: "Name", hint: "Your name", customActions: ["Clear"])
        var copy = original
        copy.hint = "Changed"
        #expect(original.hint == "Your name" && copy.hint == "Changed")
        #expect(copy.placeholderValue == "Name" && copy.customActions == ["Clear"])
    }
}
