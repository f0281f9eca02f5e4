import Foundation
import Hark

extension Bench {
    /// Hark's reader against Foundation's `JSONDecoder` on the same 50k
    /// flight list, in process, from the bytes in memory: the claim that
    /// the reader is faster, measured. `JSONDecoder` decodes the document
    /// twice: into ``FlightListMirror``, a plain `Codable` mirror of the
    /// fields the fixture uses (what a Codable model of the format costs),
    /// and into `HarkDocument` through its own `Decodable` conformance,
    /// which parses into a JSON value and hands it, written back as text,
    /// to Hark's strict reader.
    static let jsonDecoder = Bench(
        name: "json-decoder", summary: "Hark's reader against Foundation's JSONDecoder on 50k flights, in process"
    ) { context in
        let size = 50_000
        let file = try context.fixture("flights-\(size).json") { Fixture.json(flights: size) }
        let data = try Data(contentsOf: file)
        let cells = Fixture.elementCount(flights: size) - 2
        func checked(_ count: Int, _ what: String) throws -> Int {
            guard count == cells else {
                throw BenchError(description: "json-decoder: \(what) read \(count) flights, expected \(cells)")
            }
            return count
        }
        let hark = try context.median {
            let document = try HarkDocument(jsonData: data)
            return (document, try checked(document.root.children.last?.children.count ?? 0, "HarkDocument(jsonData:)"))
        }
        let mirror = try context.median {
            let document = try JSONDecoder().decode(FlightListMirror.self, from: data)
            return (document, try checked(document.root.children?.last?.children?.count ?? 0, "JSONDecoder (mirror)"))
        }
        // Ten times slower again: three runs are enough to see it.
        let viaCodable = try context.median(runs: min(context.options.runs, 3)) {
            let document = try JSONDecoder().decode(HarkDocument.self, from: data)
            return (
                document, try checked(document.root.children.last?.children.count ?? 0, "JSONDecoder (HarkDocument)")
            )
        }
        let report = context.report
        report.info("50k flights, HarkDocument(jsonData:)", hark, .milliseconds)
        report.info("50k flights, JSONDecoder, Codable mirror", mirror, .milliseconds)
        report.info("50k flights, JSONDecoder, HarkDocument", viaCodable, .milliseconds)
        report.info("JSONDecoder (mirror) / Hark's reader", mirror / hark, .ratio)
        report.info("JSONDecoder (HarkDocument) / Hark's reader", viaCodable / hark, .ratio)
    }
}

/// The sample format as a plain `Codable` model, as far as the flight
/// fixture uses it: what `JSONDecoder` makes of the document without Hark.
struct FlightListMirror: Codable {
    struct Screen: Codable {
        var width: Double
        var height: Double
    }

    struct Node: Codable {
        var id: String?
        var label: String?
        var value: String?
        var hint: String?
        var traits: [String]?
        var frame: [Double]?
        var containerType: String?
        var customActions: [String]?
        var children: [Node]?
    }

    var hark: Int
    var title: String?
    var locale: String?
    var device: String?
    var screen: Screen?
    var root: Node
}
