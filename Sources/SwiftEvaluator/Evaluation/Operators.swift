import Foundation
import SwiftSyntax

/// Swift's binary operators on values: arithmetic that traps where Swift traps, comparison,
/// ranges, string and array concatenation, and date arithmetic.
enum Operators {
    /// An implicit member (`.zero`, `.indicatorRange`) read as the type of the number beside it;
    /// a `CGFloat` or `Double` extension's statics count for either, as Swift converts them.
    private static func resolve(_ symbol: Symbol, besideA other: Value, _ evaluator: Evaluator, at node: some SyntaxProtocol) throws -> Value? {
        let types: [String]
        switch other {
        case .int: types = ["Int", "Double", "CGFloat"]
        case .double: types = ["Double", "CGFloat", "Float"]
        default: return nil
        }
        for typeName in types {
            if let found = try evaluator.resolveSymbol(symbol, as: typeName, at: node) { return found }
        }
        return nil
    }

    static func binary(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol, _ evaluator: Evaluator) throws -> Value {
        var left = left, right = right
        // `.indicatorRange / Double(total)`: an implicit member takes the other operand's type.
        if case .symbol(let symbol) = left, let resolved = try resolve(symbol, besideA: right, evaluator, at: node) { left = resolved }
        if case .symbol(let symbol) = right, let resolved = try resolve(symbol, besideA: left, evaluator, at: node) { right = resolved }
        // An operator the values' type declares (`static func <` of a `Comparable` struct); only
        // values of the files' types can have one, so numbers and strings do not look.
        if left.isInstanceOrCase || right.isInstanceOrCase, let found = try evaluator.declaredComparison(op, left, right, at: node) {
            return found
        }
        if case .host = left, let found = try evaluator.consultedHost?.binary(op, left, right, at: Syntax(node), in: evaluator) { return found }
        if case .host = right, let found = try evaluator.consultedHost?.binary(op, left, right, at: Syntax(node), in: evaluator) { return found }
        if case .unknown = left { return comparison(op) ? .bool(false) : left }
        if case .unknown = right { return comparison(op) ? .bool(false) : right }
        switch op {
        case "==": return .bool(left.isEqual(to: right))
        case "!=": return .bool(!left.isEqual(to: right))
        case "===": return .bool(left.isEqual(to: right))
        case "!==": return .bool(!left.isEqual(to: right))
        case "<", ">", "<=", ">=":
            guard let less = left.isLess(than: right), let greater = right.isLess(than: left) else {
                return evaluator.approximated(node, "'\(op)' does not compare a \(left.typeName) with a \(right.typeName)")
            }
            switch op {
            case "<": return .bool(less)
            case ">": return .bool(greater)
            case "<=": return .bool(!greater)
            default: return .bool(!less)
            }
        case "...": return .range(lower: left, upper: right, closed: true)
        case "..<": return .range(lower: left, upper: right, closed: false)
        case "~=":
            if case .range = right { return .bool(RangeMatching.contains(right, left)) }
            return .bool(left.isEqual(to: right))
        default: break
        }
        switch (left, right) {
        case (.int(let a), .int(let b)): return try integer(op, a, b, at: node, evaluator)
        case (.int, .double), (.double, .int), (.double, .double): return try floating(op, left.number!, right.number!, at: node, evaluator)
        case (.string(let a), .string(let b)) where op == "+":
            try evaluator.limitLength(a.utf8.count + b.utf8.count, of: "string", at: node)
            return .string(a + b)
        case (.string(let a), .character(let b)) where op == "+": return .string(a + String(b))
        case (.character(let a), .string(let b)) where op == "+": return .string(String(a) + b)
        case (.array(let a), .array(let b)) where op == "+":
            try evaluator.limitLength(a.count + b.count, of: "array", at: node)
            return .array(a + b)
        case (.date(let d), _) where op == "+" && right.number != nil: return .date(d.addingTimeInterval(right.number!))
        case (_, .date(let d)) where op == "+" && left.number != nil: return .date(d.addingTimeInterval(left.number!))
        case (.date(let d), _) where op == "-" && right.number != nil: return .date(d.addingTimeInterval(-right.number!))
        case (.date(let a), .date(let b)) where op == "-": return .double(a.timeIntervalSince(b))
        case (.bool(let a), .bool(let b)) where op == "&&" || op == "||": return .bool(op == "&&" ? a && b : a || b)
        default:
            return evaluator.approximated(node, "'\(op)' is not provided for a \(left.typeName) and a \(right.typeName)")
        }
    }

    static func comparison(_ op: String) -> Bool {
        ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op)
    }

    static func integer(_ op: String, _ a: Int, _ b: Int, at node: some SyntaxProtocol, _ evaluator: Evaluator) throws -> Value {
        let result: (Int, Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/", "%":
            guard b != 0 else { throw evaluator.failure(node, "division by zero; Swift stops here") }
            result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(a << b)
        case ">>": return .int(a >> b)
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        default: return evaluator.approximated(node, "'\(op)' is not provided for Int")
        }
        if result.1 { throw evaluator.failure(node, "arithmetic overflow (\(a) \(op) \(b)); Swift stops here") }
        return .int(result.0)
    }

    static func floating(_ op: String, _ a: Double, _ b: Double, at node: some SyntaxProtocol, _ evaluator: Evaluator) throws -> Value {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": return evaluator.approximated(node, "'%' is not defined for Double in Swift; use truncatingRemainder(dividingBy:)")
        default: return evaluator.approximated(node, "'\(op)' is not provided for Double")
        }
    }
}

/// Whether a range holds a value (`case 0..<10:`, `range.contains(x)`).
enum RangeMatching {
    static func contains(_ range: Value, _ value: Value) -> Bool {
        guard case .range(let lower, let upper, let closed) = range else { return false }
        if let lower, let less = value.isLess(than: lower), less { return false }
        if let lower, value.isLess(than: lower) == nil { return false }
        if let upper {
            guard let below = value.isLess(than: upper) else { return false }
            return closed ? below || value.isEqual(to: upper) : below
        }
        return true
    }
}
