import Foundation

/// Finding VoiceOver's table in a simulator runtime on disk.
extension VoiceOverTable {
    /// Where `VoiceOverTouch.app` lies under a runtime's root folder.
    package static let appPath = "System/Library/CoreServices/VoiceOverTouch.app"
    /// Where a runtime's root folder lies inside its `.simruntime` bundle.
    package static let runtimeRootPath = "Contents/Resources/RuntimeRoot"

    /// The folders where Xcode keeps the iOS simulator runtimes it installs:
    /// mounted runtime images, then the older install places.
    package static let runtimeFolders = [
        "/Library/Developer/CoreSimulator/Volumes",
        "/Library/Developer/CoreSimulator/Profiles/Runtimes",
        "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/"
            + "Library/Developer/CoreSimulator/Profiles/Runtimes",
    ]

    /// The table at or under `path`: a `.loctable` file; a `.strings` file
    /// in an `.lproj` folder (that language alone); `VoiceOverTouch.app`; a
    /// runtime's root folder; or a `.simruntime` bundle.
    package init(at path: String) throws(Failure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw Failure(isMissing: true, message: "cannot read '\(path)': no such file or folder")
        }
        if !isFolder.boolValue {
            try self.init(file: path)
            return
        }
        let apps = [path, Self.join(path, Self.appPath), Self.join(path, Self.runtimeRootPath + "/" + Self.appPath)]
        for app in apps {
            let loctable = Self.join(app, Self.tableName + ".loctable")
            if FileManager.default.fileExists(atPath: loctable) {
                try self.init(file: loctable)
                return
            }
            if let table = try Self.lprojTables(in: app) {
                self = table
                return
            }
        }
        throw Failure(
            isMissing: true,
            message: "no \(Self.tableName).loctable or *.lproj/\(Self.tableName).strings in '\(path)' "
                + "(nor under \(Self.appPath) there)")
    }

    /// A table file: a `.loctable`, or one language's `.strings` in its `.lproj` folder.
    private init(file: String) throws(Failure) {
        let bytes = try Self.contents(of: file)
        let url = URL(fileURLWithPath: file)
        let folder = url.deletingLastPathComponent().lastPathComponent
        guard url.pathExtension == "strings" else {
            try self.init(loctable: bytes, source: file)
            return
        }
        guard folder.hasSuffix(".lproj"), let language = Self.harkLanguage(String(folder.dropLast(6))) else {
            throw Failure(isMissing: false, message: "\(file): a .strings file names its language by its .lproj folder")
        }
        var skipped = 0
        let strings = try Self.strings(bytes, name: file, skipped: &skipped)
        self.init(languages: [language: strings], source: file, skipped: skipped)
    }

    /// `name` in `folder`, as the user would write it.
    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Every `<language>.lproj/VOTLocalizedStrings.strings` in `folder`; `nil` when there is none.
    private static func lprojTables(in folder: String) throws(Failure) -> VoiceOverTable? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var table = VoiceOverTable(languages: [:], source: folder)
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let file = join(join(folder, name), tableName + ".strings")
            guard FileManager.default.fileExists(atPath: file),
                let language = harkLanguage(String(name.dropLast(6))), table.languages[language] == nil
            else { continue }
            table.languages[language] = try strings(contents(of: file), name: file, skipped: &table.skipped)
        }
        return table.languages.isEmpty ? nil : table
    }

    /// A file's bytes, at most ``maximumFileSize``.
    private static func contents(of file: String) throws(Failure) -> [UInt8] {
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard size <= maximumFileSize else {
            throw Failure(isMissing: false, message: "\(file): over \(maximumFileSize >> 20) MB, too big for a table")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Failure(isMissing: true, message: "cannot read '\(file)'")
        }
        guard data.count <= maximumFileSize else {
            throw Failure(isMissing: false, message: "\(file): over \(maximumFileSize >> 20) MB, too big for a table")
        }
        return Array(data)
    }

    /// The table of the newest iOS simulator runtime under `folders`
    /// (``installedRuntimes(under:)``); when there is none, a failure that
    /// says where Xcode installs them and to name one.
    package static func newestInstalled(under folders: [String] = runtimeFolders) throws(Failure) -> VoiceOverTable {
        guard let runtime = installedRuntimes(under: folders).first else {
            throw Failure(
                isMissing: true,
                message: "no iOS simulator runtime found (Xcode installs them under "
                    + "/Library/Developer/CoreSimulator); give --runtime <path>")
        }
        return try VoiceOverTable(at: runtime)
    }

    /// The iOS simulator runtimes under ``runtimeFolders`` (and one level of
    /// mounted volumes), newest first by the version in their names.
    package static func installedRuntimes(under folders: [String] = runtimeFolders) -> [String] {
        var runtimes: [String] = []
        let files = FileManager.default
        for folder in folders {
            let inside = ((try? files.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in inside {
                let path = folder + "/" + name
                if name.hasSuffix(".simruntime") {
                    runtimes.append(path)
                    continue
                }
                let nested = path + "/Library/Developer/CoreSimulator/Profiles/Runtimes"
                for runtime in ((try? files.contentsOfDirectory(atPath: nested)) ?? []).sorted()
                where runtime.hasSuffix(".simruntime") {
                    runtimes.append(nested + "/" + runtime)
                }
            }
        }
        let iOS = runtimes.filter { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("iOS") }
        return iOS.sorted { version(of: $0).lexicographicallyPrecedes(version(of: $1)) }.reversed()
    }

    /// The numbers in a runtime's name ("iOS 26.5.simruntime" → 26, 5).
    private static func version(of path: String) -> [Int] {
        URL(fileURLWithPath: path).lastPathComponent.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }
}
