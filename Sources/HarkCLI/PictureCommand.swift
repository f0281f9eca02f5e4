import Foundation
import Hark

/// `hark picture <file> [--format svg|html] [-o <out>] [--locale L]
/// [--script S | --gestures G] [--reduce-motion]`: draws the screen as
/// VoiceOver walks it.
enum PictureCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        let parsed = try SubcommandArguments(arguments, valueOptions: ["--format", "--locale", "--gestures", "--script", "-o", "--output"],
                                             flags: ["--reduce-motion"], usage: HelpText.pictureUsage)
        if parsed.wantsHelp || parsed.wantsVersion {
            console.writeOutput(parsed.wantsHelp ? HelpText.picture : HelpText.version + "\n")
            return .success
        }
        let format = try self.format(parsed), locale = try parsed.locale()
        _ = try parsed.requiredFile()
        if parsed.values["--gestures"] != nil && parsed.values["--script"] != nil {
            throw parsed.fail("Give '--gestures' or '--script', not both")
        }
        if parsed.values["-o"] != nil && parsed.values["--output"] != nil { throw parsed.fail("Give '-o' or '--output', not both") }
        let output = parsed.values["-o"] ?? parsed.values["--output"]
        if output?.isEmpty == true { throw parsed.fail("The value '' is invalid for '-o <out>'; expected a file name or '-'") }

        let input = try SampleInput(parsed, console: console)
        let gestures = try NarrateCommand.gestures(text: parsed.values["--gestures"], script: parsed.values["--script"],
                                                   usage: HelpText.pictureUsage, console: console)
        let options = NarrationOptions(locale: locale, reduceMotion: parsed.flags.contains("--reduce-motion") ? true : nil)
        let (picture, warnings) = try input.run { () throws(NarrationError) in
            guard let gestures else {
                let narrator = try Narrator(document: input.document, options: options, appStrings: input.appStrings)
                return (HarkPicture(narrator: narrator), narrator.warnings)
            }
            var navigator = try Navigator(document: input.document, options: options, appStrings: input.appStrings)
            navigator.perform(gestures)
            return (HarkPicture(navigator: navigator), navigator.warnings)
        }
        for warning in warnings { console.writeError("Warning: \(warning)\n") }
        for note in picture.notes { console.writeError("Note: \(note)\n") }
        let rendered = picture.render(as: format)
        guard let output, output != "-" else {
            console.writeOutput(rendered)
            return .success
        }
        try write(rendered, to: output)
        return .success
    }

    /// Writes `text` to the file at `path`: a regular file (or a new one)
    /// atomically; anything else (a device, a FIFO, a link) in place, as a
    /// shell's `>` does, so that it is never replaced.
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        let failure = { (code: ExitCode, reason: String) in
            CommandFailure(code: code, usage: HelpText.pictureUsage, message: "cannot write '\(path)': \(reason)")
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw failure(.cannotCreate, "it is a folder") }
        let type = exists ? (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType : .typeRegular
        guard type == .typeRegular else {
            guard let handle = FileHandle(forWritingAtPath: path) else { throw failure(.cannotCreate, "permission denied") }
            defer { try? handle.close() }
            do {
                try handle.write(contentsOf: Data(text.utf8))
            } catch {
                throw failure(.ioError, Self.reason(path, error))
            }
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw failure(.cannotCreate, Self.reason(path, error))
        }
    }

    /// `--format`: html (the default) or svg.
    static func format(_ parsed: SubcommandArguments) throws(CommandFailure) -> PictureFormat {
        guard let value = parsed.values["--format"] else { return .html }
        guard let format = PictureFormat(rawValue: value) else {
            throw parsed.fail("The value '\(value)' is invalid for '--format <format>'; expected svg or html")
        }
        return format
    }

    /// Why a file could not be written, in a few words.
    private static func reason(_ path: String, _ error: any Error) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue { return "no such folder '\(folder)'" }
        if !FileManager.default.isWritableFile(atPath: folder) { return "permission denied" }
        return (error as NSError).localizedDescription
    }
}
