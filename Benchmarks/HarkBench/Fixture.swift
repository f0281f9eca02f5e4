import Foundation

/// Writes the benchmark's sample documents: a flight list screen shaped like
/// `Samples/FlightList.json` — a navigation bar with a "Flights" heading and
/// an "Add new flight" button, above a `list` container — but with `count`
/// flat flight cells (no subviews), as the performance targets specify.
///
/// Every cell is a full-width button 60 pt tall, with a label, a value that
/// cycles On Time / Delayed / Cancelled, a hint and two custom actions, so
/// each one exercises the label, value, trait, hint, cue and action paths of
/// the narration. The cells' frames are in screen order, one row each.
enum Fixture {
    static let statuses = ["On Time", "Delayed", "Cancelled"]

    /// The focus order's length for a list of `count` flights: the heading,
    /// the add button and every cell.
    static func elementCount(flights count: Int) -> Int { count + 2 }

    /// The behaviour of the add button in ``json(flights:behaviors:)``:
    /// activating it toggles the middle flight's value between Boarding and
    /// On Time, one `set` effect on a tree of `count` flights.
    static func toggle(flights count: Int) -> String {
        let id = "flight-\(count / 2)"
        return ", \"behaviors\": {\"activate\": [{\"type\": \"if\", \"id\": \"\(id)\", \"value\": \"Boarding\", "
            + "\"then\": [{\"type\": \"set\", \"id\": \"\(id)\", \"value\": \"On Time\"}], "
            + "\"else\": [{\"type\": \"set\", \"id\": \"\(id)\", \"value\": \"Boarding\"}]}]}"
    }

    /// The JSON text of a document with `count` flights (format: hark v1);
    /// with `behaviors`, the add button toggles a flight (``toggle(flights:)``).
    static func json(flights count: Int, behaviors: Bool = false) -> String {
        var text = """
            {
              "hark": 1,
              "title": "Flights",
              "locale": "en",
              "device": "phone",
              "screen": {"width": 390, "height": 844},
              "root": {
                "id": "flights-view",
                "frame": [0, 0, 390, 844],
                "children": [
                  {
                    "id": "flights-navigation-bar",
                    "frame": [0, 47, 390, 44],
                    "children": [
                      {"id": "flights-title", "label": "Flights", "traits": ["header"], "frame": [163, 58, 64, 21]},
                      {"id": "add-flight-button", "label": "Add new flight", "traits": ["button"], \
            "frame": [338, 52, 36, 34]\(behaviors ? toggle(flights: count) : "")}
                    ]
                  },
                  {
                    "id": "flights-table",
                    "containerType": "list",
                    "frame": [0, 120, 390, \(60 * count)],
                    "children": [

            """
        text.reserveCapacity(text.utf8.count + count * 280)
        for i in 0..<count {
            text += "          " + cell(i)
            text += i == count - 1 ? "\n" : ",\n"
        }
        text += """
                    ]
                  }
                ]
              }
            }

            """
        return text
    }

    /// One flight cell, on one line.
    static func cell(_ i: Int) -> String {
        "{\"id\": \"flight-\(i)\", \"label\": \"United \(i) to San Francisco, departs \(departure(i))\", "
            + "\"value\": \"\(statuses[i % statuses.count])\", \"traits\": [\"button\"], "
            + "\"hint\": \"Double tap to view more details.\", "
            + "\"customActions\": [\"View in Maps\", \"Get Directions\"], "
            + "\"frame\": [0, \(120 + 60 * i), 390, 60]}"
    }

    /// A departure time that moves on 5 minutes per flight, e.g. `9:40 AM`.
    static func departure(_ i: Int) -> String {
        let minutes = (6 * 60 + 5 * i) % (24 * 60)
        let hour = minutes / 60, minute = minutes % 60
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        return "\(hour12):" + (minute < 10 ? "0" : "") + "\(minute) " + (hour < 12 ? "AM" : "PM")
    }

    /// A document whose root is one heading, with `count` small screens in
    /// `screens`: each a view holding a heading.
    static func json(screens count: Int) -> String {
        var text = """
            {"hark": 1, "title": "Screens", "locale": "en",
             "root": {"id": "home", "label": "Home", "traits": ["header"], "frame": [0, 60, 390, 44]},
             "screens": {

            """
        text.reserveCapacity(text.utf8.count + count * 160)
        for i in 0..<count {
            text +=
                "  \"screen-\(i)\": {\"id\": \"screen-\(i)-view\", \"frame\": [0, 0, 390, 844], \"children\": "
                + "[{\"id\": \"screen-\(i)-title\", \"label\": \"Screen \(i)\", \"traits\": [\"header\"], \"frame\": "
                + "[0, 60, 390, 44]}]}"
            text += i == count - 1 ? "\n" : ",\n"
        }
        return text + "}}\n"
    }
}
