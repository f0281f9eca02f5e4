extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Where `needle` first occurs at or after `start` (the start by
    /// default), comparing bytes; `nil` when it does not. Inlinable, so
    /// that another module (the SARIF batch) gets it specialized: called
    /// generically it made a 1,000-file batch six times slower.
    @inlinable package func firstIndex(ofBytes needle: [UInt8], from start: Int? = nil) -> Int? {
        var index = start ?? startIndex
        guard let first = needle.first else { return index }
        while index + needle.count <= endIndex, let hit = self[index...(endIndex - needle.count)].firstIndex(of: first)
        {
            if self[hit..<hit + needle.count].elementsEqual(needle) { return hit }
            index = hit + 1
        }
        return nil
    }
}
