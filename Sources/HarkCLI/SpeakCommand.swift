/// `hark speak <file> …`: `hark narrate` with `--audio <file name>.wav`
/// unless `--audio` says where; its usage and help are narrate's.
struct SpeakCommand: Subcommand {
    let name = "speak"
    let summary = ["Short for 'narrate --audio <file name>.wav'."]
    var usage: String { NarrateCommand().usage }
    var help: String { NarrateCommand().help }

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        try NarrateCommand().run(arguments, console: console, speaking: true)
    }
}
