/// `hark --help` and the pieces every subcommand's help shares, laid out
/// like swift-argument-parser's; each subcommand holds its own usage and help.
enum HelpText {
    static let version = "0.3.0"

    /// The `<file> ...` argument of every subcommand that reads trees, with
    /// the limits of `HarkDocument.maximumInputSize` and `maximumNodeCount`,
    /// and how a folder is read (``BatchInput``).
    static let fileArgument = """
          <file> ...              The trees to read (each at most 64 MB and 1,000,000
                                  nodes), or '-' for standard input. A folder gives
                                  every file in it and its subfolders that is a tree
                                  Hark reads, in path order; the others are skipped
                                  and counted, hidden ones left out.
        """

    /// The `<file>` argument of a subcommand that reads one file (`hark speak`).
    static let singleFileArgument = """
          <file>                  The sample tree to read (at most 64 MB and 1,000,000
                                  nodes, or elements in a tool's dump; reading one
                                  takes at most about 400 MB of memory), or '-' for
                                  standard input.
        """

    /// What the help of a subcommand that reads several files says of them.
    static let batchParagraph = """
        Several files or folders are read in one process, on every core: the output has a
        section per file headed '==> file <==' (JSON: an array with an object per file,
        "file" and "result", or "error" for a file that failed), and the exit status is
        the worst file's, after every file is reported.
        """

    /// A subcommand's help: the `overview` (its prose), then USAGE,
    /// ARGUMENTS (none when `arguments` is empty), the OPTIONS its table lists, and the `footer`
    /// (ENVIRONMENT) when it has one.
    static func page(
        _ overview: String, usage: String, arguments: String, options: [CommandOption], footer: String = ""
    ) -> String {
        let argumentSection = arguments.isEmpty ? "" : "ARGUMENTS:\n\(arguments)\n\n"
        return """
            \(overview)

            USAGE: \(usage)

            \(argumentSection)OPTIONS:
            \(CommandOption.helpSection(options))

            """ + footer
    }

    /// The ENVIRONMENT section of narrate's and speak's help.
    static let localizationsEnvironment = """

        ENVIRONMENT:
          HARK_LOCALIZATIONS      A folder of <language>.lproj/VoiceOver.strings to
                                  read VoiceOver's words from instead of the built-in
                                  tables (for translators).

        """

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
