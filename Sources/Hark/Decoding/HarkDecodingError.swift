/// Why a sample document could not be read, with where: the JSON path
/// (`root.children[2].traits[0]`) and what is wrong there.
public struct HarkDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value; `document` for the whole file.
    public var path: String
    /// What is wrong, in one sentence.
    public var message: String
    /// For a duplicate id: the number of the node that used it first, until
    /// the decoder turns it into a path in ``message``.
    var firstUse: Int?

    /// Creates an error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, on one line.
    public var description: String { "\(path): \(message)" }
}
