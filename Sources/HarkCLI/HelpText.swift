/// The help and usage texts, laid out like swift-argument-parser's.
enum HelpText {
    static let version = "0.1.0"

    /// The options of every command that reads a tree (SampleInput's import).
    static let importOptions = """
          --from <format>         The file's format: auto, hark, appium, xcuitest or idb.
                                  (default: auto, told from the content)
          --keep-all              Keep what VoiceOver cannot reach in an imported dump:
                                  the keyboard, the status bar, elements that are
                                  invisible, off the screen or of zero size.
        """

    /// The `<file>` argument of every subcommand that reads a tree, with
    /// the limits of `HarkDocument.maximumInputSize` and `maximumNodeCount`.
    static let fileArgument = """
          <file>                  The sample tree to read (at most 64 MB and 1,000,000
                                  nodes), or '-' for standard input.
        """

    static let rootUsage = "hark <subcommand>"
    static let narrateUsage = "hark narrate <file> [--format <format>] [--locale <locale>] [--no-hints] [--reduce-motion] [--strict] [--gestures <gestures> | --script <script>] [--audio <wav> [--captions <vtt>] [--voice <voice>] [--rate <rate>] [--gap <seconds>] [--hint-pause <seconds>]]"

    static let root = """
        OVERVIEW: Hear an app's accessibility tree the way VoiceOver speaks it.

        Hark reads a sample tree (hark JSON, version 1: an app screen's accessibility
        elements with their labels, values, hints, traits and frames), puts it in
        VoiceOver's focus order and prints what VoiceOver on an iPhone would say.
        Every command also reads the trees iOS tools dump: Appium page source,
        XCUITest's debugDescription and idb's describe-all (see --from).

        USAGE: \(rootUsage)

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          narrate                 Speak a screen element by element, as VoiceOver does
                                  when you flick right; with --audio, as sound.
          speak                   Short for 'narrate --audio <file name>.wav'.
          names                   List the names Voice Control shows for the
                                  interactive elements.
          audit                   Check a screen for accessibility problems, with what
                                  VoiceOver says for each.
          picture                 Draw the screen as VoiceOver walks it: SVG, or an
                                  interactive HTML page.
          convert                 Write a tree that an iOS tool dumped (Appium, XCUITest,
                                  idb) as Hark's own JSON.
          help                    Show subcommand help information.

          See 'hark help <subcommand>' for detailed help.

        ENVIRONMENT:
          HARK_LOCALIZATIONS      A folder of <language>.lproj/VoiceOver.strings (and
                                  .stringsdict) to read VoiceOver's words from instead
                                  of the tables built into hark: for translators.

        """

    static let auditUsage = "hark audit <file> [--format <format>] [--rule <rule> ...] [--ignore <rule> ...] [--strict] [--locale <locale>] [--show-suppressed] | --list-rules"

    static let audit = """
        OVERVIEW: Check a screen for accessibility problems.

        Runs the rules Xcode's accessibility audit, GTXiLib and A11yUITests check on a
        running app (labels, targets, traits, structure, contrast, motion) on a tree file,
        and gives each finding its severity, rule, element id, JSON path and what VoiceOver
        says for the element. 'hark audit --list-rules' lists the rules; docs/Audit.md
        documents each. An element's "auditIgnore": ["rule", ...] suppresses findings on it.

        Exit status: 0 when there is no error (warnings allowed), 1 when there is one (or,
        with --strict, a warning), 64 for a wrong command line, 65 for a file that is not a
        valid sample tree or names an unknown rule in auditIgnore, 66 for a file that cannot
        be read, 74 when standard output cannot be written.

        USAGE: \(auditUsage)

        ARGUMENTS:
        \(fileArgument)

        OPTIONS:
          --format <format>       The output format: text, json or sarif (SARIF 2.1.0,
                                  for code scanning). (default: text)
          --rule <rule>           Check only this rule, or this family (labels,
                                  structure, targets, traits, visual, motion); repeat
                                  for more.
          --ignore <rule>         Do not check this rule or family; repeat for more.
          --motion                Check motion only (the same as --rule motion).
          --strict                Exit 1 on warnings too.
          --locale <locale>       Narrate in this locale (trait words, speech).
          --show-suppressed       List the findings auditIgnore suppressed.
          --list-rules            List every rule: id, severity, family, rationale,
                                  XCUITest audit type and WCAG 2.2 criterion.
        \(importOptions)
          -h, --help              Show help information.

        """

    static let convertUsage = "hark convert <file> [--from <format>] [--keep-all] [-o <output>]"

    static let convert = """
        OVERVIEW: Write a tree as Hark's own JSON.

        Reads a sample tree or a tree an iOS tool dumped (Appium / WebDriverAgent page
        source, XCUITest's debugDescription, idb's ui describe-all JSON), maps its
        element types to VoiceOver's traits and containers as 'hark narrate' does, and
        writes the result as hark JSON (version 1): pretty, keys sorted, so that it can be
        committed, edited (add the hints the dumps lack) and narrated.

        Exit status: 0 on success, 64 for a wrong command line, 65 for a file that
        cannot be read as the format (the message names the line or JSON path), 66 for
        a file that cannot be read, 73 for an output file that cannot be created.

        USAGE: \(convertUsage)

        ARGUMENTS:
          <file>                  The tree to read, or '-' for standard input.

        OPTIONS:
        \(importOptions)
          -o, --output <output>   Write to this file instead of standard output.
          -h, --help              Show help information.

        """

    static let namesUsage = "hark names <file> [--format <format>] [--locale <locale>]"

    static let names = """
        OVERVIEW: List the names Voice Control shows for the interactive elements.

        In VoiceOver's focus order, numbered as Voice Control's "Show numbers" does:
        each interactive element's name, its first user input label
        (accessibilityUserInputLabels) or else its label. A user says "Tap <name>" or
        "Tap <number>".

        USAGE: \(namesUsage)

        ARGUMENTS:
        \(fileArgument)

        OPTIONS:
          --format <format>       The output format: text or json. (default: text)
        \(importOptions)
          --locale <locale>       Resolve the app's strings in this locale.
          -h, --help              Show help information.

        """

    static let narrate = """
        OVERVIEW: Speak a screen element by element, as VoiceOver does when you flick
        right.

        Prints one line per element in VoiceOver's focus order: its position, its id
        in brackets when it has one, and what VoiceOver says; the hint it says after
        the pause follows on an indented line.

        With --gestures or --script, Hark instead simulates a VoiceOver session: it
        lands on the first element, then performs each gesture, printing it as a line
        '> gesture' followed by everything VoiceOver says, plays and does in response.
        Gestures: next, previous, first, last, touch <x> <y>, activate, up, down
        (the rotor's setting: adjust, custom actions, headings…), rotor <setting>
        (headings, heading1…heading6, links, landmarks, lists, textFields, images,
        tables, formControls, containers, actions, adjustValue, moreContent, or a
        custom rotor's name in quotes),
        readAll, readFromHere, escape, magicTap, scroll <left|right|up|down>, and
        Voice Control's say '<command>' (Tap <name>, Tap <number>, Show names), and
        setting <reduceMotion|speakHints> <on|off>.

        With --audio, Hark also renders the session as sound (a 22,050 Hz mono
        16-bit WAV): the speech from espeak-ng (or AVSpeechSynthesizer on Apple
        platforms) in the narration's language, VoiceOver's sounds as short tones,
        its pause before the hint, announcements that interrupt. 'hark speak
        <file>' is the same with '--audio <file name>.wav'. See docs/Audio.md.

        Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
        not a valid sample tree (the message names the JSON path), 66 for a file that
        cannot be read, 69 when --audio finds no speech synthesizer, 73 when an
        output file cannot be created, 74 when standard output cannot be written.

        USAGE: \(narrateUsage)

        ARGUMENTS:
        \(fileArgument)

        OPTIONS:
          --format <format>       The output format: text or json. (default: text)
        \(importOptions)
          --locale <locale>       Speak in this locale instead of the document's: en,
                                  de, ru, fr, es, it, pt-BR, nl, ja, zh-Hans, ko, ar
                                  or pl. The app's own strings follow it too.
          --no-hints              Do not speak hints, as with VoiceOver's Speak Hints
                                  off.
          --reduce-motion         Start with Reduce Motion on: animations run their
                                  reduced alternative or the standard cross-fade.
          --gestures <gestures>   Gestures to perform, separated by spaces or commas, for
                                  example "next next activate escape".
          --script <script>       A file of gestures: one a line, '#' outside quotes
                                  starts a comment.
          --audio <wav>           Also write the session as sound to this WAV file.
          --captions <vtt>        With --audio, write WebVTT captions: one cue per
                                  spoken piece and per sound.
          --voice <voice>         The synthesizer's voice (espeak-ng: a language
                                  or voice name such as en-us or de). (default:
                                  the narration language's)
          --rate <rate>           Speaking rate, 0.5 to 2.5. (default: 1)
          --gap <seconds>         Silence between gestures. (default: 0.75)
          --hint-pause <seconds>  Silence before a hint. (default: 1.0)
          --strict                Exit 65 when there is any warning (a language
                                  without words, a screenChanged target not on
                                  screen…); warnings always go to standard error.
          --version               Show the version.
          -h, --help              Show help information.

        ENVIRONMENT:
          HARK_LOCALIZATIONS      A folder of <language>.lproj/VoiceOver.strings to
                                  read VoiceOver's words from instead of the built-in
                                  tables (for translators).

        """

    static let pictureUsage = "hark picture <file> [--format <format>] [-o <out>] [--locale <locale>] [--reduce-motion] [--gestures <gestures> | --script <script>]"

    static let picture = """
        OVERVIEW: Draw the screen as VoiceOver walks it.

        Draws every element's frame with its number in focus order, a light arrowed
        line through that order, where a double tap lands (a ringed crosshair when it
        falls outside the element), containers as dashed outlines, interactive elements
        under 44 x 44 pt with corner marks, and what a modal view hides grey and
        hatched; beside it a legend: each element's id, what VoiceOver says, its hint,
        cues, custom actions and Voice Control names. After --gestures or --script the
        picture shows the screen at the end.

        The HTML page is one standalone file: Right and Left arrows move VoiceOver's
        focus, Home and End go to the first and last element, a click focuses a frame;
        after a session a slider replays it event by event; "Speak" reads aloud with
        the browser's voices. Open OUT.html#selftest to step through every element
        and write the result into the page.

        Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
        not a valid sample tree (the message names the JSON path), 66 for a file that
        cannot be read, 73 for an output file that cannot be written, 74 when standard
        output cannot be written.

        USAGE: \(pictureUsage)

        ARGUMENTS:
        \(fileArgument)

        OPTIONS:
          --format <format>       The output format: svg or html. (default: html)
          -o, --output <out>      Write to this file instead of standard output.
          --locale <locale>       Speak in this locale instead of the document's.
          --reduce-motion         Start with Reduce Motion on.
          --gestures <gestures>   Gestures to perform first, separated by spaces or commas.
          --script <script>       A file of gestures: one a line, '#' starts a
                                  comment.
        \(importOptions)
          -h, --help              Show help information.

        """
}
