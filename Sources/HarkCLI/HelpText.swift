/// `hark --help` and the pieces every subcommand's help shares, laid out
/// like swift-argument-parser's; each subcommand holds its own usage and help.
enum HelpText {
    static let version = "0.2.0"

    /// The options of every command that reads a tree (SampleInput's import).
    static let importOptions = """
          --from <format>         The file's format: auto, hark, appium, xcuitest, idb
                                  or accessibilitysnapshot. (default: auto, told
                                  from the content)
          --keep-all              Keep what VoiceOver cannot reach in an imported dump:
                                  the keyboard, the status bar, elements that are
                                  invisible, off the screen or of zero size.
        """

    /// The import options as a usage line writes them.
    static let importUsage = "[--from <format>] [--keep-all]"

    /// The `<file>` argument of every subcommand that reads a tree, with
    /// the limits of `HarkDocument.maximumInputSize` and `maximumNodeCount`.
    static let fileArgument = """
          <file>                  The sample tree to read (at most 64 MB and 1,000,000
                                  nodes), or '-' for standard input.
        """

    /// The usage line, the file argument, the text-or-JSON `--format` and
    /// the import options, which `narrate` and `names` begin their help with.
    static func textOrJSONCommand(usage: String) -> String {
        """
        USAGE: \(usage)

        ARGUMENTS:
        \(fileArgument)

        OPTIONS:
          --format <format>       The output format: text or json. (default: text)
        \(importOptions)
        """
    }

    static let rootUsage = "hark <subcommand>"

    /// What `hark --help` and `hark help` print.
    static let root = """
        OVERVIEW: Hear an app's accessibility tree the way VoiceOver speaks it.

        Hark reads a sample tree (hark JSON, version 1: an app screen's accessibility
        elements with their labels, values, hints, traits and frames), puts it in
        VoiceOver's focus order and prints what VoiceOver on an iPhone would say.
        Every command also reads the trees iOS tools dump: Appium page source,
        XCUITest's debugDescription, idb's describe-all (flat or nested, and AXe's
        describe-ui) and AccessibilitySnapshot's model (see --from).

        USAGE: \(rootUsage)

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
        \(subcommandList)
          help                    Show subcommand help information.

          See 'hark help <subcommand>' for detailed help.

        ENVIRONMENT:
          HARK_LOCALIZATIONS      A folder of <language>.lproj/VoiceOver.strings (and
                                  .stringsdict) to read VoiceOver's words from instead
                                  of the tables built into hark: for translators.

        """

    /// `hark --help`'s SUBCOMMANDS lines for the registered subcommands: each
    /// name in a column of 24, its summary beside it.
    static var subcommandList: String {
        HarkCommand.subcommands.map { command in
            command.summary.enumerated().map { index, line in
                let name = index == 0 ? command.name : ""
                return "  " + name + String(repeating: " ", count: max(24 - name.count, 2)) + line
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
