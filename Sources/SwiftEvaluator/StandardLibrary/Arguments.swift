import Foundation

/// The arguments of one call to the standard library, read by position and label, with messages
/// that name the call.
struct Arguments {
    let list: [Argument]
    /// The called name, for messages.
    let call: String

    init(_ list: [Argument], call: String) {
        self.list = list
        self.call = call
    }

    var isEmpty: Bool { list.isEmpty }
    var count: Int { list.count }
    /// The labels as written, a trailing closure's nil.
    var labels: [String?] { list.map(\.label) }

    /// Whether the labels are exactly these; a closure may also come unlabelled (a trailing closure).
    func match(_ labels: String?...) -> Bool {
        guard labels.count == list.count else { return false }
        return zip(list, labels).allSatisfy { argument, label in
            if argument.label == label { return true }
            if argument.label == nil, case .function = argument.value { return true }
            return false
        }
    }

    subscript(position: Int) -> Value { list[position].value }

    /// The value of the argument with this label (nil: the first unlabelled one).
    func value(_ label: String?) -> Value? {
        list.first(where: { $0.label == label })?.value
    }

    func int(_ position: Int) throws -> Int { try Arguments.int(self[position], in: call) }
    func double(_ position: Int) throws -> Double { try Arguments.double(self[position], in: call) }
    func string(_ position: Int) throws -> String { try Arguments.string(self[position], in: call) }
    func date(_ position: Int) throws -> Date { try Arguments.date(self[position], in: call) }
    func function(_ position: Int) throws -> Function { try Arguments.function(self[position], in: call) }

    func fail(_ text: String) -> EvaluationError { EvaluationError("\(call): \(text)") }

    // MARK: Reading values

    /// An Int; a Double with an integral value is accepted (an integer the evaluator holds as a Double).
    static func int(_ value: Value, in call: String) throws -> Int {
        switch value {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 9.2e18: return Int(d)
        default: throw EvaluationError("\(call) expects an Int, not \(describe(value))")
        }
    }

    static func double(_ value: Value, in call: String) throws -> Double {
        guard let number = value.number else { throw EvaluationError("\(call) expects a number, not \(describe(value))") }
        return number
    }

    static func string(_ value: Value, in call: String) throws -> String {
        switch value {
        case .string(let s): return s
        case .character(let c): return String(c)
        default: throw EvaluationError("\(call) expects a String, not \(describe(value))")
        }
    }

    static func bool(_ value: Value, in call: String) throws -> Bool {
        guard case .bool(let b) = value else { throw EvaluationError("\(call) expects a Bool, not \(describe(value))") }
        return b
    }

    static func date(_ value: Value, in call: String) throws -> Date {
        guard case .date(let d) = value else { throw EvaluationError("\(call) expects a Date, not \(describe(value))") }
        return d
    }

    static func function(_ value: Value, in call: String) throws -> Function {
        guard case .function(let f) = value else { throw EvaluationError("\(call) expects a closure, not \(describe(value))") }
        return f
    }

    /// The name of an implicit member or enum case without arguments: `.day`, `.whitespaces`, `.up`.
    static func caseName(_ value: Value) -> String? {
        switch value {
        case .symbol(let symbol) where symbol.chain.isEmpty: return symbol.name
        case .enumCase(let e): return e.caseName
        default: return nil
        }
    }

    static func caseName(_ value: Value, in call: String) throws -> String {
        guard let name = caseName(value) else { throw EvaluationError("\(call) expects a case such as .day, not \(describe(value))") }
        return name
    }

    /// Calls a predicate closure; its result must be a Bool.
    static func test(_ predicate: Function, _ arguments: Value..., in call: String) throws -> Bool {
        let result = try predicate.call(arguments.map { Argument(label: nil, value: $0) })
        guard case .bool(let b) = result else {
            throw EvaluationError("\(call): the closure must return a Bool, not \(describe(result))")
        }
        return b
    }

    /// A value as messages show it: its type and, when short, its description.
    static func describe(_ value: Value) -> String {
        let text = value.debugDescription
        return text.count <= 40 ? "\(value.typeName) \(text)" : value.typeName
    }
}
