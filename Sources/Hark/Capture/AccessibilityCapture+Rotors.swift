extension HarkDocument {
    /// Gives every node a custom rotor visits an id, when it has none
    /// (`rotor-item`, made unique with the others), so the rotor can name it.
    static func nameRotorTargets(
        _ entries: inout [(properties: AccessibilityProperties, parent: Int?)], seen: [ObjectIdentifier: Int]
    ) {
        for entry in entries.indices {
            for rotor in entries[entry].properties.customRotors {
                for target in rotor.targets {
                    guard let index = seen[target], entries[index].properties.identifier?.isEmpty ?? true else {
                        continue
                    }
                    entries[index].properties.identifier = "rotor-item"
                }
            }
        }
    }

    /// Each entry's custom rotors with their targets as node ids; targets
    /// the walk did not reach are left out.
    static func rotors(_ properties: [AccessibilityProperties], ids: [String?], seen: [ObjectIdentifier: Int])
        -> [Int: [CustomRotor]]
    {
        var result: [Int: [CustomRotor]] = [:]
        for (index, entry) in properties.enumerated() where !entry.customRotors.isEmpty {
            result[index] = entry.customRotors.map { rotor in
                CustomRotor(
                    name: rotor.name, kind: rotor.kind, ids: rotor.targets.compactMap { seen[$0].flatMap { ids[$0] } })
            }
        }
        return result
    }
}
