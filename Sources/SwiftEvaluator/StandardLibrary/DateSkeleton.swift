import Foundation

/// The fields a date format asks for (`.dateTime.weekday(.wide).hour().minute()`, or a template
/// such as `"MMMdjmm"`), and the en_US pattern ICU picks for them ("EEEE h:mm a").
struct DateSkeleton {
    /// Pattern letters and their counts: year "y"/"yy", month 1–5 (`M`…`MMMMM`), weekday 3–6 (`E`)
    /// or 1–2 (`e`, numeric), hour 1–2.
    var era: Int?
    var year: String?
    var quarter: Int?
    var month: Int?
    var week: Bool = false
    var day: Int?
    var dayOfYear: Int?
    var weekdayOrdinal: Bool = false
    var weekday: Int?
    var numericWeekday: Int?
    var hour: Int?
    var uses24Hour = false
    /// The AM/PM marker's letters: 1 "AM", 5 "a"; 0 leaves it out.
    var amPM = 1
    var minute: Int?
    var second: Int?
    var secondFraction: Int?
    var timeZone: String?

    var isEmpty: Bool {
        era == nil && year == nil && quarter == nil && month == nil && !week && day == nil && dayOfYear == nil
            && !weekdayOrdinal && weekday == nil && numericWeekday == nil && hour == nil && minute == nil
            && second == nil && secondFraction == nil && timeZone == nil
    }

    /// A template: pattern letters in any order (`"yMMMd"`, `"jjmm"`, `"EEEE"`).
    init(template: String) {
        for piece in DatePattern(template).pieces {
            guard case .field(let letter, let count) = piece else { continue }
            switch letter {
            case "G": era = count
            case "y", "Y", "u": year = count == 2 ? "yy" : String(repeating: "y", count: count)
            case "Q", "q": quarter = count
            case "M", "L": month = count
            case "w", "W": week = true
            case "d": day = count
            case "D": dayOfYear = count
            case "F": weekdayOrdinal = true
            case "E": weekday = max(3, count)
            case "c", "e": if count <= 2 { numericWeekday = count } else { weekday = count }
            case "j", "h", "K": hour = min(count, 2)
            case "H", "k":
                hour = min(count, 2)
                uses24Hour = true
            case "a", "b", "B": amPM = count == 5 ? 5 : 1
            case "m": minute = count
            case "s": second = count
            case "S": secondFraction = count
            case "z", "Z", "v", "V", "O", "X", "x": timeZone = String(repeating: letter, count: count)
            default: break
            }
        }
    }

    init() {}

    /// The en_US pattern for these fields, composed as CLDR's available formats are.
    var pattern: String {
        let datePart = datePattern
        let timePart = timePattern
        if datePart.isEmpty { return timePart }
        if timePart.isEmpty { return datePart }
        let onlyWeekday = weekday != nil && year == nil && month == nil && day == nil && era == nil && quarter == nil
        if onlyWeekday { return datePart + " " + timePart }
        return datePart + ((month ?? 0) >= 4 ? " 'at' " : ", ") + timePart
    }

    private var datePattern: String {
        let y = year ?? "", d = String(repeating: "d", count: day ?? 0)
        let textMonth = (month ?? 0) >= 3
        let m = String(repeating: "M", count: month ?? 0)
        let e = weekday.map { String(repeating: "E", count: $0) } ?? numericWeekday.map { String(repeating: "e", count: $0) } ?? ""
        var pattern: String
        switch (year != nil, month != nil, day != nil, !e.isEmpty) {
        case (false, false, false, false): pattern = ""
        case (true, false, false, false): pattern = y
        case (false, true, false, false): pattern = String(repeating: "L", count: month ?? 1)
        case (false, false, true, false): pattern = d
        case (false, false, false, true): pattern = e.replacingOccurrences(of: "E", with: "c")
        case (true, true, false, false): pattern = textMonth ? "\(m) \(y)" : "\(m)/\(y)"
        case (false, true, true, false): pattern = textMonth ? "\(m) \(d)" : "\(m)/\(d)"
        case (false, false, true, true): pattern = "\(d) \(e)"
        case (false, true, false, true): pattern = "\(e), \(m)"
        case (true, false, true, false): pattern = "\(d), \(y)"
        case (true, false, false, true): pattern = "\(e) \(y)"
        case (false, true, true, true): pattern = textMonth ? "\(e), \(m) \(d)" : "\(e), \(m)/\(d)"
        case (true, true, true, false): pattern = textMonth ? "\(m) \(d), \(y)" : "\(m)/\(d)/\(y)"
        case (true, true, false, true): pattern = textMonth ? "\(e), \(m) \(y)" : "\(e), \(m)/\(y)"
        case (true, false, true, true): pattern = "\(e), \(d), \(y)"
        case (true, true, true, true): pattern = textMonth ? "\(e), \(m) \(d), \(y)" : "\(e), \(m)/\(d)/\(y)"
        }
        if let quarter {
            let q = String(repeating: "Q", count: quarter)
            pattern = pattern.isEmpty ? q : (pattern == y ? "\(q) \(y)" : pattern + ", " + q)
        }
        if let era { pattern += (pattern.isEmpty ? "" : " ") + String(repeating: "G", count: era) }
        if week { pattern += (pattern.isEmpty ? "" : " ") + "'week' w" }
        if let dayOfYear { pattern += (pattern.isEmpty ? "" : " ") + String(repeating: "D", count: dayOfYear) }
        if weekdayOrdinal { pattern += (pattern.isEmpty ? "" : " ") + "F" }
        return pattern
    }

    private var timePattern: String {
        let h = String(repeating: uses24Hour ? "H" : "h", count: uses24Hour ? 2 : (hour ?? 1))
        let marker = uses24Hour || amPM == 0 ? "" : (amPM == 5 ? " aaaaa" : " a")
        var pattern: String
        switch (hour != nil, minute != nil, second != nil) {
        case (false, false, false): pattern = ""
        case (true, false, false): pattern = h + marker
        case (true, true, false): pattern = h + ":mm" + marker
        case (true, _, true): pattern = h + ":mm:ss" + (secondFraction.map { "." + String(repeating: "S", count: $0) } ?? "") + marker
        case (false, true, false): pattern = String(repeating: "m", count: minute ?? 1)
        case (false, false, true): pattern = String(repeating: "s", count: second ?? 1)
        case (false, true, true): pattern = "mm:ss"
        }
        if secondFraction != nil, second == nil || hour == nil {
            pattern += "." + String(repeating: "S", count: secondFraction ?? 1)
        }
        if let timeZone { pattern += (pattern.isEmpty ? "" : " ") + timeZone }
        return pattern
    }
}
