import Foundation

/// One Swift value as the evaluator holds it. Optionals are flattened: `nil` is `.null` and a
/// present value is the value itself, which is what widget code needs of them.
public indirect enum Value: @unchecked Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case character(Character)
    case date(Date)
    /// `nil`.
    case null
    /// `()`, what a function without a result returns.
    case void
    case array([Value])
    /// A dictionary in insertion order (keys compare with `Value.isEqual`).
    case dictionary([(key: Value, value: Value)])
    case tuple([TupleElement])
    /// `a...b` (closed) or `a..<b`; a missing bound is a one-sided range.
    case range(lower: Value?, upper: Value?, closed: Bool)
    case enumCase(EnumCaseValue)
    /// An instance of a struct or class declared in the source.
    case instance(Instance)
    case function(Function)
    /// A type used as a value: `Color`, `Entry`, `Int.self`.
    case type(String)
    /// An implicit member not yet given a type (`.caption`, `.system(size: 12)`, `.number.precision(…)`);
    /// whoever receives it reads it as the type it expects.
    case symbol(Symbol)
    /// A value of the host's vocabulary (a SwiftUI view, colour or font).
    case host(any HostValue)
    /// Something the evaluator could only approximate: the reason says what, for warnings and placeholders.
    case unknown(String)
}

/// A labelled or unlabelled member of a tuple.
public struct TupleElement: Sendable {
    public var label: String?
    public var value: Value
    public init(label: String?, value: Value) {
        self.label = label
        self.value = value
    }
}

/// A case of an enum declared in the source, with its raw value and associated values.
public struct EnumCaseValue: Sendable {
    public var typeName: String
    public var caseName: String
    public var associated: [TupleElement]
    public var rawValue: Value?
    public init(typeName: String, caseName: String, associated: [TupleElement] = [], rawValue: Value? = nil) {
        self.typeName = typeName
        self.caseName = caseName
        self.associated = associated
        self.rawValue = rawValue
    }
}

/// The stored properties of a struct or class instance. Structs are copied on assignment by the
/// evaluator; a class instance is shared, as in Swift.
public final class Instance: @unchecked Sendable {
    public let typeName: String
    public var fields: [String: Value]
    public let isReference: Bool

    public init(typeName: String, fields: [String: Value], isReference: Bool) {
        self.typeName = typeName
        self.fields = fields
        self.isReference = isReference
    }

    /// A copy for value semantics.
    public func copy() -> Instance {
        isReference ? self : Instance(typeName: typeName, fields: fields, isReference: false)
    }
}

/// A function value: a closure, a method bound to its receiver, or a function of the host or the
/// standard library.
public final class Function: @unchecked Sendable {
    public let name: String
    public let body: ([Argument]) throws -> Value
    /// For a closure written in the source: runs it as a result builder (`VStack { … }`), giving
    /// every value its statements list.
    public let builder: (([Argument]) throws -> [Value])?

    public init(name: String, body: @escaping ([Argument]) throws -> Value,
                builder: (([Argument]) throws -> [Value])? = nil) {
        self.name = name
        self.body = body
        self.builder = builder
    }

    public func call(_ arguments: [Argument]) throws -> Value { try body(arguments) }

    /// Calls with unlabelled arguments, as closures are called.
    public func call(_ values: Value...) throws -> Value { try body(values.map { Argument(label: nil, value: $0) }) }
}

/// An argument of a call: its label, if written, and its value.
public struct Argument: Sendable {
    public var label: String?
    public var value: Value
    public init(label: String?, value: Value) {
        self.label = label
        self.value = value
    }
}

/// An implicit member expression evaluated without knowing its type: `.caption`,
/// `.system(size: 12, weight: .bold)`, and what is called on it, `.caption.bold()`.
public struct Symbol: Sendable {
    public var name: String
    /// The call's arguments; nil when the member is not called.
    public var arguments: [Argument]?
    /// Members accessed or called on it, in order.
    public var chain: [Symbol]

    public init(name: String, arguments: [Argument]? = nil, chain: [Symbol] = []) {
        self.name = name
        self.arguments = arguments
        self.chain = chain
    }

    /// The argument with a label (nil for the first unlabelled one).
    public func argument(_ label: String?) -> Value? {
        arguments?.first(where: { $0.label == label })?.value
    }

    /// How the source writes it, without arguments: `.preview.displayString`.
    public var written: String {
        "." + ([name] + chain.map(\.name)).joined(separator: ".")
    }

    /// True when something was read from or called on the implicit member (`.preview.displayString`,
    /// `.init(…)`): a value of a type the files read do not declare, whose text is not known. A
    /// bare member (`.accessoryCircular`) is a case that shows its name, as Swift prints one.
    public var isValueOfUndeclaredType: Bool {
        !chain.isEmpty || arguments != nil
    }
}

/// A value of the host's vocabulary. The evaluator only carries it and asks the host about it.
public protocol HostValue: Sendable {
    /// The Swift type name, for messages and for extensions declared on it (`extension View`).
    var typeName: String { get }
    /// The protocols its type conforms to, for protocol extensions (`View`, `ShapeStyle`).
    var conformances: [String] { get }
    /// Equality with another host value.
    func isEqual(to other: any HostValue) -> Bool
}
