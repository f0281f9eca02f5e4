/// `hark speak <file> …`: `hark narrate` with `--audio <file name>.wav`
/// in the current folder unless `--audio` says where.
struct SpeakCommand: Subcommand {
    let name = "speak"
    let summary = ["Short for 'narrate --audio <file name>.wav'."]
    let options =
        [CommandOption.speakAudio] + CommandOption.sound + [.textOrJSON] + CommandOption.narration
        + [.strictWarnings] + CommandOption.gesturesOrScript + CommandOption.importing + [.version, .help]
    let synopsis = "hark speak <file>"

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        try NarrateCommand(options: options, synopsis: synopsis).run(
            arguments, console: console, speaking: true, help: help)
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Speak a screen aloud: 'hark narrate' writing the session as a WAV.

            Narrates the screen, or the session of --gestures or --script, as 'hark
            narrate' does and prints the transcript; it also writes the speech as sound
            (a 22,050 Hz mono 16-bit WAV) to <file name>.wav in the current folder:
            'hark speak Samples/FlightList.json' writes ./FlightList.wav, standard input
            ./hark.wav. --audio names another file. The speech comes from espeak-ng (or
            AVSpeechSynthesizer on Apple platforms) in the narration's language; see
            docs/Audio.md.

            Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
            not a valid sample tree (the message names the JSON path), 66 for a file that
            cannot be read, 69 when no speech synthesizer is found, 73 when an output
            file cannot be created, 74 when standard output cannot be written.
            """, usage: usage, arguments: HelpText.singleFileArgument, options: options,
            footer: HelpText.localizationsEnvironment)
    }
}
