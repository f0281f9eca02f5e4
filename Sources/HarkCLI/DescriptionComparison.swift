import Hark

/// `hark narrate --compare-description`: Hark's speech against the
/// `description` AccessibilitySnapshot's model gives each element.
enum DescriptionComparison {
    /// Prints the elements whose speech differs and the summary; 0 when
    /// every description matches, 1 when one differs, 65 when the file
    /// carries no descriptions.
    static func run(input: SampleInput, narration: NarrationOptions, usage: String, console: Console)
        throws(CommandFailure) -> ExitCode
    {
        guard let origin = input.document.importOrigin, !origin.descriptions.isEmpty else {
            throw CommandFailure(
                code: .dataError, usage: usage,
                message:
                    "\(input.name): --compare-description needs AccessibilitySnapshot's model, whose elements carry a "
                    + "description (this is \(input.document.importOrigin?.format.displayName ?? "Hark JSON"))"
            )
        }
        let narrator = try input.run { () throws(NarrationError) in
            try Narrator(document: input.document, options: narration, appStrings: input.appStrings)
        }
        for warning in narrator.warnings { console.writeMessage("Warning", warning) }
        let report = Parity.compareDescriptions(of: input.document, transcript: narrator.transcript())
        console.writeOutput(report.differences)
        return report.isComplete ? .success : .findings
    }
}
