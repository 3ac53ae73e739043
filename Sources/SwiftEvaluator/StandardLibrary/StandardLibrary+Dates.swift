import Foundation

/// Date: its initializers (`Date()` is the preview's `now`), intervals, arithmetic and `formatted`.
extension StandardLibrary {
    func dateProperty(_ name: String, of date: Date) -> Value? {
        switch name {
        case "timeIntervalSinceNow": return .double(date.timeIntervalSince(now))
        case "timeIntervalSince1970": return .double(date.timeIntervalSince1970)
        case "timeIntervalSinceReferenceDate": return .double(date.timeIntervalSinceReferenceDate)
        default: return nil
        }
    }

    func dateMethod(_ name: String, of date: Date, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "timeIntervalSince" where arguments.match(nil):
            return .double(date.timeIntervalSince(try arguments.date(0)))
        case "addingTimeInterval" where arguments.match(nil), "advanced" where arguments.match("by"):
            return .date(date.addingTimeInterval(try arguments.double(0)))
        case "distance" where arguments.match("to"):
            return .double(try arguments.date(0).timeIntervalSince(date))
        case "compare" where arguments.match(nil):
            let other = try arguments.date(0)
            let result = date < other ? "orderedAscending" : (date > other ? "orderedDescending" : "orderedSame")
            return .symbol(Symbol(name: result))
        case "ISO8601Format" where arguments.isEmpty:
            return .string(try formatDate(date, style: .symbol(Symbol(name: "iso8601"))))
        case "formatted":
            return try formatDate(date, arguments)
        default:
            return nil
        }
    }

    func dateInitializer(_ name: String, _ arguments: Arguments) throws -> Value? {
        guard name == "Date" else { return nil }
        if arguments.isEmpty { return .date(now) }
        if arguments.match("timeIntervalSinceNow") { return .date(now.addingTimeInterval(try arguments.double(0))) }
        if arguments.match("timeIntervalSince1970") { return .date(Date(timeIntervalSince1970: try arguments.double(0))) }
        if arguments.match("timeIntervalSinceReferenceDate") { return .date(Date(timeIntervalSinceReferenceDate: try arguments.double(0))) }
        if arguments.match("timeInterval", "since") { return .date(try arguments.date(1).addingTimeInterval(try arguments.double(0))) }
        return nil
    }

    func dateStaticMember(_ name: String, of typeName: String) -> Value? {
        guard typeName == "Date" else { return nil }
        switch name {
        case "now": return .date(now)
        case "distantPast": return .date(.distantPast)
        case "distantFuture": return .date(.distantFuture)
        default: return nil
        }
    }
}
