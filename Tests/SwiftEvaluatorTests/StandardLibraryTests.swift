import Foundation
import SwiftEvaluator
import Testing

/// The standard library at Monday 8 June 2026, 09:41:00 UTC.
@Suite struct StandardLibraryTests {
    let library = StandardLibrary(now: Date(timeIntervalSince1970: 1_780_911_660), timeZone: TimeZone(identifier: "UTC")!)
    var now: Date { library.now }

    // MARK: Helpers

    /// A value as Swift would print it inside a collection: strings quoted, Doubles with ".0".
    func show(_ value: Value?) -> String { value?.debugDescription ?? "not provided" }

    func argument(_ value: Value, _ label: String? = nil) -> Argument { Argument(label: label, value: value) }

    func symbol(_ name: String, _ arguments: [Argument]? = nil, _ chain: [Symbol] = []) -> Symbol {
        Symbol(name: name, arguments: arguments, chain: chain)
    }

    func closure(_ body: @escaping @Sendable ([Value]) throws -> Value) -> Value {
        .function(Function(name: "closure", body: { try body($0.map(\.value)) }))
    }

    func method(_ receiver: Value, _ name: String, _ arguments: Argument...) throws -> String {
        show(try library.method(name, of: receiver, arguments: arguments))
    }

    func property(_ receiver: Value, _ name: String) throws -> String {
        show(try library.property(name, of: receiver))
    }

    func call(_ name: String, _ arguments: Argument...) throws -> String {
        show(try library.call(name, arguments: arguments))
    }

    func formatted(_ value: Value, _ style: Symbol) throws -> String {
        try method(value, "formatted", argument(.symbol(style)))
    }

    func ints(_ values: Int...) -> Value { .array(values.map(Value.int)) }

    func strings(_ values: String...) -> Value { .array(values.map(Value.string)) }

    func date(_ offset: TimeInterval) -> Value { .date(now.addingTimeInterval(offset)) }

    // MARK: Numbers

    @Test func numberConversions() throws {
        #expect(try call("Int", argument(.string("12"))) == "12")
        #expect(try call("Int", argument(.string("12a"))) == "nil")
        #expect(try call("Int", argument(.double(3.9))) == "3")
        #expect(try call("Int", argument(.double(-3.9))) == "-3")
        #expect(try call("Double", argument(.int(3))) == "3.0")
        #expect(try call("Double", argument(.string("2.5"))) == "2.5")
        #expect(try call("CGFloat", argument(.int(2))) == "2.0")
        #expect(try call("Int", argument(.string("ff")), argument(.int(16), "radix")) == "255")
        #expect(try call("String", argument(.int(255)), argument(.int(16), "radix")) == "\"ff\"")
        #expect(try call("NSNumber", argument(.double(1.5), "value")) == "1.5")
        #expect(throws: EvaluationError.self) { try library.call("Int", arguments: [argument(.double(.nan))]) }
        #expect(throws: EvaluationError.self) { try library.call("Int8", arguments: [argument(.int(300))]) }
    }

    @Test func numberMembers() throws {
        #expect(try method(.double(2.5), "rounded") == "3.0")
        #expect(try method(.double(2.5), "rounded", argument(.symbol(symbol("toNearestOrEven")))) == "2.0")
        #expect(try method(.double(2.1), "rounded", argument(.symbol(symbol("up")))) == "3.0")
        #expect(try method(.double(-2.7), "rounded", argument(.symbol(symbol("towardZero")))) == "-2.0")
        #expect(try method(.double(7.5), "truncatingRemainder", argument(.int(2), "dividingBy")) == "1.5")
        #expect(try method(.int(9), "isMultiple", argument(.int(3), "of")) == "true")
        #expect(try method(.int(-4), "signum") == "-1")
        #expect(try method(.int(7), "quotientAndRemainder", argument(.int(2), "dividingBy")) == "(quotient: 3, remainder: 1)")
        #expect(try method(.int(16), "squareRoot") == "4.0")
        #expect(try property(.double(-1.5), "magnitude") == "1.5")
        #expect(try property(.double(0), "isZero") == "true")
        #expect(try property(.double(3), "description") == "\"3.0\"")
        #expect(try library.staticMember("max", of: "Int")?.description == String(Int.max))
        #expect(try library.staticMember("pi", of: "Double")?.description == "3.141592653589793")
        #expect(throws: EvaluationError.self) {
            try library.method("quotientAndRemainder", of: .int(1), arguments: [argument(.int(0), "dividingBy")])
        }
    }

    /// Random values come from one fixed sequence per evaluation: in range, varied, and the same
    /// in a new evaluation (so a widget's picture is the same in every mode and on every run).
    @Test func randomValuesAreVariedInRangeAndTheSameEveryEvaluation() throws {
        func draws(_ library: StandardLibrary) throws -> [String] {
            let die = [argument(.range(lower: .int(1), upper: .int(6), closed: true), "in")]
            let unit = [argument(.range(lower: .double(0), upper: .double(1), closed: false), "in")]
            var drawn: [String] = []
            for _ in 0..<12 {
                drawn.append(try #require(try library.staticMethod("random", of: "Int", arguments: die)).description)
                drawn.append(try #require(try library.staticMethod("random", of: "Double", arguments: unit)).description)
            }
            drawn.append(try #require(try library.method("shuffled", of: .array((1...6).map { .int($0) }), arguments: [])).description)
            return drawn
        }
        let first = try draws(StandardLibrary(now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!))
        let again = try draws(StandardLibrary(now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!))
        #expect(first == again, "a new evaluation draws the same values")
        let dice = stride(from: 0, to: 24, by: 2).map { Int(first[$0])! }
        let units = stride(from: 1, to: 24, by: 2).map { Double(first[$0])! }
        #expect(dice.allSatisfy { (1...6).contains($0) } && Set(dice).count >= 4, "\(dice)")
        #expect(units.allSatisfy { $0 >= 0 && $0 < 1 } && Set(units).count == 12, "\(units)")
        #expect(first.last != "[1, 2, 3, 4, 5, 6]", "shuffled moves the elements: \(first.last ?? "")")
    }

    @Test func numberFormatStyles() throws {
        #expect(try method(.int(1234), "formatted") == "\"1,234\"")
        #expect(try method(.double(0.5), "formatted") == "\"0.5\"")
        #expect(try method(.double(1234.5678), "formatted") == "\"1,234.5678\"")
        #expect(try method(.double(3.14159265), "formatted") == "\"3.141593\"")
        #expect(try formatted(.double(0.42), symbol("percent")) == "\"42%\"")
        #expect(try formatted(.int(42), symbol("percent")) == "\"42%\"")
        let oneDecimal = symbol("number", nil, [symbol("precision", [argument(.symbol(symbol("fractionLength", [argument(.int(1))])))])])
        #expect(try formatted(.double(21.44), oneDecimal) == "\"21.4\"")
        #expect(try formatted(.int(21), oneDecimal) == "\"21.0\"")
        let noDecimals = symbol("number", nil, [symbol("precision", [argument(.symbol(symbol("fractionLength", [argument(.int(0))])))])])
        #expect(try formatted(.double(2.5), noDecimals) == "\"2\"")
        #expect(try formatted(.double(3.5), noDecimals) == "\"4\"")
        let significant = symbol("number", nil, [symbol("precision", [argument(.symbol(symbol("significantDigits", [argument(.int(3))])))])])
        #expect(try formatted(.double(3.14159), significant) == "\"3.14\"")
        #expect(try formatted(.int(3), significant) == "\"3.00\"")
        #expect(try formatted(.double(1234.5), symbol("currency", [argument(.string("USD"), "code")])) == "\"$1,234.50\"")
        #expect(try formatted(.double(-5), symbol("currency", [argument(.string("EUR"), "code")])) == "\"-€5.00\"")
        #expect(try formatted(.int(1500), symbol("currency", [argument(.string("JPY"), "code")])) == "\"¥1,500\"")
        let compact = symbol("number", nil, [symbol("notation", [argument(.symbol(symbol("compactName")))])])
        #expect(try formatted(.int(1234), compact) == "\"1.2K\"")
        #expect(try formatted(.int(15_300_000), compact) == "\"15M\"")
        #expect(try formatted(.int(999_999), compact) == "\"1M\"")
        #expect(try formatted(.int(950), compact) == "\"950\"")
        let ungrouped = symbol("number", nil, [symbol("grouping", [argument(.symbol(symbol("never")))])])
        #expect(try formatted(.int(12345), ungrouped) == "\"12345\"")
        let signed = symbol("number", nil, [symbol("sign", [argument(.symbol(symbol("always", [])), "strategy")])])
        #expect(try formatted(.int(5), signed) == "\"+5\"")
        #expect(try formatted(.int(-5), signed) == "\"-5\"")
        let range = symbol("number", nil, [symbol("precision", [argument(.symbol(symbol("fractionLength", [argument(.range(lower: .int(0), upper: .int(2), closed: true))])))])])
        #expect(try formatted(.double(1.005), range) == "\"1\"")
        #expect(try formatted(.double(2.456), range) == "\"2.46\"")
    }

    // MARK: printf

    @Test func stringFormat() throws {
        func format(_ text: String, _ values: Value...) throws -> String {
            try show(library.call("String", arguments: [argument(.string(text), "format")] + values.map { argument($0) }))
        }
        #expect(try format("%d°", .int(21)) == "\"21°\"")
        #expect(try format("%.1f", .double(3.14159)) == "\"3.1\"")
        #expect(try format("%.2f", .double(0.125)) == "\"0.12\"")
        #expect(try format("%02d:%02d", .int(9), .int(5)) == "\"09:05\"")
        #expect(try format("%5.1f|", .double(3.14159)) == "\"  3.1|\"")
        #expect(try format("%-4d|", .int(7)) == "\"7   |\"")
        #expect(try format("%+d", .int(5)) == "\"+5\"")
        #expect(try format("%@ is %ld%%", .string("Battery"), .int(80)) == "\"Battery is 80%\"")
        #expect(try format("%x %X %#x", .int(255), .int(255), .int(255)) == "\"ff FF 0xff\"")
        #expect(try format("%e", .double(12345.678)) == "\"1.234568e+04\"")
        #expect(try format("%g", .double(0.0001)) == "\"0.0001\"")
        #expect(try format("%2$@ %1$@", .string("a"), .string("b")) == "\"b a\"")
        #expect(try format("%.0f", .int(3)) == "\"3\"")
        #expect(try format("%s!", .string("hi")) == "\"hi!\"")
        #expect(try format("%@ / %@", .double(3), .double(2.5)) == "\"3 / 2.5\"")
        #expect(try format("%05.1f", .double(-2.345)) == "\"-02.3\"")
        #expect(try format("%.0f%", .double(60)) == "\"60\"", "a lone % at the end writes nothing, as Foundation's does")
        #expect(throws: EvaluationError.self) { try format("%d %d", .int(1)) }
        #expect(throws: EvaluationError.self) { try format("%d", .string("x")) }
    }

    // MARK: Strings and characters

    @Test func strings() throws {
        let text = Value.string("Hello, World")
        #expect(try property(text, "count") == "12")
        #expect(try method(text, "uppercased") == "\"HELLO, WORLD\"")
        #expect(try property(.string("hello wORLD"), "capitalized") == "\"Hello World\"")
        #expect(try property(text, "first") == "\"H\"")
        #expect(try property(.string(""), "last") == "nil")
        #expect(try method(text, "prefix", argument(.int(5))) == "\"Hello\"")
        #expect(try method(text, "suffix", argument(.int(5))) == "\"World\"")
        #expect(try method(text, "dropFirst", argument(.int(7))) == "\"World\"")
        #expect(try method(text, "dropLast") == "\"Hello, Worl\"")
        #expect(try method(text, "hasPrefix", argument(.string("Hell"))) == "true")
        #expect(try method(text, "contains", argument(.string("lo, W"))) == "true")
        #expect(try method(text, "contains", argument(.character("z"))) == "false")
        #expect(try method(.string("a,b,,c"), "components", argument(.string(","), "separatedBy")) == "[\"a\", \"b\", \"\", \"c\"]")
        #expect(try method(.string("a,b,,c"), "split", argument(.character(","), "separator")) == "[\"a\", \"b\", \"c\"]")
        #expect(try method(.string("a b c"), "split", argument(.character(" "), "separator"), argument(.int(1), "maxSplits")) == "[\"a\", \"b c\"]")
        #expect(try method(text, "replacingOccurrences", argument(.string("World"), "of"), argument(.string("Swift"), "with")) == "\"Hello, Swift\"")
        #expect(try method(.string("  hi \n"), "trimmingCharacters", argument(.symbol(symbol("whitespacesAndNewlines")), "in")) == "\"hi\"")
        #expect(try method(.string("  hi \n"), "trimmingCharacters", argument(.symbol(symbol("whitespaces")), "in")) == "\"hi \\n\"".replacingOccurrences(of: "\\n", with: "\n"))
        #expect(try method(.string("abc"), "reversed") == "\"cba\"")
        #expect(try method(.string("ab"), "map", argument(closure { .string($0[0].description.uppercased()) })) == "[\"A\", \"B\"]")
        #expect(try method(.string("a1b2"), "filter", argument(closure { .bool(($0[0].description.first?.isNumber) ?? false) })) == "\"12\"")
        #expect(try method(.string("7"), "padding", argument(.int(3), "toLength"), argument(.string("0"), "withPad"), argument(.int(0), "startingAt")) == "\"700\"")
        #expect(try call("String", argument(.string("ab"), "repeating"), argument(.int(3), "count")) == "\"ababab\"")
        #expect(try call("String", argument(.double(2))) == "\"2.0\"")
        #expect(try call("String", argument(.array([.character("h"), .character("i")]))) == "\"hi\"")
        #expect(try call("String", argument(.null, "describing")) == "\"nil\"")
        #expect(throws: EvaluationError.self) { try library.method("prefix", of: text, arguments: [argument(.int(-1))]) }
    }

    @Test func characters() throws {
        #expect(try property(.character("7"), "isNumber") == "true")
        #expect(try property(.character("x"), "isLetter") == "true")
        #expect(try property(.character("7"), "wholeNumberValue") == "7")
        #expect(try method(.character("q"), "uppercased") == "\"Q\"")
        #expect(try call("String", argument(.character("q"))) == "\"q\"")
        #expect(try call("Character", argument(.string("a"))) == "\"a\"")
        #expect(throws: EvaluationError.self) { try library.call("Character", arguments: [argument(.string("ab"))]) }
    }

    // MARK: Collections

    @Test func arrays() throws {
        let numbers = ints(3, 1, 4, 1, 5)
        #expect(try property(numbers, "count") == "5")
        #expect(try property(numbers, "first") == "3")
        #expect(try property(ints(), "last") == "nil")
        #expect(try method(numbers, "sorted") == "[1, 1, 3, 4, 5]")
        #expect(try method(numbers, "sorted", argument(closure { .bool($0[0].isLess(than: $0[1]) == false && !$0[0].isEqual(to: $0[1])) }, "by")) == "[5, 4, 3, 1, 1]")
        #expect(try method(numbers, "map", argument(closure { .int(($0[0].number.map(Int.init) ?? 0) * 2) })) == "[6, 2, 8, 2, 10]")
        #expect(try method(numbers, "filter", argument(closure { .bool(($0[0].number ?? 0) > 2) })) == "[3, 4, 5]")
        #expect(try method(numbers, "reduce", argument(.int(0)), argument(closure { .int(Int($0[0].number! + $0[1].number!)) })) == "14")
        #expect(try method(.array([.int(1), .null, .int(3)]), "compactMap", argument(closure { $0[0] })) == "[1, 3]")
        #expect(try method(numbers, "first", argument(closure { .bool(($0[0].number ?? 0) > 3) }, "where")) == "4")
        #expect(try method(numbers, "firstIndex", argument(.int(4), "of")) == "2")
        #expect(try method(numbers, "contains", argument(.int(5))) == "true")
        #expect(try method(numbers, "allSatisfy", argument(closure { .bool(($0[0].number ?? 0) > 0) })) == "true")
        #expect(try method(numbers, "min") == "1")
        #expect(try method(numbers, "max") == "5")
        #expect(try method(numbers, "prefix", argument(.int(2))) == "[3, 1]")
        #expect(try method(numbers, "dropFirst", argument(.int(3))) == "[1, 5]")
        #expect(try method(numbers, "prefix", argument(closure { .bool(($0[0].number ?? 0) > 2) })) == "[3]")
        #expect(try method(numbers, "reversed") == "[5, 1, 4, 1, 3]")
        #expect(try method(strings("a", "b"), "enumerated") == "[(offset: 0, element: \"a\"), (offset: 1, element: \"b\")]")
        #expect(try method(strings("a", "b", "c"), "joined", argument(.string(", "), "separator")) == "\"a, b, c\"")
        #expect(try method(numbers, "count", argument(closure { .bool($0[0].isEqual(to: .int(1))) }, "where")) == "2")
        #expect(try property(strings("a", "b"), "indices") == "[0, 1]")
        #expect(["3", "1", "4", "5"].contains(try method(numbers, "randomElement")))
        #expect(try call("Array", argument(.int(0), "repeating"), argument(.int(3), "count")) == "[0, 0, 0]")
        #expect(try call("Set", argument(numbers)) == "[3, 1, 4, 5]")
        #expect(try call("zip", argument(ints(1, 2)), argument(strings("a", "b", "c"))) == "[(1, \"a\"), (2, \"b\")]")
        #expect(try call("Array", argument(.range(lower: .int(1), upper: .int(4), closed: false))) == "[1, 2, 3]")
        #expect(throws: EvaluationError.self) { try library.method("suffix", of: numbers, arguments: [argument(.int(-2))]) }
    }

    @Test func ranges() throws {
        let closed = Value.range(lower: .int(1), upper: .int(5), closed: true)
        let halfOpen = Value.range(lower: .int(0), upper: .int(3), closed: false)
        #expect(try property(closed, "count") == "5")
        #expect(try property(halfOpen, "upperBound") == "3")
        #expect(try method(closed, "contains", argument(.int(5))) == "true")
        #expect(try method(halfOpen, "contains", argument(.int(3))) == "false")
        #expect(try method(.range(lower: .double(0), upper: .double(1), closed: true), "contains", argument(.double(0.5))) == "true")
        #expect(try method(halfOpen, "map", argument(closure { .int(Int($0[0].number!) * 10) })) == "[0, 10, 20]")
        #expect(try method(closed, "reversed") == "[5, 4, 3, 2, 1]")
        #expect(try call("stride", argument(.int(0), "from"), argument(.int(10), "to"), argument(.int(3), "by")) == "[0, 3, 6, 9]")
        #expect(try call("stride", argument(.int(0), "from"), argument(.int(9), "through"), argument(.int(3), "by")) == "[0, 3, 6, 9]")
        #expect(try call("stride", argument(.double(0), "from"), argument(.double(1), "through"), argument(.double(0.25), "by")) == "[0.0, 0.25, 0.5, 0.75, 1.0]")
    }

    @Test func dictionaries() throws {
        let scores = Value.dictionary([(.string("b"), .int(2)), (.string("a"), .int(1))])
        #expect(try property(scores, "count") == "2")
        #expect(try property(scores, "keys") == "[\"b\", \"a\"]")
        #expect(try property(scores, "values") == "[2, 1]")
        let byKey = closure { values in
            guard case .tuple(let a) = values[0], case .tuple(let b) = values[1] else { return .bool(false) }
            return .bool(a[0].value.isLess(than: b[0].value) ?? false)
        }
        #expect(try method(scores, "sorted", argument(byKey, "by")) == "[(key: \"a\", value: 1), (key: \"b\", value: 2)]")
        #expect(try method(scores, "mapValues", argument(closure { .int(Int($0[0].number!) * 10) })) == "[\"b\": 20, \"a\": 10]")
        #expect(try call("Dictionary", argument(.array([.tuple([TupleElement(label: nil, value: .string("x")), TupleElement(label: nil, value: .int(1))])]), "uniqueKeysWithValues")) == "[\"x\": 1]")
    }

    @Test func mutatingMethods() throws {
        let appended = try library.mutatingMethod("append", of: ints(1), arguments: [argument(.int(2))])
        #expect(show(appended?.receiver) == "[1, 2]")
        let removed = try library.mutatingMethod("removeLast", of: ints(1, 2), arguments: [])
        #expect(show(removed?.receiver) == "[1]" && show(removed?.result) == "2")
        #expect(show(try library.mutatingMethod("toggle", of: .bool(true), arguments: [])?.receiver) == "false")
        #expect(show(try library.mutatingMethod("sort", of: ints(3, 1, 2), arguments: [])?.receiver) == "[1, 2, 3]")
        let updated = try library.mutatingMethod("updateValue", of: .dictionary([(.string("a"), .int(1))]),
                                                 arguments: [argument(.int(5)), argument(.string("a"), "forKey")])
        #expect(show(updated?.receiver) == "[\"a\": 5]" && show(updated?.result) == "1")
        #expect(show(try library.mutatingMethod("round", of: .double(2.6), arguments: [])?.receiver) == "3.0")
        #expect(throws: EvaluationError.self) { try library.mutatingMethod("removeFirst", of: ints(), arguments: []) }
    }

    // MARK: Math

    @Test func math() throws {
        #expect(try call("min", argument(.int(3)), argument(.int(1)), argument(.int(2))) == "1")
        #expect(try call("max", argument(.int(3)), argument(.double(4.5))) == "4.5")
        #expect(try call("abs", argument(.int(-3))) == "3")
        #expect(try call("round", argument(.double(2.5))) == "3.0")
        #expect(try call("floor", argument(.double(-1.5))) == "-2.0")
        #expect(try call("pow", argument(.int(2)), argument(.int(10))) == "1024.0")
        #expect(try call("sqrt", argument(.double(2))) == "1.4142135623730951")
        #expect(try call("atan2", argument(.double(1)), argument(.double(1))) == "0.7853981633974483")
        #expect(try call("print", argument(.string("x"))) == "()")
        #expect(try call("frobnicate") == "not provided")
    }

    @Test func conversions() {
        #expect(show(library.convert(.int(3), toType: "Double")) == "3.0")
        #expect(show(library.convert(.int(3), toType: "CGFloat?")) == "3.0")
        #expect(show(library.convert(.double(3.5), toType: "Int")) == "3.5")
        #expect(show(library.convert(ints(1, 2), toType: "[Double]")) == "[1.0, 2.0]")
        #expect(show(library.convert(.dictionary([(.string("a"), .int(1))]), toType: "[String: Double]")) == "[\"a\": 1.0]")
        #expect(show(library.convert(.string("x"), toType: "Character")) == "\"x\"")
        #expect(show(library.convert(ints(1, 1, 2), toType: "Set<Int>")) == "[1, 2]")
    }

    // MARK: Dates

    @Test func dates() throws {
        #expect(try call("Date") == show(.date(now)))
        #expect(try call("Date", argument(.double(60), "timeIntervalSinceNow")) == show(date(60)))
        #expect(try show(library.staticMember("now", of: "Date")) == show(.date(now)))
        #expect(try property(date(-90), "timeIntervalSinceNow") == "-90.0")
        #expect(try method(date(3600), "timeIntervalSince", argument(.date(now))) == "3600.0")
        #expect(try method(.date(now), "addingTimeInterval", argument(.int(60))) == show(date(60)))
        #expect(try property(.date(now), "description") == "\"2026-06-08 09:41:00 +0000\"")
        #expect(try method(.date(now), "formatted") == "\"6/8/2026, 9:41\u{202F}AM\"")
    }

    @Test func dateFormatStyles() throws {
        func styled(_ date: String, _ time: String) throws -> String {
            try method(.date(now), "formatted", argument(.symbol(symbol(date)), "date"), argument(.symbol(symbol(time)), "time"))
        }
        #expect(try styled("abbreviated", "omitted") == "\"Jun 8, 2026\"")
        #expect(try styled("numeric", "shortened") == "\"6/8/2026, 9:41\u{202F}AM\"")
        #expect(try styled("long", "shortened") == "\"June 8, 2026 at 9:41\u{202F}AM\"")
        #expect(try styled("complete", "omitted") == "\"Monday, June 8, 2026\"")
        #expect(try styled("omitted", "standard") == "\"9:41:00\u{202F}AM\"")
        #expect(try styled("omitted", "complete") == "\"9:41:00\u{202F}AM GMT\"")
        func dateTime(_ fields: Symbol...) throws -> String { try formatted(.date(now), symbol("dateTime", nil, fields)) }
        #expect(try dateTime(symbol("hour", []), symbol("minute", [])) == "\"9:41\u{202F}AM\"")
        #expect(try dateTime(symbol("weekday", [argument(.symbol(symbol("wide")))])) == "\"Monday\"")
        #expect(try dateTime(symbol("weekday", [])) == "\"Mon\"")
        #expect(try dateTime(symbol("weekday", [argument(.symbol(symbol("narrow")))])) == "\"M\"")
        #expect(try dateTime(symbol("month", []), symbol("day", [])) == "\"Jun 8\"")
        #expect(try dateTime(symbol("month", [argument(.symbol(symbol("wide")))]), symbol("day", []), symbol("year", [])) == "\"June 8, 2026\"")
        #expect(try dateTime(symbol("weekday", []), symbol("month", []), symbol("day", [])) == "\"Mon, Jun 8\"")
        #expect(try dateTime(symbol("day", []), symbol("weekday", [])) == "\"Mon 8\"")
        #expect(try dateTime(symbol("month", [argument(.symbol(symbol("defaultDigits")))]), symbol("day", [])) == "\"6/8\"")
        #expect(try dateTime(symbol("year", []), symbol("month", [argument(.symbol(symbol("wide")))])) == "\"June 2026\"")
        #expect(try dateTime(symbol("weekday", []), symbol("hour", []), symbol("minute", [])) == "\"Mon 9:41\u{202F}AM\"")
        #expect(try dateTime(symbol("hour", [argument(.symbol(symbol("defaultDigits", [argument(.symbol(symbol("omitted")), "amPM")])))]), symbol("minute", [])) == "\"9:41\"")
        #expect(try dateTime(symbol("month", []), symbol("day", []), symbol("hour", []), symbol("minute", [])) == "\"Jun 8 at 9:41\u{202F}AM\"")
        #expect(try dateTime() == "\"6/8/2026, 9:41\u{202F}AM\"")
    }

    @Test func timeZoneNames() throws {
        let pacific = StandardLibrary(now: now, timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let time = try pacific.method("formatted", of: .date(now), arguments: [argument(.symbol(symbol("omitted")), "date"),
                                                                                argument(.symbol(symbol("complete")), "time")])
        #expect(show(time) == "\"2:41:00\u{202F}AM PDT\"")
        let paris = StandardLibrary(now: now, timeZone: TimeZone(identifier: "Europe/Paris")!)
        let zone = try #require(try paris.staticMember("current", of: "TimeZone"))
        #expect(show(try paris.method("abbreviation", of: zone, arguments: [])) == "\"GMT+2\"")
        #expect(show(try paris.method("secondsFromGMT", of: zone, arguments: [])) == "7200")
    }

    @Test func formatAPI() throws {
        #expect(try library.format(.double(0.25), style: .symbol(symbol("percent"))) == "25%")
        #expect(try library.format(.date(now), style: .symbol(symbol("dateTime", nil, [symbol("year", [])]))) == "2026")
        #expect(try library.format(.string("x"), style: .symbol(symbol("number"))) == nil)
        #expect(throws: EvaluationError.self) { try library.format(.int(1), style: .symbol(symbol("dateTime"))) }
    }

    @Test func relativeDates() throws {
        func relative(_ offset: TimeInterval, _ presentation: String = "numeric", units: String = "wide") throws -> String {
            try formatted(date(offset), symbol("relative", [argument(.symbol(symbol(presentation)), "presentation"),
                                                          argument(.symbol(symbol(units)), "unitsStyle")]))
        }
        #expect(try relative(7200) == "\"in 2 hours\"")
        #expect(try relative(-300) == "\"5 minutes ago\"")
        #expect(try relative(5400) == "\"in 2 hours\"")
        #expect(try relative(86_400, "named") == "\"tomorrow\"")
        #expect(try relative(-86_400, "named") == "\"yesterday\"")
        #expect(try relative(7 * 86_400, "named") == "\"next week\"")
        #expect(try relative(7 * 86_400) == "\"in 1 week\"")
        #expect(try relative(0, "named") == "\"now\"")
        #expect(try relative(7200, units: "abbreviated") == "\"in 2 hr.\"")
        #expect(try relative(15 * 3600, "named") == "\"in 15 hours\"")
        #expect(try relative(36 * 3600, "named") == "\"tomorrow\"")
        #expect(try relative(-40 * 86_400) == "\"2 months ago\"")
    }

    // MARK: Calendar

    @Test func calendar() throws {
        let calendar = try #require(try library.staticMember("current", of: "Calendar"))
        func day(_ name: String) -> Value { .symbol(symbol(name)) }
        #expect(try method(calendar, "component", argument(day("hour")), argument(.date(now), "from")) == "9")
        #expect(try method(calendar, "component", argument(day("weekday")), argument(.date(now), "from")) == "2")
        let components = try library.method("dateComponents", of: calendar, arguments: [argument(.array([day("hour"), day("minute")])), argument(.date(now), "from")])
        #expect(try property(components ?? .null, "hour") == "9")
        #expect(try property(components ?? .null, "minute") == "41")
        #expect(try property(components ?? .null, "day") == "nil")
        let between = try library.method("dateComponents", of: calendar, arguments: [argument(.array([day("day")])), argument(.date(now), "from"), argument(date(3 * 86_400 + 60), "to")])
        #expect(try property(between ?? .null, "day") == "3")
        #expect(try method(calendar, "date", argument(day("day"), "byAdding"), argument(.int(1), "value"), argument(.date(now), "to")) == show(date(86_400)))
        #expect(try method(calendar, "startOfDay", argument(.date(now), "for")) == "2026-06-08 00:00:00 +0000")
        #expect(try method(calendar, "isDateInToday", argument(date(3600))) == "true")
        #expect(try method(calendar, "isDateInTomorrow", argument(date(86_400))) == "true")
        #expect(try method(calendar, "isDateInYesterday", argument(date(3600))) == "false")
        #expect(try method(calendar, "isDate", argument(date(-3600)), argument(.date(now), "inSameDayAs")) == "true")
        #expect(try method(calendar, "date", argument(.int(18), "bySettingHour"), argument(.int(30), "minute"), argument(.int(0), "second"), argument(.date(now), "of")) == "2026-06-08 18:30:00 +0000")
        #expect(try property(calendar, "shortWeekdaySymbols") == "[\"Sun\", \"Mon\", \"Tue\", \"Wed\", \"Thu\", \"Fri\", \"Sat\"]")
        #expect(try property(calendar, "firstWeekday") == "1")
        let added = try library.call("DateComponents", arguments: [argument(.int(2), "hour"), argument(.int(30), "minute")])
        #expect(try method(calendar, "date", argument(added ?? .null, "byAdding"), argument(.date(now), "to")) == "2026-06-08 12:11:00 +0000")
    }

    // MARK: Formatters

    @Test func dateFormatter() throws {
        let formatter = try #require(try library.call("DateFormatter", arguments: []))
        guard case .instance(let instance) = formatter else { Issue.record("not an instance"); return }
        instance.fields["dateFormat"] = .string("EEEE, MMM d 'at' h:mm a")
        #expect(try method(formatter, "string", argument(.date(now), "from")) == "\"Monday, Jun 8 at 9:41 AM\"")
        instance.fields["dateFormat"] = .string("HH:mm")
        instance.fields["timeZone"] = try library.call("TimeZone", arguments: [argument(.string("America/New_York"), "identifier")])
        #expect(try method(formatter, "string", argument(.date(now), "from")) == "\"05:41\"")
        instance.fields["dateFormat"] = .string("yyyy-MM-dd")
        instance.fields["timeZone"] = try library.staticMember("current", of: "TimeZone")
        #expect(try method(formatter, "date", argument(.string("2026-06-09"), "from")) == "2026-06-09 00:00:00 +0000")
        #expect(try method(formatter, "date", argument(.string("nope"), "from")) == "nil")
        instance.fields["dateFormat"] = .string("")
        instance.fields["dateStyle"] = .symbol(symbol("medium"))
        instance.fields["timeStyle"] = .symbol(symbol("short"))
        #expect(try method(formatter, "string", argument(.date(now), "from")) == "\"Jun 8, 2026 at 9:41\u{202F}AM\"")
        instance.fields["dateStyle"] = .symbol(symbol("short"))
        instance.fields["timeStyle"] = .symbol(symbol("none"))
        #expect(try method(formatter, "string", argument(.date(now), "from")) == "\"6/8/26\"")
        _ = try library.method("setLocalizedDateFormatFromTemplate", of: formatter, arguments: [argument(.string("MMMMd"))])
        #expect(try method(formatter, "string", argument(.date(now), "from")) == "\"June 8\"")
    }

    @Test func otherDateFormatters() throws {
        let relative = try #require(try library.call("RelativeDateTimeFormatter", arguments: []))
        #expect(try method(relative, "localizedString", argument(date(-3 * 86_400), "for"), argument(.date(now), "relativeTo")) == "\"3 days ago\"")
        #expect(try method(relative, "localizedString", argument(.double(1800), "fromTimeInterval")) == "\"in 30 minutes\"")
        let durations = try #require(try library.call("DateComponentsFormatter", arguments: []))
        guard case .instance(let instance) = durations else { Issue.record("not an instance"); return }
        instance.fields["allowedUnits"] = .array([.symbol(symbol("hour")), .symbol(symbol("minute")), .symbol(symbol("second"))])
        #expect(try method(durations, "string", argument(.double(3725), "from")) == "\"1:02:05\"")
        #expect(try method(durations, "string", argument(.double(125), "from")) == "\"2:05\"")
        instance.fields["unitsStyle"] = .symbol(symbol("abbreviated"))
        #expect(try method(durations, "string", argument(.double(3725), "from")) == "\"1h 2m 5s\"")
        instance.fields["unitsStyle"] = .symbol(symbol("full"))
        #expect(try method(durations, "string", argument(.double(3660), "from")) == "\"1 hour, 1 minute\"")
        instance.fields["unitsStyle"] = .symbol(symbol("positional"))
        instance.fields["allowedUnits"] = .array([.symbol(symbol("minute")), .symbol(symbol("second"))])
        instance.fields["zeroFormattingBehavior"] = .symbol(symbol("pad"))
        #expect(try method(durations, "string", argument(.double(65), "from")) == "\"01:05\"")
        let iso = try #require(try library.call("ISO8601DateFormatter", arguments: []))
        #expect(try method(iso, "string", argument(.date(now), "from")) == "\"2026-06-08T09:41:00Z\"")
    }

    @Test func numberFormatter() throws {
        let formatter = try #require(try library.call("NumberFormatter", arguments: []))
        guard case .instance(let instance) = formatter else { Issue.record("not an instance"); return }
        #expect(try method(formatter, "string", argument(.double(1234.5), "from")) == "\"1234\"")
        instance.fields["numberStyle"] = .symbol(symbol("decimal"))
        #expect(try method(formatter, "string", argument(.double(1234.5678), "from")) == "\"1,234.568\"")
        instance.fields["maximumFractionDigits"] = .int(1)
        #expect(try method(formatter, "string", argument(.double(1234.5678), "from")) == "\"1,234.6\"")
        #expect(try property(formatter, "minimumFractionDigits") == "0")
        instance.fields["numberStyle"] = .symbol(symbol("percent"))
        instance.fields["maximumFractionDigits"] = nil
        #expect(try method(formatter, "string", argument(.double(0.425), "from")) == "\"42%\"")
        instance.fields["numberStyle"] = .symbol(symbol("currency"))
        instance.fields["currencyCode"] = .string("EUR")
        #expect(try method(formatter, "string", argument(.int(5), "from")) == "\"€5.00\"")
        instance.fields["numberStyle"] = .symbol(symbol("ordinal"))
        #expect(try method(formatter, "string", argument(.int(22), "from")) == "\"22nd\"")
    }

    @Test func measurements() throws {
        let celsius = try #require(try library.staticMember("celsius", of: "UnitTemperature"))
        let temperature = try #require(try library.call("Measurement", arguments: [argument(.int(21), "value"), argument(celsius, "unit")]))
        #expect(try method(temperature, "formatted") == "\"21°C\"")
        let fahrenheit = try #require(try library.staticMember("fahrenheit", of: "UnitTemperature"))
        let converted = try library.method("converted", of: temperature, arguments: [argument(fahrenheit, "to")])
        #expect(try method(converted ?? .null, "formatted") == "\"69.8°F\"")
        let kilometers = try #require(try library.staticMember("kilometers", of: "UnitLength"))
        let distance = try #require(try library.call("Measurement", arguments: [argument(.double(5), "value"), argument(kilometers, "unit")]))
        #expect(try method(distance, "formatted") == "\"5 km\"")
        #expect(try formatted(distance, symbol("measurement", [argument(.symbol(symbol("wide")), "width")])) == "\"5 kilometers\"")
    }

    /// `UUID()`: distinct identifiers, the same on every run; URLs (carried as their strings)
    /// give their path and grow by components, as an app group's database path is made.
    @Test func identifiersAndURLPaths() throws {
        let first = try #require(try library.call("UUID", arguments: []))
        let second = try #require(try library.call("UUID", arguments: []))
        #expect(try property(first, "uuidString") == "\"00000000-0000-4000-8000-000000000001\"")
        #expect(!first.isEqual(to: second))
        let container = Value.string("file:///private/var/mobile/Containers/Shared/AppGroup/group.example/")
        let database = try #require(try library.method("appendingPathComponent", of: container,
                                                        arguments: [argument(.string("db.sqlite")), argument(.symbol(symbol("database")), "conformingTo")]))
        #expect(try property(database, "path") == "\"/private/var/mobile/Containers/Shared/AppGroup/group.example/db.sqlite\"")
        #expect(try property(database, "lastPathComponent") == "\"db.sqlite\"")
        // The parts of a web address Foundation's URL gives, nil where there is none.
        let page = Value.string("https://news.example.com:8443/world/today?id=7#top")
        #expect(try property(page, "host") == "\"news.example.com\"")
        #expect(try property(page, "scheme") == "\"https\"")
        #expect(try property(page, "query") == "\"id=7\"")
        #expect(try property(page, "fragment") == "\"top\"")
        #expect(try property(page, "port") == "8443")
        #expect(try property(page, "pathComponents") == "[\"/\", \"world\", \"today\"]")
        #expect(try property(.string("https://brave.com"), "query") == "nil")
    }
}
