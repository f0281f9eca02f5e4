// The fuzz target: libFuzzer feeds bytes to one of Hark's readers, chosen
// by HARK_FUZZ_TARGET (document, script, strings, stringsdict, xcstrings, recording, votlog, appiummoves,
// loctable, appium, xcuitest, idb, accessibilitysnapshot, convert, image, audit, folder, reference,
// synthesizer, localizations, filename). A reader may
// reject the bytes with an error; it must never crash, trap or overflow.
// Built into the Hark module by Fuzz/run (swiftc -sanitize=fuzzer,address).
import Foundation

enum FuzzTarget: String, CaseIterable {
    case document, script, strings, stringsdict, xcstrings, recording, votlog, appiummoves, loctable, appium, xcuitest,
        idb, accessibilitysnapshot, convert, image, audit, folder, reference, synthesizer, localizations, filename

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
        case .stringsdict:
            _ = try? StringsFile.pluralStrings(Data(bytes), name: "fuzz.stringsdict")
        case .xcstrings:
            _ = try? StringCatalog.entries(bytes)
        case .appium, .xcuitest, .idb, .accessibilitysnapshot:
            let formats: [FuzzTarget: ImportFormat] = [
                .appium: .appium, .xcuitest: .xcuitest, .idb: .idb, .accessibilitysnapshot: .accessibilitySnapshot,
            ]
            if let format = formats[self], let document = try? HarkDocument(importing: Data(bytes), format: format) {
                // A dump that reads is also spoken, and compared with its own descriptions.
                if let transcript = try? Narrator(document: document).transcript() {
                    _ = Parity.compareDescriptions(of: document, transcript: transcript).differences
                }
            }
        case .convert:
            Self.roundTrip(bytes)
        case .image:
            // A screenshot whose header reads is also laid under a picture.
            if let shot = try? PictureScreenshot(bytes: bytes) {
                _ = try? Self.imageScreen?.withScreenshot(shot).svg
            }
        case .audit:
            Self.audit(ExtremeFrames.json(bytes))
        case .folder:
            Self.folderFile(bytes)
        case .recording:
            if let recording = try? ParityRecording(jsonData: Data(bytes)) {
                // A recording that reads is also compared, and its report written.
                let report = Parity.compare(recording: recording, transcript: Self.parityTranscript)
                _ = report.text + report.json
            }
        case .loctable:
            Self.voiceOverWords(bytes)
        case .appiummoves:
            // Moves that read are written as a recording that reads back the same.
            if let recording = try? ParityRecording(appiumMoves: Data(bytes)) { Self.rereads(recording, "appiummoves") }
        case .synthesizer:
            Self.synthesizerAudio(bytes)
        case .localizations:
            Self.localizationTable(bytes)
        case .filename:
            Self.fileName(bytes)
        case .votlog:
            // The lenient reader (hark record, hark recording from-log) skips what the strict one rejects.
            var skipped: [ParityRecording.LogError] = []
            if let recording = try? ParityRecording(votLog: Data(bytes), skipped: &skipped) {
                Self.rereads(recording, "votlog")
            }
            // A log that reads is written as a recording that reads back the same.
            if let recording = try? ParityRecording(votLog: Data(bytes)) { Self.rereads(recording, "votlog") }
        case .reference:
            Self.reference(String(decoding: bytes, as: UTF8.self))
        }
    }
}

extension FuzzTarget {
    /// A recording a reader made is written, read back the same, and compared.
    static func rereads(_ recording: ParityRecording, _ target: String) {
        guard let reread = try? ParityRecording(jsonData: Data(recording.json.utf8)),
            reread.entries == recording.entries
        else { fatalError("\(target): the recording written does not read back") }
        _ = Parity.compare(recording: recording, transcript: parityTranscript).text
    }
}

extension FuzzTarget {
    /// VoiceOver's strings table, as a `.loctable` and as one language's
    /// `.strings` file: one that reads is compared with Hark's tables, and
    /// every table `hark words --write` would write reads back as written.
    static func voiceOverWords(_ bytes: [UInt8]) {
        var skipped = 0
        _ = try? VoiceOverTable.strings(bytes, name: "fuzz", skipped: &skipped)
        guard let table = try? VoiceOverTable(loctable: bytes, source: "fuzz"), let hark = try? StringTables.current(),
            let words = try? VoiceOverWords(hark: hark, voiceOver: table)
        else { return }
        _ = words.text + words.json
        for language in hark.languages {
            let written = words.stringsFile(language, hark: hark)
            guard (try? StringsParser.table(Array(written.utf8))) == words.table(language, hark: hark) else {
                fatalError("loctable: the \(language) table written does not read back")
            }
        }
    }

    /// `hark convert` then `hark narrate` says what `hark narrate` says:
    /// any input that imports, written as Hark JSON and read back, narrates
    /// the same transcript, but for the header lines naming the dump's
    /// format and the locale guessed from its labels. A difference traps, so libFuzzer keeps the input.
    static func roundTrip(_ bytes: [UInt8]) {
        // The header lines naming the dump's format and the guessed locale,
        // which the converted document holds as its own.
        func spoken(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.hasPrefix("# imported from") && !$0.hasPrefix("# locale ") }
        }
        guard let document = try? HarkDocument(importing: Data(bytes)),
            let before = try? spoken(Narrator(document: document).transcript().text),
            let json = try? DocumentWriter.json(document)
        else { return }
        guard let reread = try? HarkDocument(jsonData: Data(json)),
            let after = try? spoken(Narrator(document: reread).transcript().text), after == before
        else {
            fatalError("convert round trip: the converted document does not narrate as the input")
        }
    }

    /// A file found in a batch's folder is skipped (`recognise` says `nil`)
    /// or read as the format it names; a file taken as Appium's is never
    /// refused for its root, which would fail the batch over a property list
    /// or an SVG beside the screens instead of skipping it.
    static func folderFile(_ bytes: [UInt8]) {
        guard let format = ImportFormat.recognise(bytes) else { return }
        do throws(ImportError) {
            _ = try HarkDocument(importing: Data(bytes), format: format == .hark ? .auto : format)
        } catch {
            if format == .appium, error.message.hasPrefix("the XML root is <") {
                fatalError("folder: taken as Appium page source, then refused for its root: \(error)")
            }
        }
    }

    /// The picture a fuzzed screenshot is laid under: a 390 × 844 pt screen.
    static let imageScreen: HarkPicture? = {
        let button = AccessibilityNode(
            label: "Pay", traits: .button, frame: Frame(x: 20, y: 700, width: 350, height: 50))
        let document = HarkDocument(
            screen: ScreenSize(width: 390, height: 844), root: AccessibilityNode(children: [button]))
        return try? HarkPicture(document: document)
    }()
    /// A generated document with extreme frames is audited (the streamed
    /// writers against the whole report), narrated, compared with itself
    /// (`hark diff`) and drawn.
    static func audit(_ json: String) {
        guard let document = try? HarkDocument(jsonData: Data(json.utf8)) else {
            // A generated document that does not read is the generator's mistake.
            fatalError("audit: the generated document does not read: \(json)")
        }
        streamedAuditMatchesReport(document, source: Data(json.utf8))
        let findings = (try? Audit.run(on: document)) ?? []
        guard let narrator = try? Narrator(document: document) else { return }
        _ = TranscriptDiff(old: narrator, new: narrator, oldFindings: findings, newFindings: findings)
        if let picture = try? HarkPicture(document: document) {
            _ = picture.render(as: .svg) + picture.render(as: .html)
        }
    }

    /// A transcript reference (`{{regex}}` placeholders, `# partial`) that
    /// reads is resolved against a short transcript and against its own
    /// text; a reference without a placeholder matches its own text. The
    /// transcript's lines are short, so that a placeholder's backtracking
    /// (the test author's own regular expression) stays bounded.
    static func reference(_ text: String) {
        guard let pattern = try? TranscriptPattern(reference: text) else { return }
        _ = pattern.resolve(against: "# Flights (en)\n1 Flights. Heading.\n   Double tap.\n2 Add. Button.\n")
        let own = pattern.resolve(against: text)
        if !TranscriptPattern.isPattern(text), own.expected != own.actual {
            fatalError("reference: a reference without placeholders does not match its own text")
        }
    }

    /// What a fuzzed recording is compared with: a few elements, in Latin,
    /// Arabic and Chinese script.
    static let parityTranscript: Transcript = {
        let spoken = ["Flights. Heading.", "إضافة رحلة. زر.", "航班。标题。", "Add new flight. Button."]
        return Transcript(
            locale: "en",
            events: spoken.enumerated().map {
                .focus(FocusEvent(index: $0 + 1, id: nil, utterance: Utterance(speech: $1, hint: "Double tap.")))
            })
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func harkFuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzTarget.current.feed(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
