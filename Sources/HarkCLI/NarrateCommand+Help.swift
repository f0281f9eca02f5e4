/// `hark narrate --help`: its prose, then the usage line and the options of its table.
extension NarrateCommand {
    var help: String {
        let overview = """
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
            --audio (and so 'hark speak') reads one file.

            \(HelpText.batchParagraph)

            With --compare-description, for AccessibilitySnapshot's model, Hark instead
            compares its speech for each element with the model's own (its
            'description'), word by word as 'hark parity' does (high-importance custom
            content, which the description leaves out, is ignored), and prints only the
            elements where they differ, then 'parity: K/N utterances match (P%)'.

            Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
            not a valid sample tree (the message names the JSON path), 66 for a file that
            cannot be read, 69 when --audio finds no speech synthesizer, 73 when an
            output file cannot be created, 74 when standard output cannot be written.
            With --compare-description: 0 when every description matches, 1 when one
            differs, 65 for a file without descriptions. For several files, the worst.
            """
        return HelpText.page(
            overview, usage: usage, arguments: HelpText.fileArgument, options: options,
            footer: HelpText.localizationsEnvironment)
    }
}
