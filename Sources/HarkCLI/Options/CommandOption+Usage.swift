/// A subcommand's usage line, written from its list of options.
extension CommandOption {
    /// `synopsis` (the subcommand and its arguments) and every option of
    /// `options` in their order, but for those every subcommand takes: each
    /// in brackets, an option and the one it stands instead of in one pair of
    /// brackets where the first is, the options that need another inside that
    /// one's brackets (unless it has a default, so it is always there), and
    /// those that stand alone last (`| --list-rules`).
    static func usageLine(_ synopsis: String, _ options: [CommandOption]) -> String {
        var pieces = [synopsis], alone: [String] = []
        for option in options where option.names.allSatisfy({ !globalNames.contains($0) }) {
            switch option.relation {
            case .alone:
                alone.append("| " + option.usageText)
            case .insteadOf(let other) where options.contains { $0.isNamed(other) }:
                continue
            case .needs(let host) where options.contains { $0.isNamed(host) && $0.defaultValue == nil }:
                continue
            case .repeated:
                pieces.append("[\(option.usageText) ...]")
            default:
                let partners = options.filter { $0.relation.isInstead(of: option) }.map(\.usageText)
                let inside = option.defaultValue != nil ? [] : options.filter { $0.relation.needs(option) }
                let text = ([option.usageText] + partners).joined(separator: " | ")
                pieces.append("[" + ([text] + inside.map { "[\($0.usageText)]" }).joined(separator: " ") + "]")
            }
        }
        return (pieces + alone).joined(separator: " ")
    }
}

extension CommandOption.Relation {
    /// Whether it makes its option one or the other of it and `option`.
    func isInstead(of option: CommandOption) -> Bool {
        if case .insteadOf(let other) = self { option.isNamed(other) } else { false }
    }

    /// Whether it makes its option need `option`.
    func needs(_ option: CommandOption) -> Bool {
        if case .needs(let host) = self { option.isNamed(host) } else { false }
    }
}
