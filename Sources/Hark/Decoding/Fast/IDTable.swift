/// The ids of a document as the decoder reads them, each with the number
/// of the node that used it first: a `[String: Int]` for what the decoder
/// asks of it, kept smaller and hashed faster.
///
/// While every id is ASCII (`String` equality is then equality of bytes),
/// ids are hashed on their bytes with a seed drawn for each table, in an
/// open-addressed table of 4-byte slots: for 50,000 ids a third of the
/// memory of a `Dictionary` with room reserved, and no SipHash. A non-ASCII
/// id (two of which may be equal with different bytes), a probe longer than
/// ``maximumProbe`` (ids made to collide) or more ids than a slot can
/// number moves every id into a `Dictionary`, once, which holds them from
/// then on: no input costs more than a bounded probe per id before that.
struct IDTable {
    /// The ids in the order they were added, and their nodes' numbers.
    private(set) var keys: [String] = []
    private var numbers: [Int32] = []
    /// Each slot: 0 when empty, else the id's index in `keys` plus 1 in the
    /// low ``indexBits`` bits, and bits of its hash above them.
    private var slots: [UInt32] = []
    /// When set, it holds every id, and the slots are not used.
    private var dictionary: [String: Int]?
    private let seed = UInt64.random(in: .min ... .max)

    static let indexBits: UInt32 = 20
    static let maximumProbe = 64

    var count: Int { keys.count }

    /// Makes room for `capacity` ids.
    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        numbers.reserveCapacity(capacity)
        if dictionary == nil, capacity < 1 << Self.indexBits - 1 { grow(to: capacity) }
    }

    /// Adds `id`, used first by node `number`; when it is there already,
    /// changes nothing and returns the number of the node that used it.
    mutating func insert(_ id: String, number: Int) -> Int? {
        switch probe(id, adding: number) {
        case .found(let index): return Int(numbers[index])
        case .absent: return nil
        case .moved:
            if let first = dictionary?[id] { return first }
            dictionary?[id] = number
            keys.append(id)
            numbers.append(Int32(number))
            return nil
        }
    }

    /// Whether some node has the id.
    mutating func contains(_ id: String) -> Bool {
        switch probe(id, adding: nil) {
        case .found: true
        case .absent: false
        case .moved: dictionary?[id] != nil
        }
    }

    /// Removes the ids added after the first `count`, the last first.
    mutating func removeLast(to count: Int) {
        while keys.count > count, let id = keys.popLast() {
            numbers.removeLast()
            if dictionary != nil {
                dictionary?[id] = nil
            } else if let hash = Self.hash(id, seed: seed) {
                // The last id added ends every run of slots it is in:
                // emptying its slot breaks no other id's probe.
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask, probes = 1
                // Every id is within a probe of its place (see `grow`).
                while slots[slot] & Self.indexMask != keys.count + 1, probes < Self.maximumProbe {
                    slot = (slot + 1) & mask
                    probes += 1
                }
                if slots[slot] & Self.indexMask == keys.count + 1 { slots[slot] = 0 } else { moveToDictionary() }
            }
        }
    }

    private enum Probe {
        /// The id's index in `keys`.
        case found(Int)
        /// Not there (added, when asked to add it).
        case absent
        /// The ids are in the dictionary, perhaps moved there just now.
        case moved
    }

    /// Looks for `id` in the slots, adding it with `number` when absent.
    private mutating func probe(_ id: String, adding number: Int?) -> Probe {
        guard dictionary == nil else { return .moved }
        guard let hash = Self.hash(id, seed: seed), keys.count + 1 < 1 << Self.indexBits else {
            moveToDictionary()
            return .moved
        }
        if number != nil, (keys.count + 1) * 2 > slots.count {
            grow(to: keys.count + 1)
            if dictionary != nil { return .moved }
        }
        if slots.isEmpty { return .absent }
        let mask = slots.count - 1, tag = Self.tag(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.maximumProbe {
            let entry = slots[slot]
            if entry == 0 {
                if let number {
                    keys.append(id)
                    numbers.append(Int32(number))
                    slots[slot] = tag | UInt32(keys.count)
                }
                return .absent
            }
            let index = Int(entry & Self.indexMask) - 1
            if entry & ~Self.indexMask == tag, index < keys.count, keys[index] == id { return .found(index) }
            slot = (slot + 1) & mask
        }
        moveToDictionary()
        return .moved
    }

    private static let indexMask: UInt32 = 1 << indexBits - 1

    /// The bits of a hash kept in a slot, above the index.
    private static func tag(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> (64 - (32 - UInt64(indexBits)))) << indexBits
    }

    /// Makes the slots at least twice `capacity`, and places every id again,
    /// each within ``maximumProbe`` slots of its place (or else they all
    /// move to the dictionary).
    private mutating func grow(to capacity: Int) {
        var size = max(slots.count, 16)
        while size < capacity * 2 { size *= 2 }
        guard size > slots.count else { return }
        slots = Array(repeating: 0, count: size)
        let mask = size - 1
        for (index, id) in keys.enumerated() {
            guard let hash = Self.hash(id, seed: seed) else { return moveToDictionary() }
            var slot = Int(truncatingIfNeeded: hash) & mask, probes = 0
            while slots[slot] != 0 {
                probes += 1
                guard probes < Self.maximumProbe else { return moveToDictionary() }
                slot = (slot + 1) & mask
            }
            slots[slot] = Self.tag(hash) | UInt32(index + 1)
        }
    }

    private mutating func moveToDictionary() {
        guard dictionary == nil else { return }
        var dictionary: [String: Int] = [:]
        dictionary.reserveCapacity(keys.count)
        for (id, number) in zip(keys, numbers) { dictionary[id] = Int(number) }
        self.dictionary = dictionary
        slots = []
    }

    /// A hash of an ASCII id's bytes, with `seed`; `nil` for any other id.
    static func hash(_ id: String, seed: UInt64) -> UInt64? {
        id.utf8.withContiguousStorageIfAvailable { utf8 -> UInt64? in
            let bytes = UnsafeRawBufferPointer(utf8), multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var hash = (seed ^ UInt64(bytes.count)) &* multiplier, ascii: UInt64 = 0, offset = 0
            while offset < bytes.count {
                var word: UInt64 = 0
                if bytes.count - offset >= 8 {
                    word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                } else {
                    for index in offset..<bytes.count { word |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
                }
                ascii |= word
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
                offset += 8
            }
            guard ascii & 0x8080_8080_8080_8080 == 0 else { return nil }
            hash ^= hash >> 32
            hash &*= 0xBF58_476D_1CE4_E5B9
            return hash ^ hash >> 31
        } ?? nil
    }
}
