/// Malformed JSON, with its line and column; the decoder adds the path.
struct JSONSyntaxError: Error {
    var message: String
}
