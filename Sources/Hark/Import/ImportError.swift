/// Why a dump could not be imported: where (a line, a JSON path) and what
/// is wrong there, on one line.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The format being read; `nil` when it could not be told.
    public var format: ImportFormat?
    /// Where: `line 12`, `line 3, column 7`, `[4].frame`, `root.children[2]`
    /// (Hark JSON), or `document` for the whole dump.
    public var location: String
    /// What is wrong, in one sentence.
    public var message: String

    /// Creates an error at `location` of a dump in `format`.
    public init(format: ImportFormat?, location: String, message: String) {
        self.format = format
        self.location = location
        self.message = message
    }

    /// `location: message`.
    public var description: String { "\(location): \(message)" }

    static func line(_ line: Int, _ message: String, _ format: ImportFormat) -> ImportError {
        ImportError(format: format, location: "line \(line)", message: message)
    }
}

extension ImportError {
    /// What a JSON importer's read throws for `error`: an ``ImportError`` as
    /// it is; a syntax error, or any other, at `document`.
    static func reading(_ error: any Error, format: ImportFormat) -> ImportError {
        switch error {
        case let error as ImportError: error
        case let error as JSONSyntaxError: ImportError(format: format, location: "document", message: error.message)
        default: ImportError(format: format, location: "document", message: "\(error)")
        }
    }
}
