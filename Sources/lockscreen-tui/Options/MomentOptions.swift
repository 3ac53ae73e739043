import ArgumentParser
import Foundation

/// `--time` and `--date`: the moment a preview shows.
struct MomentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The preview's time of day, 24-hour: 9:41, 21:05. Default: now.", valueName: "h:mm"))
    var time: String?

    @Option(name: .long, help: ArgumentHelp("The preview's date: 2026-06-08. Default: today.", valueName: "yyyy-mm-dd"))
    var date: String?

    func validate() throws {
        _ = try now()
    }

    /// Whether --date or --time was given (else the clock runs live).
    var isGiven: Bool { date != nil || time != nil }

    /// The preview's moment from --date and --time, in the local time zone.
    func now(reference: Date = Date(), timeZone: TimeZone = .current) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: reference)
        parts.second = 0
        if let date {
            let fields = date.split(separator: "-").map { Int($0) }
            guard fields.count == 3, let y = fields[0], let m = fields[1], let d = fields[2],
                  (1...12).contains(m), (1...31).contains(d) else {
                throw ValidationError("--date takes a date as yyyy-mm-dd, such as 2026-06-08; found '\(date)'")
            }
            (parts.year, parts.month, parts.day) = (y, m, d)
        }
        if let time {
            let fields = time.split(separator: ":").map { Int($0) }
            guard fields.count == 2, let h = fields[0], let m = fields[1], (0...23).contains(h), (0...59).contains(m) else {
                throw ValidationError("--time takes a 24-hour time as h:mm, such as 9:41 or 21:05; found '\(time)'")
            }
            (parts.hour, parts.minute) = (h, m)
        }
        guard let moment = calendar.date(from: parts) else {
            throw ValidationError("--date and --time do not name a real moment")
        }
        let landed = calendar.dateComponents([.year, .month, .day], from: moment)
        if let date, landed.month != parts.month || landed.day != parts.day {
            let days = calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: parts.year, month: parts.month))!)!.count
            throw ValidationError("--date \(date) is not a day of the calendar: month \(parts.month!) of \(parts.year!) has \(days) days")
        }
        return moment
    }
}
