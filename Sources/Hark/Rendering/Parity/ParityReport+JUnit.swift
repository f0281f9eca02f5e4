extension ParityReport {
    /// The report as a JUnit test suite: a test case per step, numbered as
    /// ``text`` numbers them and named by what VoiceOver said (or, for what
    /// only Hark has, by Hark's words). A step that is not a match is a
    /// `failure` whose message says both sides (what was heard, what Hark
    /// says); a step whose hint or cues differ is a failure too.
    package func junitSuite(name: String, file: String) -> JUnitReport.Suite {
        var suite = JUnitReport.Suite(name: name, file: file)
        let hints = Dictionary(measures.hintDifferences.map { ($0.step, $0) }, uniquingKeysWith: { first, _ in first })
        for (step, number) in zip(steps, stepNumbers) {
            let label = number.map { "step \($0)" } ?? "extra"
            let (said, heard, hark) = sides(of: step)
            var testCase = JUnitReport.Case(className: "parity", name: label + ": " + OneLineText.escaped(said))
            if !isMatch(step) {
                let message = "heard: " + (heard ?? "(nothing)") + " | hark: " + (hark ?? "(nothing)")
                testCase.failures.append(
                    JUnitReport.Outcome(
                        message: message, type: "mismatch",
                        text: "heard: \(heard ?? "(nothing)")\nhark:  \(hark ?? "(nothing)")"))
            }
            if let number, let hint = hints[number] {
                testCase.failures.append(
                    JUnitReport.Outcome(
                        message: "hint heard: \(hint.heard) | hark: \(hint.hark)", type: "hint",
                        text: "hint heard: \(hint.heard)\nhint hark:  \(hint.hark)"))
            }
            suite.cases.append(testCase)
        }
        return suite
    }

    /// What names a step, and what each side said there (`nil`: nothing).
    private func sides(of step: Step) -> (name: String, heard: String?, hark: String?) {
        switch step {
        case .match(let heard, let hark), .mismatch(let heard, let hark):
            return (heard, heard, hark.speech + " (element \(hark.index))")
        case .missingInHark(let heard): return (heard, heard, nil)
        case .extraInHark(let hark):
            let said = hark.speech + " (element \(hark.index))"
            return (said, nil, said)
        case .announcement(let heard, let hark):
            return ("announcement " + (heard ?? hark ?? ""), heard, hark)
        case .screenChange(let heard, let hark):
            return ("screen change", heard ? "screen change" : nil, hark ? "screen change" : nil)
        }
    }
}
