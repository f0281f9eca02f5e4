/// Identifiers made unique in the order they are claimed: a repeated one
/// gets `#2`, `#3`… (the sample format needs unique ids).
struct UniqueIdentifiers {
    /// Every identifier claimed, and how often those claimed more than once were.
    private var seen: Set<String> = []
    private var repeats: [String: Int] = [:]

    /// `expected`: about how many will be claimed, so that the table is
    /// made once at its size rather than grown (a growth holds the old
    /// table and the new one, twice the size, at once).
    init(expected: Int = 0) { seen.reserveCapacity(expected) }

    mutating func claim(_ id: String) -> String? {
        guard !id.isEmpty else { return nil }
        if seen.insert(id).inserted { return id }
        let use = repeats[id, default: 1] + 1
        repeats[id] = use
        return "\(id)#\(use)"
    }
}
