import Foundation
import SwiftSyntax
import ViewTree

/// Numbers, booleans, names of cases, ranges and moments.
extension Interpreter {
    /// A number written in place (literals, `-x`, `+ - * /` on literals, `.infinity` where allowed).
    func number(_ expression: ExprSyntax, _ scope: Scope, _ what: String, minimum: Double? = nil, maximum: Double? = nil,
                allowInfinity: Bool = false) throws -> Double {
        let value = try numberValue(expression, scope, what, allowInfinity: allowInfinity)
        if let minimum, value < minimum {
            throw failure(expression, "'\(what)' must be at least \(NumberFormat.plain(minimum)), found \(NumberFormat.plain(value))")
        }
        if let maximum, value > maximum {
            throw failure(expression, "'\(what)' must be at most \(NumberFormat.plain(maximum)), found \(NumberFormat.plain(value))")
        }
        return value
    }

    private func numberValue(_ expression: ExprSyntax, _ scope: Scope, _ what: String, allowInfinity: Bool) throws -> Double {
        switch try term(expression, scope) {
        case .entry(let reference):
            throw failure(expression, "'\(what)' must be a number written here, not the entry value '\(reference)'; lockscreen-tui does not compute with entry values — put the finished number in the entry file and use it where a view takes an entry value (Gauge value:, ProgressView value:, Text)")
        case .environment, .views:
            throw failure(expression, "expected a number for '\(what)'")
        case .expression(let found, let bound):
            if let integer = found.as(IntegerLiteralExprSyntax.self), let value = integer.representedLiteralValue { return Double(value) }
            if let float = found.as(FloatLiteralExprSyntax.self), let value = float.representedLiteralValue { return value }
            if let prefix = found.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                return -(try numberValue(prefix.expression, bound, what, allowInfinity: false))
            }
            if let sequence = found.as(SequenceExprSyntax.self) {
                return try arithmetic(try FoldedExpression.fold(sequence, positions: positions), bound, what)
            }
            if let access = found.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "infinity",
               access.base == nil || isName(access.base, "Double") || isName(access.base, "CGFloat") {
                guard allowInfinity else { throw failure(found, "'\(what)' must be a finite number") }
                return .infinity
            }
            throw failure(found, "expected a number for '\(what)', found '\(shortened(found))'")
        }
    }

    private func arithmetic(_ folded: FoldedExpression, _ scope: Scope, _ what: String) throws -> Double {
        switch folded {
        case .operand(let expression): return try numberValue(expression, scope, what, allowInfinity: false)
        case .operation(let op, let left, let right, let token):
            let a = try arithmetic(left, scope, what), b = try arithmetic(right, scope, what)
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/":
                guard b != 0 else { throw failure(token, "division by zero") }
                return a / b
            default: throw failure(token, "'\(op)' does not make a number; expected a number for '\(what)'")
            }
        }
    }

    /// A number written here, or an entry value holding one.
    func quantity(_ expression: ExprSyntax, _ scope: Scope, _ what: String) throws -> Quantity {
        if case .entry(let reference) = try term(expression, scope) {
            return .entry(try use(reference, as: .number, at: expression))
        }
        return .literal(try number(expression, scope, what))
    }

    func bool(_ expression: ExprSyntax, _ scope: Scope, _ what: String) throws -> Bool {
        guard case .expression(let found, _) = try term(expression, scope), let literal = found.as(BooleanLiteralExprSyntax.self) else {
            throw failure(expression, "expected true or false for '\(what)'; lockscreen-tui does not read entry values or conditions here")
        }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// A string literal without interpolation.
    func literalString(_ expression: ExprSyntax, _ scope: Scope, _ what: String) throws -> String {
        guard case .expression(let found, _) = try term(expression, scope), let literal = found.as(StringLiteralExprSyntax.self),
              let text = literal.representedLiteralValue else {
            throw failure(expression, "expected a string literal for '\(what)', such as \"heart.fill\"")
        }
        return text
    }

    /// The name of an implicit member (`.leading`), or a type's member (`HorizontalAlignment.leading`).
    func memberName(_ expression: ExprSyntax, _ scope: Scope, _ what: String) throws -> (String, ExprSyntax) {
        guard case .expression(let found, _) = try term(expression, scope), let access = found.as(MemberAccessExprSyntax.self),
              access.base == nil || access.base!.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true else {
            throw failure(expression, "expected a \(what) such as .\(whatExample(what)), found '\(shortened(expression))'")
        }
        return (access.declName.baseName.text, found)
    }

    func member<T: RawRepresentable & CaseIterable>(_ expression: ExprSyntax, _ scope: Scope, _ what: String, as type: T.Type) throws -> T
    where T.RawValue == String {
        let (name, found) = try memberName(expression, scope, what)
        if let value = T(rawValue: name) { return value }
        let names = T.allCases.map(\.rawValue)
        if let near = EditDistance.nearest(to: name, in: names) {
            throw failure(found, "unknown \(what) '.\(name)'; did you mean '.\(near)'?")
        }
        throw failure(found, "unknown \(what) '.\(name)'; expected one of " + names.map { "." + $0 }.joined(separator: ", "))
    }

    private func whatExample(_ what: String) -> String {
        what.contains("alignment") ? "leading" : "horizontal"
    }

    /// `.horizontal`, `.vertical` or `[.horizontal, .vertical]`.
    func axisSet(_ expression: ExprSyntax, _ scope: Scope) throws -> Set<Axis> {
        if case .expression(let found, let bound) = try term(expression, scope), let array = found.as(ArrayExprSyntax.self) {
            return Set(try array.elements.map { try axis($0.expression, bound) })
        }
        return [try axis(expression, scope)]
    }

    private func axis(_ expression: ExprSyntax, _ scope: Scope) throws -> Axis {
        let (name, found) = try memberName(expression, scope, "axis")
        guard let axis = Axis(rawValue: name) else { throw failure(found, "unknown axis '.\(name)'; expected .horizontal or .vertical") }
        return axis
    }

    /// `lower...upper`: the two sides of a closed range.
    func rangeBounds(_ expression: ExprSyntax, _ scope: Scope) throws -> (FoldedExpression, FoldedExpression, Scope) {
        if case .expression(let found, let bound) = try term(expression, scope), let sequence = found.as(SequenceExprSyntax.self),
           case .operation(let op, let lower, let upper, let token) = try FoldedExpression.fold(sequence, positions: positions) {
            guard op == "..." else { throw failure(token, "write a closed range, lower...upper (SwiftUI takes a ClosedRange here)") }
            return (lower, upper, bound)
        }
        throw failure(expression, "expected a range such as 0...100, found '\(shortened(expression))'")
    }

    /// A gauge's `in:` range, lower bound below upper as SwiftUI needs.
    func numberRange(_ expression: ExprSyntax, _ scope: Scope) throws -> (Double, Double) {
        let (lowerSide, upperSide, bound) = try rangeBounds(expression, scope)
        let lower = try arithmeticOperand(lowerSide, bound), upper = try arithmeticOperand(upperSide, bound)
        guard lower < upper else {
            let l = NumberFormat.plain(lower), u = NumberFormat.plain(upper)
            throw failure(expression, lower == upper
                          ? "the range \(l)...\(u) is empty; the upper bound must be above the lower bound"
                          : "the range is reversed (\(l) is above \(u)); write \(u)...\(l) (SwiftUI traps on a reversed range)")
        }
        return (lower, upper)
    }

    private func arithmeticOperand(_ folded: FoldedExpression, _ scope: Scope) throws -> Double {
        switch folded {
        case .operand(let expression): return try number(expression, scope, "in")
        case .operation: return try arithmetic(folded, scope, "in")
        }
    }

    /// A `timerInterval:` range of two moments.
    func dateRange(_ expression: ExprSyntax, _ scope: Scope) throws -> (DateSpec, DateSpec) {
        let (lowerSide, upperSide, bound) = try rangeBounds(expression, scope)
        let start = try moment(lowerSide, bound), end = try moment(upperSide, bound)
        if case .offset(let s) = start, case .offset(let e) = end, e < s {
            throw failure(expression, "the interval ends before it starts; write start...end")
        }
        return (start, end)
    }

    func moment(_ folded: FoldedExpression, _ scope: Scope) throws -> DateSpec {
        switch folded {
        case .operand(let expression): return try moment(expression, scope)
        case .operation(let op, let left, .operand(let right), let token) where op == "+" || op == "-":
            let base = try moment(left, scope)
            let seconds = try number(right, scope, "seconds") * (op == "-" ? -1 : 1)
            return try shifted(base, by: seconds, at: token)
        case .operation(_, _, _, let token):
            throw failure(token, "expected a moment: entry.date, Date(), Date.now, or one of them + seconds")
        }
    }

    /// A moment: an entry value holding one, `Date()`/`Date.now`/`.now`, `Date(timeIntervalSinceNow:)`,
    /// `Date(timeIntervalSince1970:)`, or one of these `.addingTimeInterval(seconds)`.
    func moment(_ expression: ExprSyntax, _ scope: Scope) throws -> DateSpec {
        switch try term(expression, scope) {
        case .entry(let reference):
            return .entry(try use(reference, as: .date, at: expression))
        case .environment, .views:
            throw failure(expression, "expected a moment, such as entry.date or Date()")
        case .expression(let found, let bound):
            if let sequence = found.as(SequenceExprSyntax.self) {
                return try moment(try FoldedExpression.fold(sequence, positions: positions), bound)
            }
            if let access = found.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "now",
               access.base == nil || isName(access.base, "Date") {
                return .offset(0)
            }
            if let call = found.as(FunctionCallExprSyntax.self) {
                if isName(call.calledExpression, "Date") {
                    var arguments = Arguments(call, callee: "Date", firstTrailingClosure: nil)
                    var result = DateSpec.offset(0)
                    if let seconds = arguments.take("timeIntervalSinceNow") {
                        result = .offset(try number(seconds, bound, "timeIntervalSinceNow"))
                    } else if let seconds = arguments.take("timeIntervalSince1970") {
                        result = .absolute(Date(timeIntervalSince1970: try number(seconds, bound, "timeIntervalSince1970")))
                    }
                    try arguments.finish(positions, accepted: ["timeIntervalSinceNow:", "timeIntervalSince1970:"])
                    return result
                }
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
                   access.declName.baseName.text == "addingTimeInterval" {
                    var arguments = Arguments(call, callee: "addingTimeInterval", firstTrailingClosure: nil)
                    guard let seconds = arguments.take(nil) else { throw failure(call, "addingTimeInterval needs the seconds to add") }
                    try arguments.finish(positions, accepted: ["_ seconds"])
                    return try shifted(try moment(base, bound), by: try number(seconds, bound, "seconds"), at: access)
                }
            }
            throw failure(found, "expected a moment: entry.date (an entry value), Date(), Date.now, Date(timeIntervalSinceNow:), or one of them .addingTimeInterval(seconds)")
        }
    }

    private func shifted(_ base: DateSpec, by seconds: Double, at node: some SyntaxProtocol) throws -> DateSpec {
        switch base {
        case .offset(let s): return .offset(s + seconds)
        case .absolute(let date): return .absolute(date.addingTimeInterval(seconds))
        case .entry(let reference):
            throw failure(node, "lockscreen-tui does not compute with entry values; put the moment '\(reference)' + \(NumberFormat.plain(seconds)) s in the entry file as its own value")
        }
    }
}
