#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Hark

/// The screenshots `hark picture` draws under its pictures: one image for
/// one tree (`--screenshot`), or a folder where each tree finds the image
/// of its own name (`--screenshots`).
enum PictureScreenshots: Sendable {
    /// One image, read once, for the one tree drawn.
    case one(path: String, PictureScreenshot)
    /// A folder of images named after the trees.
    case folder(String)

    /// The image extensions `--screenshots` looks for, in this order.
    static let extensions = ["png", "jpg", "jpeg"]

    /// What the command line asks for, the image read; `nil` for none.
    static func from(
        _ parsed: SubcommandArguments, isBatch: Bool, console: Console
    ) throws(CommandFailure) -> PictureScreenshots? {
        let one = parsed.value(.pictureScreenshot), folder = parsed.value(.pictureScreenshots)
        if let folder { return .folder(folder) }
        guard let one else { return nil }
        if isBatch {
            throw parsed.fail("'--screenshot' lies under one tree: for several, give '--screenshots <folder>'")
        }
        let data = try InputFile.read(one, usage: parsed.usage, console: console)
        return .one(path: one, try read(data, path: one, usage: parsed.usage))
    }

    /// The screenshot for `file`, and the path that names it in messages.
    func screenshot(
        for file: BatchInput.File, usage: String, console: Console
    ) throws(CommandFailure) -> (String, PictureScreenshot) {
        switch self {
        case .one(let path, let screenshot):
            return (path, screenshot)
        case .folder(let folder):
            guard file.path != "-" else {
                let message = "standard input has no name to find its screenshot by"
                throw CommandFailure(code: .noInput, usage: usage, message: message)
            }
            let name = file.inFolder ? file.relativePath : (file.relativePath as NSString).lastPathComponent
            let base = (folder as NSString).appendingPathComponent((name as NSString).deletingPathExtension)
            let candidates = Self.extensions.map { base + "." + $0 }
            guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                let tried = candidates.map { "'\($0)'" }.joined(separator: ", ")
                let message = "no screenshot for '\(file.path)': none of \(tried)"
                throw CommandFailure(code: .noInput, usage: usage, message: message)
            }
            // Picked by name, it is read only when regular (or a link to
            // one), as the folder walk reads trees: a FIFO would block.
            var status = stat()
            guard stat(PathBytes.cString(path), &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                let message = "cannot read '\(path)': it is not a regular file (a folder, a FIFO or a device)"
                throw CommandFailure(code: .noInput, usage: usage, message: message)
            }
            let data = try InputFile.read(path, usage: usage, console: console)
            return (path, try Self.read(data, path: path, usage: usage))
        }
    }

    /// The image in `data`, or a data error naming `path`.
    static func read(_ data: Data, path: String, usage: String) throws(CommandFailure) -> PictureScreenshot {
        do {
            return try PictureScreenshot(bytes: Array(data))
        } catch {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(path): \(error.message)")
        }
    }

    /// `picture` drawn over the screenshot for `file`.
    func draw(
        _ picture: HarkPicture, for file: BatchInput.File, usage: String, console: Console
    ) throws(CommandFailure) -> HarkPicture {
        let (path, screenshot) = try self.screenshot(for: file, usage: usage, console: console)
        do {
            return try picture.withScreenshot(screenshot)
        } catch {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(path): \(error.message)")
        }
    }
}

extension CommandOption {
    /// `--screenshot`: one image under the one tree drawn.
    static let pictureScreenshot = CommandOption(
        "--screenshot", value: "image",
        help: "Draw over this screenshot of the screen (PNG or JPEG), scaled from its pixels to the tree's points.")

    /// `--screenshots`: a folder of images, each under the tree of its name.
    static let pictureScreenshots = CommandOption(
        "--screenshots", value: "folder", as: .insteadOf("--screenshot"),
        help: "Draw each tree over the image of its name in this folder (Home.json: Home.png, .jpg or .jpeg).")
}
