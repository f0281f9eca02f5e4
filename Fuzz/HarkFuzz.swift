// The fuzz target: libFuzzer feeds bytes to one of Hark's readers, chosen
// by HARK_FUZZ_TARGET (document, script, strings, xcstrings). A reader may
// reject the bytes with an error; it must never crash, trap or overflow.
// Built into the Hark module by Fuzz/run (swiftc -sanitize=fuzzer,address).
import Foundation

enum FuzzTarget: String, CaseIterable {
    case document, script, strings, xcstrings

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["HARK_FUZZ_TARGET"] ?? "document"
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("HARK_FUZZ_TARGET=\(name): use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }()

    func feed(_ bytes: [UInt8]) {
        switch self {
        case .document:
            if let document = try? HarkDocument(jsonData: Data(bytes)) {
                // A document that reads is also ordered and spoken.
                _ = try? Narrator(document: document).transcript().text
            }
        case .script:
            _ = try? Navigator.Gesture.parse(script: String(decoding: bytes, as: UTF8.self))
        case .strings:
            _ = try? StringsParser.table(bytes)
        case .xcstrings:
            _ = try? StringCatalog.entries(bytes)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func harkFuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzTarget.current.feed(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
