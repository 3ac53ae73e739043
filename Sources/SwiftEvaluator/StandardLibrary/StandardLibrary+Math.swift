import Foundation

/// The free functions of the standard library and Foundation's math: `min`, `max`, `abs`,
/// `round`, `sqrt`, `pow`, the trigonometric functions, `stride`, `zip`, `print`, `fatalError`.
extension StandardLibrary {
    static let unaryMath: [String: @Sendable (Double) -> Double] = [
        "round": { $0.rounded() }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
        "trunc": { $0.rounded(.towardZero) }, "sqrt": { $0.squareRoot() }, "cbrt": { Foundation.cbrt($0) },
        "exp": { Foundation.exp($0) }, "exp2": { Foundation.exp2($0) }, "log": { Foundation.log($0) },
        "log2": { Foundation.log2($0) }, "log10": { Foundation.log10($0) }, "log1p": { Foundation.log1p($0) },
        "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) },
        "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) }, "atan": { Foundation.atan($0) },
        "sinh": { Foundation.sinh($0) }, "cosh": { Foundation.cosh($0) }, "tanh": { Foundation.tanh($0) },
        "fabs": { Swift.abs($0) },
    ]
    static let binaryMath: [String: @Sendable (Double, Double) -> Double] = [
        "pow": { Foundation.pow($0, $1) }, "atan2": { Foundation.atan2($0, $1) }, "fmod": { Foundation.fmod($0, $1) },
        "hypot": { Foundation.hypot($0, $1) }, "fmin": { Swift.min($0, $1) }, "fmax": { Swift.max($0, $1) },
        "copysign": { Foundation.copysign($0, $1) }, "remainder": { Foundation.remainder($0, $1) },
    ]

    func mathFunction(_ name: String, _ arguments: Arguments) throws -> Value? {
        if let function = StandardLibrary.unaryMath[name], arguments.match(nil) {
            return .double(function(try arguments.double(0)))
        }
        if let function = StandardLibrary.binaryMath[name], arguments.match(nil, nil) {
            return .double(function(try arguments.double(0), try arguments.double(1)))
        }
        switch name {
        case "min", "max":
            guard arguments.count >= 2, arguments.list.allSatisfy({ $0.label == nil }) else { return nil }
            return try extreme(arguments.list.map(\.value), largest: name == "max", in: arguments.call)
        case "abs" where arguments.match(nil):
            switch arguments[0] {
            case .int(let i):
                guard i != Int.min else { throw arguments.fail("abs(Int.min) overflows Int; Swift traps") }
                return .int(Swift.abs(i))
            case .double(let d): return .double(Swift.abs(d))
            default: throw arguments.fail("abs(_:) expects a number, not \(Arguments.describe(arguments[0]))")
            }
        default:
            return nil
        }
    }

    /// The smallest or largest of comparable values; a Double among Ints makes the result a Double.
    func extreme(_ values: [Value], largest: Bool, in call: String) throws -> Value {
        guard var best = values.first else { throw EvaluationError("\(call): no values") }
        for value in values.dropFirst() {
            guard let less = value.isLess(than: best) else {
                throw EvaluationError("\(call): \(Arguments.describe(value)) and \(Arguments.describe(best)) cannot be compared")
            }
            if largest ? !less && !value.isEqual(to: best) : less { best = value }
        }
        if case .int(let i) = best, values.contains(where: { if case .double = $0 { true } else { false } }) {
            return .double(Double(i))
        }
        return best
    }

    func freeFunction(_ name: String, _ arguments: Arguments) throws -> Value? {
        switch name {
        case "print", "debugPrint", "dump", "NSLog":
            return .void
        case "zip" where arguments.match(nil, nil):
            let first = try elements(of: arguments[0], in: "zip"), second = try elements(of: arguments[1], in: "zip")
            return .array(zip(first, second).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) })
        case "stride" where arguments.match("from", "to", "by"), "stride" where arguments.match("from", "through", "by"):
            return try stride(arguments, through: arguments.list[1].label == "through")
        case "fatalError":
            let message = arguments.isEmpty ? "" : ": " + arguments[0].description
            throw EvaluationError("fatalError was called\(message)")
        case "assert", "assertionFailure":
            // Not evaluated in the optimised builds a device runs (`-O`), as Swift documents.
            return .void
        case "precondition":
            guard !arguments.isEmpty else { return nil }
            if case .bool(false) = arguments[0] {
                let message = arguments.count > 1 ? ": " + arguments[1].description : ""
                throw EvaluationError("\(name) failed\(message)")
            }
            return .void
        case "preconditionFailure":
            let message = arguments.isEmpty ? "" : ": " + arguments[0].description
            throw EvaluationError("\(name) was called\(message)")
        case "type" where arguments.match("of"):
            return .type(arguments[0].typeName)
        default:
            return nil
        }
    }

    /// The values of `stride(from:to:by:)` and `stride(from:through:by:)`, as an array.
    private func stride(_ arguments: Arguments, through: Bool) throws -> Value {
        let limit = StandardLibrary.elementLimit
        if case .int(let start) = arguments[0], case .int(let end) = arguments[1], case .int(let step) = arguments[2] {
            guard step != 0 else { throw arguments.fail("the stride must not be zero; Swift traps") }
            var values: [Value] = []
            var current = start
            while step > 0 ? (through ? current <= end : current < end) : (through ? current >= end : current > end) {
                values.append(.int(current))
                guard values.count <= limit else { throw arguments.fail("more than \(limit) values") }
                let (next, overflow) = current.addingReportingOverflow(step)
                if overflow { break }
                current = next
            }
            return .array(values)
        }
        let start = try arguments.double(0), end = try arguments.double(1), step = try arguments.double(2)
        guard step != 0, step.isFinite else { throw arguments.fail("the stride must be a finite non-zero number; Swift traps") }
        var values: [Value] = []
        var index = 0.0
        while true {
            let current = start + index * step
            let inside = step > 0 ? (through ? current <= end : current < end) : (through ? current >= end : current > end)
            guard inside else { break }
            values.append(.double(current))
            guard values.count <= limit else { throw arguments.fail("more than \(limit) values") }
            index += 1
        }
        return .array(values)
    }
}
