/// The box that holds a node's ``NodeExtras``, and their defaults.
extension NodeExtras {
    /// Every field at its default: what a node without a box has.
    static let defaults = NodeExtras()

    /// The extras of one node behind one reference, absent while none was
    /// set. Equal and hashed as the extras it holds, an absent box as
    /// ``NodeExtras/defaults``: a node whose extras went back to their
    /// defaults is the same value as one that never had any.
    struct Box: Hashable, Sendable {
        /// The shared, copy-on-write part: changed only while uniquely
        /// referenced (see ``unique()``).
        final class Shared: @unchecked Sendable {
            var fields: NodeExtras
            init(_ fields: NodeExtras) { self.fields = fields }
        }

        /// `nil` until a field is set; read through it to read a field
        /// without copying the others.
        private(set) var shared: Shared?

        init() {}

        /// A box for these extras; none when every one has its default.
        init(_ extras: NodeExtras) {
            if extras != .defaults { shared = Shared(extras) }
        }

        /// The box, made unique for a change (copied when shared, made when
        /// there is none).
        mutating func unique() -> Shared {
            if isKnownUniquelyReferenced(&shared), let shared { return shared }
            let unique = Shared(shared?.fields ?? NodeExtras())
            shared = unique
            return unique
        }

        static func == (a: Box, b: Box) -> Bool {
            switch (a.shared, b.shared) {
            case (nil, nil): true
            case (let x?, let y?): x === y || x.fields == y.fields
            case (let x?, nil), (nil, let x?): x.fields == .defaults
            }
        }

        func hash(into hasher: inout Hasher) {
            if let shared { hasher.combine(shared.fields) } else { hasher.combine(NodeExtras.defaults) }
        }
    }
}
