import Foundation
import Hark

/// `hark diff <old> <new>`: what a VoiceOver user hears differently between
/// two versions of a screen; exits 1 when anything differs, so CI can flag
/// a change for review.
struct DiffCommand: Subcommand {
    let name = "diff"
    let summary = [
        "Compare what VoiceOver says on two versions of a",
        "screen.",
    ]
    let options =
        [CommandOption.diffFormat, .diffIgnore, .diffLocale, .diffOldScreenshot, .diffNewScreenshot]
        + CommandOption.importing
        + [.version, .help]
    let synopsis = "hark diff <old> <new>"

    enum Format: String, CaseIterable { case text, json, markdown, html }

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard let parsed = try parse(arguments, console: console, files: 2) else { return .success }
        let format = try Self.format(parsed), ignoring = try Self.ignored(parsed), locale = try parsed.locale()
        let screenshotOptions = [CommandOption.diffOldScreenshot, .diffNewScreenshot]
        if format != .html, let option = screenshotOptions.first(where: { parsed.value($0) != nil }) {
            throw parsed.fail("'\(option.names[0])' draws a picture on the page: give '--format html'")
        }
        guard parsed.files.count == 2 else {
            throw parsed.fail("Missing expected argument '\(parsed.files.isEmpty ? "<old>" : "<new>")'")
        }
        if parsed.files[0] == "-" && parsed.files[1] == "-" {
            throw parsed.fail("Only one of '<old>' and '<new>' can be '-'")
        }
        let html = format == .html
        let old: Version
        do {
            // Read here, to tell a transcript reference; let go once the version is kept.
            let oldData = try InputFile.read(parsed.files[0], usage: usage, console: console)
            if TranscriptReference.isReference(oldData) {
                let (input, narrator) = try Version.narrate(
                    parsed, file: parsed.files[1], locale: locale, console: console)
                return try TranscriptReference(oldData, file: parsed.files[0], usage: usage).compare(
                    with: narrator, name: input.name, format: format, ignoring: ignoring, console: console)
            }
            old = try Version(
                parsed, file: parsed.files[0], data: oldData, locale: locale, console: console, drawing: html,
                screenshot: parsed.value(.diffOldScreenshot))
        }
        let new = try Version(
            parsed, file: parsed.files[1], locale: locale, console: console, drawing: html,
            screenshot: parsed.value(.diffNewScreenshot))
        let diff = TranscriptDiff(
            old: old.stops, new: new.stops, title: new.title, locale: new.locale, oldFindings: old.findings,
            newFindings: new.findings, ignoring: ignoring)
        switch format {
        case .text: console.writeOutput(diff.text(old: old.name, new: new.name))
        case .json: console.writeOutput(diff.json(old: old.name, new: new.name))
        case .markdown: console.writeOutput(diff.markdown(old: old.name, new: new.name))
        case .html:
            // Both versions draw their pictures when the format is html.
            guard let before = old.picture, let after = new.picture else { break }
            console.writeOutput(
                PictureComparison.html(
                    oldSVG: before, newSVG: after, oldName: old.name, newName: new.name,
                    changes: diff.text(old: old.name, new: new.name)))
        }
        return diff.hasChanges ? .findings : .success
    }

    /// The picture of one version for the html page, over its screenshot when given.
    static func picture(
        of narrator: Narrator, screenshot path: String?, parsed: SubcommandArguments, console: Console
    ) throws(CommandFailure) -> HarkPicture {
        let picture = HarkPicture(narrator: narrator)
        guard let path else { return picture }
        let data = try InputFile.read(path, usage: parsed.usage, console: console)
        let screenshot = try PictureScreenshots.read(data, path: path, usage: parsed.usage)
        do {
            return try picture.withScreenshot(screenshot)
        } catch {
            throw CommandFailure(code: .dataError, usage: parsed.usage, message: "\(path): \(error.message)")
        }
    }

    /// One version: read, narrated and audited, and what the comparison
    /// needs of it kept: its stops and findings (compactly, the tree let
    /// go), and its picture for the html page. The tree and its narration
    /// are let go before the next version is read, so that one tree at a
    /// time is in memory.
    private struct Version {
        let name: String
        let stops: [TranscriptDiff.Stop]
        let findings: AuditFindingList
        let title: String?
        let locale: String
        /// Its picture as SVG: drawn at once, so that its scene is let go with the tree.
        let picture: String?

        /// `drawing`: draw its picture (over `screenshot`, when given) for the html page.
        init(
            _ parsed: SubcommandArguments, file: String, data: Data? = nil, locale: String?, console: Console,
            drawing: Bool, screenshot: String?
        ) throws(CommandFailure) {
            let (input, narrator) = try Self.narrate(parsed, file: file, data: data, locale: locale, console: console)
            (name, title, self.locale) = (input.name, input.document.title, narrator.locale)
            // The audit, the picture and the stops one after another, each
            // let go (but what is kept) before the next is made: with a long
            // text, each holds copies of it beside the tree.
            do {
                let run = try Audit.auditRun(
                    on: input.document, rules: Audit.rules, locale: locale, appStrings: input.appStrings)
                var findings = AuditFindingList()
                run.forEachFinding { findings.append($0) }
                self.findings = findings
            } catch {
                throw CommandFailure(code: .dataError, usage: parsed.usage, message: "\(input.name): \(error)")
            }
            picture =
                drawing
                ? try DiffCommand.picture(of: narrator, screenshot: screenshot, parsed: parsed, console: console).svg
                : nil
            stops = TranscriptDiff.stops(of: narrator)
        }

        /// Reads one version and narrates it, its warnings on standard error.
        static func narrate(
            _ parsed: SubcommandArguments, file: String, data: Data? = nil, locale: String?, console: Console
        ) throws(CommandFailure) -> (SampleInput, Narrator) {
            var arguments = parsed
            arguments.files = [file]
            let input = try SampleInput(arguments, file: file, data: data, console: console)
            let narrator = try input.run { () throws(NarrationError) in
                try Narrator(
                    document: input.document, options: NarrationOptions(locale: locale), appStrings: input.appStrings)
            }
            for warning in narrator.warnings { console.writeMessage("Warning", "\(input.name): \(warning)") }
            return (input, narrator)
        }
    }

    static func format(_ parsed: SubcommandArguments) throws(CommandFailure) -> Format {
        try parsed.choice(.diffFormat, of: Format.self)
    }

    /// `--ignore`: hints, cues, actions, order or findings; repeated, or
    /// several separated by commas.
    static func ignored(_ parsed: SubcommandArguments) throws(CommandFailure) -> Set<TranscriptDiff.Aspect> {
        var aspects: Set<TranscriptDiff.Aspect> = []
        for value in parsed.allValues(.diffIgnore) {
            for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let aspect = TranscriptDiff.Aspect(rawValue: name) else {
                    let names = TranscriptDiff.Aspect.allCases.map(\.rawValue)
                    let hint = NameSuggestion.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
                    throw parsed.fail(
                        "The value '\(NameSuggestion.cut(name))' is invalid for '--ignore <aspect>'; expected hints, "
                            + "cues, actions, order or findings"
                            + hint)
                }
                aspects.insert(aspect)
            }
        }
        return aspects
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Compare what VoiceOver says on two versions of a screen.

            Narrates both trees (any format Hark reads; typically a screen before and after
            a change), lines their focus orders up and reports what a VoiceOver user hears
            differently: speech changed (the differing words marked), stops added, removed
            and moved in the order, hints, cues and custom actions changed, and audit
            findings new and fixed. Stops are paired by id, then by label and traits, then
            by position (see docs/Diff.md).

            The old version may instead be a transcript reference (the text assertTranscript
            records, starting with its '# ' header): the new tree's transcript is compared with
            it, a {{regex}} placeholder in a line matching any text the expression matches,
            and a reference marked '# partial' comparing only the stops it lists, in order
            (docs/Testing.md).

            With --format html the page also shows both pictures side by side (as hark
            picture draws them), each over its screenshot when --old-screenshot or
            --new-screenshot gives one.

            Exit status: 0 when nothing compared differs, 1 otherwise, 64 for a wrong
            command line, 65 for a file that is not a valid tree, 66 for a file that cannot
            be read, 74 when standard output cannot be written.
            """, usage: usage,
            arguments: """
                  <old>                   The old version's tree (at most 64 MB and 1,000,000
                                          nodes) or transcript reference, or '-' for standard
                                          input.
                  <new>                   The new version's tree, or '-'.
                """, options: options)
    }
}

/// The options diff describes its own way.
extension CommandOption {
    /// `--format`: text, json, markdown or html.
    static let diffFormat = CommandOption(
        .format, default: "text",
        help: """
            The output format: text, json, markdown (a table to post as a pull-request comment) or
            html (the changes over the two pictures side by side).
            """)

    /// `--old-screenshot`: the old version's picture over this image.
    static let diffOldScreenshot = diffScreenshot(of: "old")

    /// `--new-screenshot`: the new version's picture over this image.
    static let diffNewScreenshot = diffScreenshot(of: "new")

    /// `--<version>-screenshot`: that version's picture over this image; the
    /// two options differ only in the version they name.
    private static func diffScreenshot(of version: String) -> CommandOption {
        CommandOption(
            "--\(version)-screenshot", value: "image",
            help: "With --format html: draw the \(version) version over this screenshot (PNG or JPEG).")
    }

    /// `--ignore`: the aspects left out.
    static let diffIgnore = CommandOption(
        "--ignore", value: "aspect", as: .repeated,
        help: "Leave out hints, cues, actions, order (stops that moved) or findings; repeat, or separate by commas.")

    /// `--locale` as diff describes it.
    static let diffLocale = CommandOption(.locale, help: "Narrate both in this locale.")
}
