/// AccessibilitySnapshot's custom content, custom rotors and container
/// types, as the model's synthesized `Codable` writes them.
enum SnapshotExtras {
    typealias Failure = SnapshotFields.Failure

    /// `[{"label": …, "value": …, "isImportant": …}]`: important content is
    /// Hark's `high` importance.
    static func contents(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> [CustomContent] {
        var content: [CustomContent] = []
        try objects(&json, path, failure) { json, itemPath, key, keyPath, entry in
            switch key {
            case "label": entry.label = try SnapshotFields.string(&json, keyPath, failure)
            case "value": entry.value = try SnapshotFields.string(&json, keyPath, failure)
            case "isImportant": entry.important = try SnapshotFields.bool(&json, keyPath, failure)
            default: throw failure(keyPath, "an unknown key; expected label, value and isImportant")
            }
        } done: { itemPath, entry in
            guard let label = entry.label, let value = entry.value else {
                throw failure(itemPath, "expected a label and a value")
            }
            content.append(
                CustomContent(label: label, value: value, importance: entry.important == true ? .high : .default))
        }
        return content
    }

    /// `[{"name": …, "resultMarkers": [{"elementDescription": …,
    /// "rangeDescription": …, "shape": …}], "limit": …}]`: each rotor's name
    /// and the descriptions of the elements it visits.
    static func rotors(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> [SnapshotElement.Rotor] {
        var rotors: [SnapshotElement.Rotor] = []
        try objects(&json, path, failure) { json, itemPath, key, keyPath, entry in
            switch key {
            case "name": entry.label = try SnapshotFields.string(&json, keyPath, failure)
            case "resultMarkers": entry.results = try markers(&json, keyPath, failure)
            case "limit": try json.skipValue()
            default: throw failure(keyPath, "an unknown key; expected name, resultMarkers and limit")
            }
        } done: { itemPath, entry in
            guard let name = entry.label else { throw failure(itemPath, "expected a name") }
            rotors.append(SnapshotElement.Rotor(name: name, results: entry.results))
        }
        return rotors
    }

    private static func markers(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> [String] {
        var results: [String] = []
        try objects(&json, path, failure) { json, itemPath, key, keyPath, entry in
            switch key {
            case "elementDescription": entry.label = try SnapshotFields.string(&json, keyPath, failure)
            case "rangeDescription": _ = try SnapshotFields.string(&json, keyPath, failure)
            case "shape":
                if try json.kind() == .null {
                    try json.readNull()
                } else {
                    _ = try SnapshotGeometry.shape(&json, keyPath, failure)
                }
            default: throw failure(keyPath, "an unknown key; expected elementDescription, rangeDescription and shape")
            }
        } done: { itemPath, entry in
            guard let description = entry.label else { throw failure(itemPath, "expected an elementDescription") }
            results.append(description)
        }
        return results
    }

    /// `{"semanticGroup": {"label": …, "value": …, "identifier": …}}`,
    /// `{"list": {}}`, `{"landmark": {}}`, `{"dataTable": {"rowCount": …,
    /// "columnCount": …}}` or `{"tabBar": {}}`.
    static func container(
        _ json: inout JSONReader, _ path: String, _ failure: Failure, into container: inout SnapshotContainer
    ) throws {
        let (name, casePath) = try SnapshotFields.caseName(&json, path, failure, expected: "expected a container type")
        let type: ContainerType, keys: Set<String>
        switch name {
        case "semanticGroup": (type, keys) = (.semanticGroup, ["label", "value", "identifier"])
        case "list": (type, keys) = (.list, [])
        case "landmark": (type, keys) = (.landmark, [])
        case "tabBar": (type, keys) = (.tabBar, [])
        case "dataTable": (type, keys) = (.dataTable, ["rowCount", "columnCount"])
        default: throw failure(casePath, "expected semanticGroup, list, landmark, dataTable or tabBar")
        }
        container.node = .container(type, container.node)
        let seen = try SnapshotFields.caseValues(&json, casePath, failure, keys: keys) { json, key, keyPath in
            switch key {
            case "label": container.node.label = try SnapshotFields.string(&json, keyPath, failure)?.nonEmpty
            case "value": container.node.value = try SnapshotFields.string(&json, keyPath, failure)?.nonEmpty
            case "identifier": container.identifier = try SnapshotFields.string(&json, keyPath, failure)
            case "rowCount": container.node.rowCount = try count(&json, keyPath, failure)
            default: container.node.columnCount = try count(&json, keyPath, failure)
            }
        }
        if name == "dataTable", seen.count < 2 { throw failure(casePath, "expected rowCount and columnCount") }
        guard try json.nextKey(first: false) == nil else { throw failure(path, "expected one container type") }
    }

    private static func count(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Int {
        let number = try SnapshotFields.integer(&json, path, failure)
        guard number >= 0, number <= 1_000_000 else { throw failure(path, "expected a count from 0 to 1000000") }
        return number
    }

    /// What an entry of an array of objects collects.
    struct Entry {
        var label: String?
        var value: String?
        var important: Bool?
        var results: [String] = []
    }

    /// Reads an array of objects, each key through `key`, each object
    /// through `done`; each key at most once.
    private static func objects(
        _ json: inout JSONReader, _ path: String, _ failure: Failure,
        key read: (inout JSONReader, String, String, String, inout Entry) throws -> Void,
        done: (String, Entry) throws -> Void
    ) throws {
        if try json.kind() == .null {
            try json.readNull()
            return
        }
        guard try json.kind() == .array else { throw failure(path, "expected an array of objects") }
        try json.beginArray()
        var first = true, count = 0
        while try json.nextElement(first: first) {
            first = false
            let itemPath = "\(path)[\(count)]"
            count += 1
            guard try json.kind() == .object else { throw failure(itemPath, "expected an object") }
            try json.beginObject()
            var entry = Entry(), seen: Set<String> = [], firstKey = true
            while let key = try json.nextKey(first: firstKey) {
                firstKey = false
                let keyPath = IDBReader.keyPath(itemPath, key)
                guard seen.insert(key).inserted else { throw failure(keyPath, "a repeated key") }
                try read(&json, itemPath, key, keyPath, &entry)
            }
            try done(itemPath, entry)
        }
    }
}
