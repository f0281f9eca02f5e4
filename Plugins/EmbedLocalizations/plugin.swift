import Foundation
import PackagePlugin

/// Compiles `Localizations/<language>.lproj/VoiceOver.strings` (and
/// `.stringsdict`) into the `Hark` library, so that an installed `hark`
/// needs no files beside it, and the punctuation names of VoiceOver's
/// transcribed table (`Localizations/VoiceOverTable/VoiceOverTouch.jsonl`).
/// `Localizations/` stays the one source: each build regenerates
/// `EmbeddedLocalizations.swift` from it when a table changes.
@main
struct EmbedLocalizations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("Localizations")
        let languages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".lproj")
        }.sorted()
        var inputs: [URL] = []
        for language in languages {
            for name in ["VoiceOver.strings", "VoiceOver.stringsdict"] {
                let file = folder.appendingPathComponent(language).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: file.path) { inputs.append(file) }
            }
        }
        let table = folder.appendingPathComponent("VoiceOverTable").appendingPathComponent("VoiceOverTouch.jsonl")
        if FileManager.default.fileExists(atPath: table.path) { inputs.append(table) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedLocalizations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) string tables from Localizations",
                executable: try context.tool(named: "HarkEmbedLocalizations").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
