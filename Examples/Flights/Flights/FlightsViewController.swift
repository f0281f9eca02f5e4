import UIKit

/// One departure on the board.
struct Flight: Hashable, Sendable {
    /// The flight's number, "SK 1460".
    let number: String
    /// Where it goes.
    let destination: String
    /// When it leaves, "09:40".
    let time: String
    /// "On time", "Delayed", "Boarding".
    let status: String

    /// The board the app shows.
    static let board = [
        Flight(number: "SK 1460", destination: "Oslo", time: "09:40", status: "On time"),
        Flight(number: "LH 2471", destination: "Munich", time: "10:15", status: "Delayed"),
        Flight(number: "BA 811", destination: "London", time: "11:05", status: "Boarding"),
    ]
}

/// The departures board: a navigation bar with a Refresh button and a
/// table with one row per flight.
final class FlightsViewController: UITableViewController {
    private let flights = Flight.board

    init() {
        super.init(style: .insetGrouped)
        title = "Departures"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Departures"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "flight")
        let refresh = UIBarButtonItem(systemItem: .refresh)
        refresh.accessibilityLabel = "Refresh"
        navigationItem.rightBarButtonItem = refresh
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        flights.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "flight", for: indexPath)
        let flight = flights[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "\(flight.destination), \(flight.time)"
        content.secondaryText = "\(flight.number), \(flight.status)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
