import Foundation

/// A Unicode date pattern (`"EEEE, MMM d 'at' h:mm a"`), written out in en_US as `DateFormatter`'s
/// `dateFormat` does, without depending on the machine's ICU data. Spaces are plain spaces.
struct DatePattern {
    /// A run of one pattern letter (`MMM`) or literal text.
    enum Piece: Equatable {
        case field(Character, Int)
        case literal(String)
    }

    let pieces: [Piece]

    init(_ pattern: String) {
        var pieces: [Piece] = []
        var characters = Array(pattern)[...]
        var literal = ""
        func flushLiteral() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    literal.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                while let quoted = characters.first {
                    characters = characters.dropFirst()
                    if quoted == "'" {
                        if characters.first == "'" {
                            literal.append("'")
                            characters = characters.dropFirst()
                            continue
                        }
                        break
                    }
                    literal.append(quoted)
                }
            } else if character.isASCII, character.isLetter {
                flushLiteral()
                let run = characters.prefix { $0 == character }.count
                pieces.append(.field(character, run))
                characters = characters.dropFirst(run)
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        flushLiteral()
        self.pieces = pieces
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The date written out in the calendar's time zone.
    func format(_ date: Date, calendar: Calendar) -> String {
        let fields = DateFields(date, calendar: calendar)
        return pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .field(let letter, let count): return fields.text(letter, count)
            }
        }.joined()
    }
}

/// The calendar fields of one date, as date patterns write them.
struct DateFields {
    let components: DateComponents
    let calendar: Calendar
    let date: Date

    init(_ date: Date, calendar: Calendar) {
        self.date = date
        self.calendar = calendar
        components = calendar.dateComponents(
            [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekday, .weekOfYear, .weekOfMonth,
             .yearForWeekOfYear, .weekdayOrdinal], from: date)
    }

    private func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let padding = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + padding + digits
    }

    private func name(_ full: String, _ count: Int) -> String {
        switch count {
        case 1...3: return String(full.prefix(3))
        case 4: return full
        default: return String(full.prefix(1))
        }
    }

    private func weekdayName(_ count: Int) -> String {
        let full = DatePattern.weekdayNames[(components.weekday ?? 1) - 1]
        return count == 6 ? String(full.prefix(2)) : name(full, count)
    }

    /// One field: `letter` repeated `count` times.
    func text(_ letter: Character, _ count: Int) -> String {
        let c = components
        switch letter {
        case "G":
            let isCommonEra = (c.era ?? 1) == 1
            if count == 4 { return isCommonEra ? "Anno Domini" : "Before Christ" }
            if count == 5 { return isCommonEra ? "A" : "B" }
            return isCommonEra ? "AD" : "BC"
        case "y", "u": return count == 2 ? padded((c.year ?? 0) % 100, 2) : padded(c.year ?? 0, count)
        case "Y": return count == 2 ? padded((c.yearForWeekOfYear ?? 0) % 100, 2) : padded(c.yearForWeekOfYear ?? 0, count)
        case "M", "L":
            let month = c.month ?? 1
            return count <= 2 ? padded(month, count) : name(DatePattern.monthNames[month - 1], count)
        case "d": return padded(c.day ?? 1, count)
        case "D": return padded(calendar.ordinality(of: .day, in: .year, for: date) ?? 1, count)
        case "F": return padded(c.weekdayOrdinal ?? 1, count)
        case "E": return weekdayName(count)
        case "e", "c":
            if count <= 2 {
                let local = ((c.weekday ?? 1) - calendar.firstWeekday + 7) % 7 + 1
                return padded(local, count)
            }
            return weekdayName(count)
        case "a", "b", "B":
            let isMorning = (c.hour ?? 0) < 12
            return count == 5 ? (isMorning ? "a" : "p") : (isMorning ? "AM" : "PM")
        case "h": return padded(((c.hour ?? 0) + 11) % 12 + 1, count)
        case "H": return padded(c.hour ?? 0, count)
        case "K": return padded((c.hour ?? 0) % 12, count)
        case "k": return padded((c.hour ?? 0) == 0 ? 24 : (c.hour ?? 0), count)
        case "m": return padded(c.minute ?? 0, count)
        case "s": return padded(c.second ?? 0, count)
        case "S":
            let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
            let digits = String(format: "%.9f", fraction).dropFirst(2)
            return String(digits.prefix(count)) + String(repeating: "0", count: max(0, count - digits.count))
        case "Q", "q":
            let quarter = ((c.month ?? 1) - 1) / 3 + 1
            switch count {
            case 1, 2: return padded(quarter, count)
            case 3: return "Q\(quarter)"
            case 4: return ["1st", "2nd", "3rd", "4th"][quarter - 1] + " quarter"
            default: return "\(quarter)"
            }
        case "w": return padded(c.weekOfYear ?? 1, count)
        case "W": return padded(c.weekOfMonth ?? 1, count)
        case "z", "v", "V", "O": return TimeZoneNames.name(of: calendar.timeZone, at: date, long: count >= 4 && letter != "O")
        case "Z", "X", "x": return TimeZoneNames.offset(calendar.timeZone.secondsFromGMT(for: date), letter: letter, count: count)
        default: return String(repeating: letter, count: count)
        }
    }
}

/// Time zone names and offsets as en_US writes them: "UTC", "PDT", "GMT+2", "+02:00".
enum TimeZoneNames {
    static let longNames: [String: String] = [
        "UTC": "Coordinated Universal Time", "GMT": "Greenwich Mean Time",
        "EST": "Eastern Standard Time", "EDT": "Eastern Daylight Time", "CST": "Central Standard Time",
        "CDT": "Central Daylight Time", "MST": "Mountain Standard Time", "MDT": "Mountain Daylight Time",
        "PST": "Pacific Standard Time", "PDT": "Pacific Daylight Time", "AKST": "Alaska Standard Time",
        "AKDT": "Alaska Daylight Time", "HST": "Hawaii-Aleutian Standard Time",
    ]
    /// North American zones en_US names by abbreviation: standard and daylight names.
    static let northAmericanZones: [(identifiers: Set<String>, standard: String, daylight: String)] = [
        (["America/New_York", "America/Detroit", "America/Toronto", "America/Indiana/Indianapolis", "America/Kentucky/Louisville",
          "US/Eastern", "EST5EDT"], "EST", "EDT"),
        (["America/Chicago", "America/Winnipeg", "America/Indiana/Knox", "America/Menominee", "US/Central", "CST6CDT"], "CST", "CDT"),
        (["America/Denver", "America/Edmonton", "America/Boise", "US/Mountain", "MST7MDT", "America/Phoenix", "US/Arizona"], "MST", "MDT"),
        (["America/Los_Angeles", "America/Vancouver", "America/Tijuana", "US/Pacific", "PST8PDT"], "PST", "PDT"),
        (["America/Anchorage", "America/Juneau", "America/Nome", "America/Sitka", "US/Alaska"], "AKST", "AKDT"),
        (["Pacific/Honolulu", "US/Hawaii"], "HST", "HDT"),
    ]

    static func name(of timeZone: TimeZone, at date: Date, long: Bool) -> String {
        let identifier = timeZone.identifier
        let seconds = timeZone.secondsFromGMT(for: date)
        let short: String
        if ["UTC", "Etc/UTC", "Universal", "Etc/Universal", "Zulu"].contains(identifier) {
            short = "UTC"
        } else if let zone = northAmericanZones.first(where: { $0.identifiers.contains(identifier) }) {
            short = timeZone.isDaylightSavingTime(for: date) ? zone.daylight : zone.standard
        } else if seconds == 0 {
            short = "GMT"
        } else {
            short = "GMT" + offset(seconds, letter: "O", count: 1)
        }
        return long ? (longNames[short] ?? short) : short
    }

    /// `Z` "+0200", `ZZZZ` "GMT+02:00", `ZZZZZ`/`XXX` "+02:00", `X` "+02", with "Z" for zero in `X`.
    static func offset(_ seconds: Int, letter: Character, count: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let hours = abs(seconds) / 3600, minutes = abs(seconds) % 3600 / 60
        let hh = hours < 10 ? "0\(hours)" : "\(hours)", mm = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        switch letter {
        case "O": return seconds == 0 ? "" : sign + "\(hours)" + (minutes == 0 ? "" : ":" + mm)
        case "Z":
            if count == 4 { return seconds == 0 ? "GMT" : "GMT" + sign + hh + ":" + mm }
            if count == 5 { return seconds == 0 ? "Z" : sign + hh + ":" + mm }
            return sign + hh + mm
        default:
            if letter == "X", seconds == 0 { return "Z" }
            switch count {
            case 1: return sign + hh + (minutes == 0 ? "" : mm)
            case 2, 4: return sign + hh + mm
            default: return sign + hh + ":" + mm
            }
        }
    }
}
