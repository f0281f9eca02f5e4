/// Fields that few values of a type set, kept together so that they can
/// live in a ``RareBox``; a new set has none of them set.
protocol RareFieldSet: Hashable, Sendable {
    init()
}

/// A value's rarely set fields in a box of their own: one pointer in the
/// value, and `nil` (no box) when none is set, so that a million plain
/// values do not pay for fields only a few of them have.
indirect enum RareBox<Fields: RareFieldSet>: Hashable, Sendable {
    case fields(Fields)

    /// The fields the box holds.
    var fields: Fields {
        switch self {
        case .fields(let fields): fields
        }
    }

    /// Changes the fields in `box`, leaving `box` `nil` when none is set
    /// afterwards, so that equal values compare and hash equal.
    static func update(_ box: inout RareBox?, _ change: (inout Fields) -> Void) {
        var fields = box?.fields ?? Fields()
        change(&fields)
        box = fields == Fields() ? nil : .fields(fields)
    }
}
