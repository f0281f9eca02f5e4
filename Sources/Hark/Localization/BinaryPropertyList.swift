/// Hark's own reader of binary property lists (`bplist00`), bounded and
/// without recursion, for the shapes string tables have: a dictionary of
/// strings (a compiled `.strings` file) or a dictionary of such dictionaries
/// (a `.loctable`: language → key → string). Values of other kinds (a plural
/// entry's dictionary, a number) are skipped and counted, never read.
///
/// Every offset, count and reference is checked against the bytes before it
/// is used, a string object referred to many times is decoded once, and at
/// most ``maximumEntries`` dictionary entries are read in all, so a list of
/// any bytes is read in time and memory proportional to its size.
struct BinaryPropertyList {
    /// Why the bytes are not a table, naming the object or byte offset.
    struct Failure: Error, Hashable {
        var message: String
        /// The byte the mistake is at (an object's marker, the trailer), when one can be named.
        var byte: Int?
    }

    /// The most dictionary entries read from one list, across all its dictionaries.
    static let maximumEntries = 2_000_000

    /// The most UTF-8 bytes of a string decoded again at each reference:
    /// a string this short is held in place, without memory of its own.
    private static let smallString = 15

    /// The failure of a list with more than ``maximumEntries`` entries.
    private static let tooManyEntries = Failure(message: "more than \(maximumEntries) dictionary entries")

    /// One object, as far as a string table needs it.
    fileprivate enum Object {
        case string(String)
        /// A dictionary: its key and value object numbers.
        case dictionary(keys: [Int], values: [Int])
        /// Anything else: what it is, for a message.
        case other(String)
    }

    private let bytes: [UInt8]
    private let offsetSize: Int, referenceSize: Int, objectCount: Int, topObject: Int, offsetTable: Int
    private var entriesRead = 0
    private var decoded: [Int: String] = [:]

    /// Whether `bytes` start like a binary property list.
    static func isBinaryList(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist00".utf8)) }

    /// Reads the header and trailer; the objects are read on demand.
    init(_ bytes: [UInt8]) throws(Failure) {
        guard Self.isBinaryList(bytes) else {
            throw Failure(message: "not a binary property list (no bplist00 header)")
        }
        guard bytes.count >= 8 + 32 else {
            throw Failure(message: "the binary property list is cut short", byte: bytes.count)
        }
        self.bytes = bytes
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Failure(
                message: "the trailer's integer sizes (\(offsetSize), \(referenceSize)) are not 1 to 8 bytes",
                byte: trailer + 6)
        }
        let count = Self.integer(bytes, at: trailer + 8, size: 8)
        let top = Self.integer(bytes, at: trailer + 16, size: 8)
        let table = Self.integer(bytes, at: trailer + 24, size: 8)
        guard let count, let top, let table, count >= 1, top < count, table >= 8, table <= trailer,
            count <= (trailer - table) / offsetSize
        else {
            throw Failure(
                message: "the trailer's object count, top object or offset table is out of range", byte: trailer + 8)
        }
        objectCount = count
        topObject = top
        offsetTable = table
    }

    /// The top dictionary's string values by key; other values are counted in `skipped`.
    mutating func strings(skipped: inout Int) throws(Failure) -> [String: String] {
        try strings(in: topObject, skipped: &skipped)
    }

    /// The top dictionary's dictionaries of strings by key (a `.loctable`);
    /// values of other kinds at either level are counted in `skipped`.
    mutating func tables(skipped: inout Int) throws(Failure) -> [String: [String: String]] {
        let (keys, values) = try dictionary(topObject)
        var tables: [String: [String: String]] = [:]
        for (key, value) in zip(keys, values) {
            let name = try string(key)
            guard case .dictionary = try object(value) else {
                skipped += 1
                continue
            }
            guard tables[name] == nil else { throw Failure(message: "the key \"\(name)\" is given twice") }
            tables[name] = try strings(in: value, skipped: &skipped)
        }
        return tables
    }

    /// The string values of dictionary object `number`, by key.
    private mutating func strings(in number: Int, skipped: inout Int) throws(Failure) -> [String: String] {
        let (keys, values) = try dictionary(number)
        var strings: [String: String] = [:]
        strings.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) {
            let name = try string(key)
            guard strings[name] == nil else {
                throw Failure(message: "object \(number): the key \"\(name)\" is given twice")
            }
            if case .string(let text) = try object(value) { strings[name] = text } else { skipped += 1 }
        }
        return strings
    }

    /// Dictionary object `number`'s key and value object numbers.
    private mutating func dictionary(_ number: Int) throws(Failure) -> (keys: [Int], values: [Int]) {
        let found = try object(number)
        guard case .dictionary(let keys, let values) = found else {
            throw Failure(
                message: "object \(number): expected a dictionary, found \(found.kind)", byte: offset(of: number))
        }
        entriesRead += keys.count
        guard entriesRead <= Self.maximumEntries else { throw Self.tooManyEntries }
        return (keys, values)
    }

    /// String object `number`'s text.
    private mutating func string(_ number: Int) throws(Failure) -> String {
        let found = try object(number)
        guard case .string(let text) = found else {
            throw Failure(
                message: "object \(number): a dictionary key must be a string, found \(found.kind)",
                byte: offset(of: number))
        }
        return text
    }

    /// Reads every dictionary and string `levels` dictionaries deep from
    /// the top (a `.stringsdict` has three: entries, their variables, the
    /// forms), so that a broken one is named by its byte before
    /// CoreFoundation reads the list; other objects are left to it.
    mutating func checkDictionaries(levels: Int) throws(Failure) {
        var pending = [(object: topObject, level: 1)]
        while let (number, level) = pending.popLast() {
            let (keys, values) = try dictionary(number)
            for (key, value) in zip(keys, values) {
                _ = try string(key)
                if case .dictionary = try object(value), level < levels { pending.append((value, level + 1)) }
            }
        }
    }

    /// Where object `number` starts, when its offset is in range.
    private func offset(of number: Int) -> Int? {
        guard number >= 0, number < objectCount else { return nil }
        return Self.integer(bytes, at: offsetTable + number * offsetSize, size: offsetSize)
    }

    /// Object `number`, its strings decoded once (those longer than a
    /// small string: a short one is made again, in place, faster than a
    /// cache of a million finds it).
    private mutating func object(_ number: Int) throws(Failure) -> Object {
        guard number >= 0, number < objectCount,
            let start = Self.integer(bytes, at: offsetTable + number * offsetSize, size: offsetSize),
            start >= 8, start < offsetTable
        else {
            let entry = number >= 0 && number < objectCount ? offsetTable + number * offsetSize : nil
            throw Failure(message: "object \(number): its offset is out of range", byte: entry)
        }
        let marker = bytes[start]
        let kind = marker >> 4
        guard kind == 0x5 || kind == 0x6 || kind == 0xD else { return .other(Self.kindName(kind)) }
        let (count, body) = try length(marker, at: start, object: number)
        let unit = kind == 0x6 ? 2 : kind == 0xD ? 2 * referenceSize : 1
        guard count <= (offsetTable - body) / unit else {
            throw Failure(message: "object \(number): its \(count) items run past the objects", byte: start)
        }
        if kind == 0xD {
            // Counted against the cap before a reference is read: a header
            // may claim millions of entries the list has bytes for.
            guard count <= Self.maximumEntries - entriesRead else { throw Self.tooManyEntries }
            let reference = { (index: Int) in
                Self.integer(self.bytes, at: body + index * self.referenceSize, size: self.referenceSize) ?? -1
            }
            return .dictionary(keys: (0..<count).map(reference), values: (count..<(2 * count)).map(reference))
        }
        // At most 15 UTF-8 bytes: 15 ASCII characters, or 5 UTF-16 units (3 bytes each at most).
        let cached = kind == 0x5 ? count > Self.smallString : count > Self.smallString / 3
        if cached, let text = decoded[number] { return .string(text) }
        let text = try Self.text(bytes[body..<(body + count * unit)], utf16: kind == 0x6, object: number, at: start)
        if cached { decoded[number] = text }
        return .string(text)
    }
}

extension BinaryPropertyList {
    /// An object's item count (in its marker's low four bits, or an integer
    /// object after it when they are all set) and where its items start.
    private func length(_ marker: UInt8, at start: Int, object: Int) throws(Failure) -> (count: Int, body: Int) {
        guard marker & 0x0F == 0x0F else { return (Int(marker & 0x0F), start + 1) }
        guard start + 1 < offsetTable, bytes[start + 1] >> 4 == 0x1, bytes[start + 1] & 0x0F <= 3 else {
            throw Failure(message: "object \(object): its length is not an integer", byte: start)
        }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard start + 2 + size <= offsetTable, let count = Self.integer(bytes, at: start + 2, size: size) else {
            throw Failure(message: "object \(object): its length is out of range", byte: start)
        }
        return (count, start + 2 + size)
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`; `nil`
    /// when it is past the end or above `Int.max`.
    fileprivate static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// An ASCII (`0x5`) or UTF-16 big-endian (`0x6`) string object's text.
    private static func text(
        _ body: ArraySlice<UInt8>, utf16: Bool, object: Int, at start: Int
    ) throws(Failure) -> String {
        guard utf16 else {
            guard body.allSatisfy({ $0 < 0x80 }) else {
                throw Failure(message: "object \(object): a byte above 127 in an ASCII string", byte: start)
            }
            return String(decoding: body, as: UTF8.self)
        }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            units.append(UInt16(body[index]) << 8 | UInt16(body[index + 1]))
            index += 2
        }
        var scalars = String.UnicodeScalarView(), iterator = units.makeIterator(), decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: throw Failure(message: "object \(object): a lone surrogate in a UTF-16 string", byte: start)
            }
        }
    }

    /// What a marker's kind is, for a message.
    fileprivate static func kindName(_ kind: UInt8) -> String {
        switch kind {
        case 0x0: "a boolean or null"
        case 0x1: "an integer"
        case 0x2: "a real number"
        case 0x3: "a date"
        case 0x4: "data"
        case 0x8: "a UID"
        case 0xA: "an array"
        case 0xC: "a set"
        default: "an unknown object"
        }
    }
}

extension BinaryPropertyList.Object {
    /// What the object is, for a message.
    fileprivate var kind: String {
        switch self {
        case .string: "a string"
        case .dictionary: "a dictionary"
        case .other(let name): name
        }
    }
}
