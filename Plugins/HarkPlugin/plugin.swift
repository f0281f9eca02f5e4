import Foundation
import PackagePlugin

/// `swift package hark <command> …`: the `hark` command line, built from
/// this package and run on the package's folder, so that a team that adds
/// Hark as a dependency runs it as it runs SwiftLint's plugin —
/// `swift package hark audit Samples/`, `swift package hark narrate Home.json`.
/// Relative paths are taken from the package's folder; the output, the
/// messages and the exit status are hark's own.
///
/// The plugin declares no permission: SwiftPM asks for a declared one on
/// every run, and most runs only read. A run whose command writes a file
/// (`-o`, `--output`, `--keep-log`) into the package needs
/// `swift package --allow-writing-to-package-directory hark …`; without
/// it, macOS's sandbox refuses the write (hark's exit 73), and the plugin
/// says how to allow it.
@main
struct HarkPlugin: CommandPlugin {
    /// The options of hark's commands that write a file.
    static let writingOptions: Set<String> = ["-o", "--output", "--keep-log"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let hark = try context.tool(named: "hark").url
        let process = Process()
        process.executableURL = hark
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if status == 73, arguments.contains(where: { Self.writingOptions.contains(String($0.prefix { $0 != "=" })) }) {
            Diagnostics.remark(
                "hark could not write its output: writing into the package needs "
                    + "'swift package --allow-writing-to-package-directory hark …'")
        }
        // hark's own status, so that CI gates on it as on the command line
        // (1 for findings, 64 and up for errors).
        if status != 0 { exit(status) }
    }
}
