// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing
import Hark
@testable import HarkCLI
import HarkTestSupport

/// `--audio` on the command line: options, files, the voice's choice, and
/// what reaches espeak-ng, with a stand-in espeak-ng where it matters.
@Suite("Audio on the command line")
struct AudioCLITests {
    static let flightList = packageRoot.appendingPathComponent("Samples/FlightList.json").path
    static let listing = """
        Pty Language       Age/Gender VoiceName          File                 Other Languages
         5  de              --/M      German             gmw/de
         2  en-us           --/M      English_(America)  gmw/en-US            (en 3)
         5  cmn             --/M      Chinese_(Mandarin,_latin_as_English) sit/cmn              (zh-cmn 5)(zh 5)
         5  pt-br           --/M      Portuguese_(Brazil) roa/pt-BR            (pt 6)

        """
    static let variants = """
        Pty Language       Age/Gender VoiceName          File                 Other Languages
         7  variant         --/F      Female_3           !v/f3
         7  variant         --/M      klatt              !v/klatt

        """

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-audio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func voicesFallBackToTheBaseLanguageThenEnglish() {
        let voices = ESpeakVoices(listing: Self.listing)
        #expect(voices.languages == ["de", "en-us", "en", "cmn", "zh-cmn", "zh", "pt-br", "pt"])
        #expect(voices.voice(for: "de") == ("de", nil))
        #expect(voices.voice(for: "pt-BR") == ("pt-br", nil))
        #expect(voices.voice(for: "pt_BR") == ("pt-br", nil))
        #expect(voices.voice(for: "zh-Hans") == ("zh", "espeak-ng has no zh-Hans voice; speaking with its zh voice"))
        #expect(
            voices.voice(for: "de-AT-x-test") == (
                "de", "espeak-ng has no de-AT-x-test voice; speaking with its de voice"
            ))
        #expect(voices.voice(for: "ja") == ("en", "espeak-ng has no voice for ja; speaking English"))
        #expect(voices.voice(for: "ko-KR") == ("en", "espeak-ng has no voice for ko-KR or ko; speaking English"))
        var withVariants = voices
        withVariants.addVariants(listing: Self.variants)
        #expect(
            withVariants.knows("en-us") && withVariants.knows("en+f3") && withVariants.knows("en+Klatt")
                && withVariants.knows("German") && withVariants.knows("gmw/de"))
        #expect(
            !withVariants.knows("xx") && !withVariants.knows("+f3") && !withVariants.knows("en+")
                && !withVariants.knows("en+f9"))
        // espeak-ng opens the variant as a file: only listed names pass.
        #expect(
            !withVariants.knows("en+../../../../etc/passwd") && !withVariants.knows("en+!v/f3")
                && !voices.knows("en+f3"))
    }

    /// The text is data in a file: no argument holds it, and what would
    /// start espeak-ng's phoneme input is split.
    @Test func theTextIsDataNotArguments() {
        let synthesizer = ESpeakSynthesizer(
            executable: URL(fileURLWithPath: "/usr/bin/espeak-ng"), voice: "de", rate: 1.5)
        #expect(
            synthesizer.arguments(textFile: "/tmp/t.txt") == [
                "-v", "de", "-s", "263", "-b", "1", "-f", "/tmp/t.txt", "--stdout",
            ])
        let text = "Say \"hi\"; $(rm -rf ~) `x` && a | b > c\nnext\ttab [[h@l'oU]]"
        #expect(
            String(decoding: ESpeakSynthesizer.input(for: text), as: UTF8.self)
                == "Say \"hi\"; $(rm -rf ~) `x` && a | b > c next tab [ [h@l'oU]]")
    }

    @Test(arguments: [
        (["--voice", "de"], "'--voice' needs '--audio <wav>'"),
        (["--captions", "x.vtt"], "'--captions' needs '--audio <wav>'"),
        (["--audio", "-"], "The value '-' is invalid for '--audio <wav>'; expected a file name"),
        (
            ["--audio", "x.wav", "--captions", "x.wav"],
            "The value 'x.wav' is invalid for '--captions <vtt>'; expected a file name other than the WAV's"
        ),
        (
            ["--audio", "x.wav", "--rate", "9"],
            "The value '9' is invalid for '--rate <rate>'; expected a speaking rate from 0.5 to 2.5 (1 is normal)"
        ),
        (
            ["--audio", "x.wav", "--rate", "nan"],
            "The value 'nan' is invalid for '--rate <rate>'; expected a speaking rate from 0.5 to 2.5 (1 is normal)"
        ),
        (
            ["--audio", "x.wav", "--gap", "-1"],
            "The value '-1' is invalid for '--gap <seconds>'; expected seconds from 0 to 10"
        ),
        (
            ["--audio", "x.wav", "--hint-pause", "11"],
            "The value '11' is invalid for '--hint-pause <seconds>'; expected seconds from 0 to 10"
        ),
        (["--audio", "x.wav", "--voice", ""], "The value '' is invalid for '--voice <voice>'"),
    ])
    func wrongAudioOptionsAreUsageErrors(arguments: [String], message: String) {
        let result = runHark(["narrate", Self.flightList] + arguments)
        #expect(result.code == 64)
        #expect(result.error.hasPrefix("Error: \(message)\n"))
        #expect(result.output.isEmpty)
    }

    /// `hark speak` names the WAV after the sample, in the current folder.
    @Test func speakNamesTheWAVAfterTheSample() throws {
        func path(_ arguments: [String]) throws -> String? {
            let parsed = try SubcommandArguments(
                arguments, options: NarrateCommand().options, usage: NarrateCommand().usage)
            return try AudioOutput.parse(parsed, speaking: true)?.path
        }
        #expect(try path(["Samples/FlightList.json"]) == "FlightList.wav")
        #expect(try path(["-"]) == "hark.wav")
        #expect(try path(["a/b.c.json", "--audio", "x.wav"]) == "x.wav")
        #expect(throws: CommandFailure.self) { try path([]) }
    }

    /// `hark speak --help` is speak's own: its usage, and where the WAV goes.
    @Test func speakHasItsOwnHelp() {
        let help = runHark(["speak", "--help"]).output
        #expect(help == runHark(["help", "speak"]).output)
        #expect(help != runHark(["narrate", "--help"]).output)
        #expect(help.contains("USAGE: hark speak <file>"))
        #expect(help.contains("<file name>.wav in the current folder"))
        #expect(help.contains("./FlightList.wav"))
        // A usage error prints speak's usage line and points at speak's help.
        let wrong = runHark(["speak", Self.flightList, "--frobnicate"]).error
        #expect(wrong.contains("\nUsage: hark speak <file>"))
        #expect(wrong.contains("See 'hark speak --help'"))
    }

    /// Checked before anything is synthesized: exit 73 with the reason.
    @Test func anOutputThatCannotBeCreatedIs73() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.txt").path
        try Data().write(to: URL(fileURLWithPath: file))
        for (out, reason) in [
            ("/no/such/folder/out.wav", "no such folder '/no/such/folder'"), (folder.path, "it is a folder"),
            (file + "/out.wav", "no such folder '\(file)'"),
        ] {
            let result = runHark(["narrate", Self.flightList, "--audio", out])
            #expect(result.code == 73)
            #expect(result.error.hasPrefix("Error: cannot write '\(out)': \(reason)\n"))
        }
        let captions = runHark([
            "speak", Self.flightList, "--audio", folder.appendingPathComponent("ok.wav").path, "--captions",
            "/no/such/x.vtt",
        ])
        #expect(
            captions.code == 73
                && captions.error.hasPrefix("Error: cannot write '/no/such/x.vtt': no such folder '/no/such'\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ok.wav").path))
    }

    /// The failure writing `output` gives, with `PATH` set to `path`.
    static func failure(_ output: AudioOutput, _ transcript: Transcript = Transcript(locale: "en"), path: String)
        -> CommandFailure?
    {
        do {
            try output.write(transcript, console: .standard, environment: ["PATH": path])
            return nil
        } catch {
            return error
        }
    }

    @Test(.disabled(if: InstalledTools.appleSpeech, "Apple platforms always have AVSpeechSynthesizer"))
    func noSynthesizerIs69WithWhatToInstall() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = AudioOutput(path: folder.appendingPathComponent("out.wav").path, usage: NarrateCommand().usage)
        for path in [folder.path, ""] {
            let failure = Self.failure(
                output, Transcript(locale: "en", events: [.announcement("Hello", priority: .default)]), path: path)
            #expect(failure?.code == .unavailable)
            #expect(failure?.message == SpeechEngine.installHint)
        }
        #expect(!SpeechEngine.installHint.contains("\n"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A stand-in espeak-ng (a script written here; Hark runs no shell) that
    /// knows German and English, notes each voice and text it is given, and
    /// answers with a 16 kHz tone.
    static func fakeESpeak(in folder: URL) throws {
        try Self.listing.write(to: folder.appendingPathComponent("voices.txt"), atomically: true, encoding: .utf8)
        try Self.variants.write(to: folder.appendingPathComponent("variants.txt"), atomically: true, encoding: .utf8)
        let tone = PCMAudio(sampleRate: 16_000, samples: (0..<8_000).map { Int16(6_000 * sin(Double($0) / 5)) })
        try WAVFile.encode(tone).write(to: folder.appendingPathComponent("tone.wav"))
        let script = """
            #!/bin/sh
            cd '\(folder.path)'
            if [ "$1" = "--voices" ]; then cat voices.txt; exit 0; fi
            if [ "$1" = "--voices=variant" ]; then cat variants.txt; exit 0; fi
            while [ $# -gt 0 ]; do
              case "$1" in
                -v) printf '%s\\n' "$2" >> used-voices.txt; shift ;;
                -f) cat "$2" >> said.txt; printf '\\n' >> said.txt; shift ;;
              esac
              shift
            done
            cat tone.wav

            """
        let path = folder.appendingPathComponent("espeak-ng").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        // A process another test starts while the script is being written
        // inherits it open, and running it fails ("text file busy") until
        // that process ends: wait for it to run.
        for _ in 0..<100 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["--voices"]
            process.standardOutput = FileHandle.nullDevice
            if (try? process.run()) != nil {
                process.waitUntilExit()
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    @Test(
        .disabled(if: InstalledTools.appleSpeech, "Apple platforms use AVSpeechSynthesizer"),
        arguments: [
            ("de-AT", "de", "espeak-ng has no de-AT voice; speaking with its de voice"),
            ("ja", "en", "espeak-ng has no voice for ja; speaking English"), ("de", "de", nil),
        ])
    func theVoiceFollowsTheLanguageWithAWarning(locale: String, voice: String, warning: String?) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.fakeESpeak(in: folder)
        let label = "Say \"hi\"; $(touch pwned) `touch pwned2` && echo > pwned3 | cat\nline two"
        let transcript = Transcript(
            locale: locale,
            events: [.focus(FocusEvent(index: 1, id: nil, utterance: Utterance(speech: label, hint: "Hint")))])
        let errors = ErrorLines()
        let output = AudioOutput(
            path: folder.appendingPathComponent("out.wav").path,
            captions: folder.appendingPathComponent("out.vtt").path, usage: NarrateCommand().usage)
        try output.write(
            transcript,
            console: Console(readStandardInput: { _ in Data() }, writeOutput: { _ in }, writeError: errors.append),
            environment: ["PATH": "/no/such:" + folder.path])
        #expect(errors.text == (warning.map { "Warning: \($0)\n" } ?? ""))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("used-voices.txt"), encoding: .utf8)
                == "\(voice)\n\(voice)\n")
        // The label arrives whole, as text; nothing in it ran.
        #expect(
            try String(contentsOf: folder.appendingPathComponent("said.txt"), encoding: .utf8)
                == "Say \"hi\"; $(touch pwned) `touch pwned2` && echo > pwned3 | cat line two\nHint\n")
        for name in ["pwned", "pwned2", "pwned3"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
        // Written: the WAV at 22,050 Hz (the 16 kHz tone resampled) and the captions.
        let audio = try WAVFile.decode(Data(contentsOf: folder.appendingPathComponent("out.wav")))
        #expect(audio.sampleRate == 22_050)
        let captions = try String(contentsOf: folder.appendingPathComponent("out.vtt"), encoding: .utf8)
        #expect(captions.hasPrefix("WEBVTT\n\n00:00:00.000 --> 00:00:00.030\n[focus]\n"))
        #expect(
            captions.contains(
                "\nSay \"hi\"; $(touch pwned) `touch pwned2` &amp;&amp; echo &gt; pwned3 | cat line two\n"))
    }

    /// A synthesizer's WAV at a rate Hark cannot use (1 Hz: resampling it
    /// once allocated samples × 22,050) is refused with one line, 69.
    @Test(.disabled(if: InstalledTools.appleSpeech, "Apple platforms use AVSpeechSynthesizer"))
    func speechAtARateHarkCannotUseIs69() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.fakeESpeak(in: folder)
        for rate in [1, 7_999, 400_000] {
            let sound = PCMAudio(sampleRate: rate, samples: Array(repeating: 3_000, count: 4_000))
            try WAVFile.encode(sound).write(to: folder.appendingPathComponent("tone.wav"))
            let output = AudioOutput(path: folder.appendingPathComponent("out.wav").path, usage: "")
            let transcript = Transcript(locale: "en", events: [.announcement("Hello", priority: .default)])
            let failure = Self.failure(output, transcript, path: folder.path)
            #expect(failure?.code == .unavailable)
            #expect(
                failure?.message
                    == "the synthesizer's sound for \"Hello\" is at \(rate) Hz; Hark uses speech at 8,000 to 384,000 Hz"
            )
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    /// A link is written through and a device in place, never replaced;
    /// a full device is exit 74.
    @Test(.disabled(if: InstalledTools.appleSpeech, "Apple platforms use AVSpeechSynthesizer"))
    func linksAndDevicesAreWrittenInPlace() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.fakeESpeak(in: folder)
        let target = folder.appendingPathComponent("target.wav").path,
            link = folder.appendingPathComponent("link.wav").path
        try Data().write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let transcript = Transcript(locale: "de", events: [.announcement("Hallo", priority: .default)])
        #expect(
            Self.failure(AudioOutput(path: link, usage: NarrateCommand().usage), transcript, path: folder.path) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try WAVFile.decode(Data(contentsOf: URL(fileURLWithPath: target))).sampleRate == 22_050)
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = Self.failure(
                AudioOutput(path: "/dev/full", usage: NarrateCommand().usage), transcript, path: folder.path)
            #expect(full?.code == .ioError)
            #expect(full?.message.hasPrefix("cannot write '/dev/full': ") == true)
            #expect(
                (try FileManager.default.attributesOfItem(atPath: "/dev/full"))[.type] as? FileAttributeType
                    == .typeCharacterSpecial)
        }
    }

    @Test(.disabled(if: InstalledTools.appleSpeech, "Apple platforms use AVSpeechSynthesizer"))
    func anUnknownVoiceIsAUsageError() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.fakeESpeak(in: folder)
        let failure = Self.failure(
            AudioOutput(
                path: folder.appendingPathComponent("out.wav").path, voice: "klingon", usage: NarrateCommand().usage),
            path: folder.path)
        #expect(failure?.code == .usage)
        #expect(
            failure?.message
                == "The value 'klingon' is invalid for '--voice <voice>'; espeak-ng has no such voice (see 'espeak-ng "
                + "--voices')"
        )
        // A variant is a file espeak-ng opens: a path is refused, a listed variant taken.
        let path = Self.failure(
            AudioOutput(
                path: folder.appendingPathComponent("out.wav").path, voice: "en+../../../../etc/passwd",
                usage: NarrateCommand().usage), path: folder.path)
        #expect(path?.code == .usage)
        #expect(
            Self.failure(
                AudioOutput(
                    path: folder.appendingPathComponent("out.wav").path, voice: "en+f3", usage: NarrateCommand().usage),
                path: folder.path) == nil)
    }
}

/// Standard error's lines, collected.
final class ErrorLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines = ""
    var text: String { lock.withLock { lines } }
    func append(_ line: String) { lock.withLock { lines += line } }
}
#endif
