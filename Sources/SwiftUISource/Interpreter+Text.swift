import Foundation
import SwiftSyntax
import ViewTree

/// `Text`: literals and interpolation, `Text(verbatim:)`, formatted values, dates, `String(format:)`
/// and `Text + Text`.
extension Interpreter {
    func textRuns(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [TextRun] {
        var arguments = Arguments(call, callee: "Text", firstTrailingClosure: nil)
        let accepted = ["_ content", "verbatim:", "style:", "format:"]
        if let verbatim = arguments.take("verbatim") {
            try arguments.finish(positions, accepted: accepted)
            return StringPiece.runs(try string(verbatim, scope))
        }
        guard let content = arguments.take(nil) else {
            throw failure(call, "Text needs what to show: Text(\"Hi\"), Text(entry.date, style: .time) or Text(entry.price, format: .currency(code: \"USD\"))")
        }
        if let style = arguments.take("style") {
            let dateStyle = try member(style, scope, "date style", as: DateStyle.self)
            try arguments.finish(positions, accepted: accepted)
            return [TextRun(piece: .date(try moment(content, scope), dateStyle))]
        }
        if let format = arguments.take("format") {
            let numberFormat = try self.numberFormat(format, scope)
            try arguments.finish(positions, accepted: accepted)
            return [TextRun(piece: try formatted(content, numberFormat, scope))]
        }
        try arguments.finish(positions, accepted: accepted)
        return StringPiece.runs(try string(content, scope))
    }

    /// A number shown with a format: an entry value, or a literal formatted now.
    func formatted(_ expression: ExprSyntax, _ format: NumberFormat, _ scope: Scope) throws -> TextPiece {
        if case .entry(let reference) = try term(expression, scope) {
            return .value(try use(reference, as: .number, at: expression), format)
        }
        return .template([.literal(format.format(try number(expression, scope, "value")))])
    }

    /// The pieces of a string: literals with interpolation, entry values, `String(format:)`, `+`.
    func string(_ expression: ExprSyntax, _ scope: Scope) throws -> [StringPiece] {
        switch try term(expression, scope) {
        case .entry(let reference):
            return [.part(.value(try use(reference, as: .any, at: expression)))]
        case .environment, .views:
            throw failure(expression, "expected text, such as \"Hi\" or entry.name")
        case .expression(let found, let bound):
            if let literal = found.as(StringLiteralExprSyntax.self) { return try stringLiteral(literal, bound) }
            if let sequence = found.as(SequenceExprSyntax.self) {
                return try concatenated(try FoldedExpression.fold(sequence, positions: positions), bound)
            }
            if let call = found.as(FunctionCallExprSyntax.self), isName(call.calledExpression, "String") {
                return try stringInitializer(call, bound)
            }
            throw failure(found, "expected text, such as \"Hi\", \"\\(entry.name)\" or String(format: \"%.1f\", entry.value), found '\(shortened(found))'")
        }
    }

    private func concatenated(_ folded: FoldedExpression, _ scope: Scope) throws -> [StringPiece] {
        switch folded {
        case .operand(let expression): return try string(expression, scope)
        case .operation("+", let left, let right, _): return try concatenated(left, scope) + concatenated(right, scope)
        case .operation(let op, _, _, let token): throw failure(token, "'\(op)' does not make text; join strings with +")
        }
    }

    func stringLiteral(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws -> [StringPiece] {
        if let whole = literal.representedLiteralValue { return [.part(.literal(whole))] }
        var pieces: [StringPiece] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let single = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                pieces.append(.part(.literal(single.representedLiteralValue ?? text.content.text)))
            case .expressionSegment(let interpolation):
                pieces.append(contentsOf: try interpolated(interpolation, scope))
            }
        }
        return pieces
    }

    /// `\(value)`, `\(value, format: …)`, `\(date, style: …)`, `\(value, specifier: "%.1f")`.
    private func interpolated(_ segment: ExpressionSegmentSyntax, _ scope: Scope) throws -> [StringPiece] {
        let items = Array(segment.expressions)
        guard let first = items.first, first.label == nil, items.count <= 2 else {
            throw failure(segment, "write \\(value), \\(value, format: …), \\(date, style: …) or \\(value, specifier: \"%.1f\")")
        }
        let value = first.expression
        if items.count == 2 {
            let option = items[1]
            switch option.label?.text {
            case "format"?: return [.run(try formatted(value, try numberFormat(option.expression, scope), scope))]
            case "style"?:
                return [.run(.date(try moment(value, scope), try member(option.expression, scope, "date style", as: DateStyle.self)))]
            case "specifier"?:
                return try printfPieces(literalString(option.expression, scope, "specifier"), [value], at: option.expression, scope)
            default:
                throw failure(option, "an interpolation takes format:, style: or specifier:")
            }
        }
        switch try term(value, scope) {
        case .entry(let reference):
            return [.part(.value(try use(reference, as: .any, at: value)))]
        case .expression(let found, let bound):
            if let integer = found.as(IntegerLiteralExprSyntax.self), let n = integer.representedLiteralValue {
                return [.part(.literal(String(n)))]
            }
            if found.is(FloatLiteralExprSyntax.self) || found.is(PrefixOperatorExprSyntax.self) {
                return [.part(.literal(String(try number(found, bound, "value"))))]
            }
            return try string(found, bound)
        case .environment, .views:
            throw failure(value, "an environment value or view cannot be shown in text; choose the text with if on it")
        }
    }

    /// `String(format: "%.1f°", entry.temperature)`, and `String(value)`.
    private func stringInitializer(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> [StringPiece] {
        var arguments = Arguments(call, callee: "String", firstTrailingClosure: nil)
        if let format = arguments.take("format") {
            var values: [ExprSyntax] = []
            while let value = arguments.take(nil) { values.append(value) }
            try arguments.finish(positions, accepted: ["format:", "_ values…"])
            return try printfPieces(literalString(format, scope, "format"), values, at: format, scope)
        }
        guard let value = arguments.take(nil) else { throw failure(call, "String needs a value, or format: with values") }
        try arguments.finish(positions, accepted: ["_ value", "format:"])
        return try interpolated(value, scope)
    }

    private func interpolated(_ value: ExprSyntax, _ scope: Scope) throws -> [StringPiece] {
        if case .expression(let found, let bound) = try term(value, scope),
           found.is(IntegerLiteralExprSyntax.self) || found.is(FloatLiteralExprSyntax.self) || found.is(PrefixOperatorExprSyntax.self) {
            return [.part(.literal(NumberFormat.plain(try number(found, bound, "value"))))]
        }
        return try string(value, scope)
    }

    /// A printf format with `%d`, `%i`, `%ld`, `%f`, `%.Nf`, `%@`, `%%`; a `+` flag shows the sign.
    func printfPieces(_ format: String, _ values: [ExprSyntax], at node: ExprSyntax, _ scope: Scope) throws -> [StringPiece] {
        var pieces: [StringPiece] = []
        var remaining = values[...]
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            pieces.append(.part(.literal(String(characters[..<percent]))))
            characters = characters[characters.index(after: percent)...]
            let specification = characters.prefix { !"dDiuf@%s".contains($0) }
            guard let conversion = characters.dropFirst(specification.count).first else {
                throw failure(node, "the format ends inside '%\(specification)'; formats take %d, %.1f, %@ or %%")
            }
            characters = characters.dropFirst(specification.count + 1)
            if conversion == "%" {
                pieces.append(.part(.literal("%")))
                continue
            }
            var flags = specification.filter { $0 != "l" }
            let showsSign = flags.first == "+"
            if showsSign { flags.removeFirst() }
            var digits: Int?
            if flags.hasPrefix(".") { digits = Int(flags.dropFirst()) }
            guard flags.isEmpty || (flags.hasPrefix(".") && digits != nil), conversion != "s" else {
                throw failure(node, "'%\(specification)\(conversion)' is not supported; formats take %d, %f, %.Nf, %+.Nf, %@ and %%")
            }
            guard let value = remaining.popFirst() else {
                throw failure(node, "the format has more conversions than values")
            }
            if conversion == "@" {
                pieces.append(contentsOf: try string(value, scope))
                continue
            }
            let format = NumberFormat(style: .number, fractionDigits: conversion == "f" ? digits ?? 6 : 0,
                                      alwaysShowSign: showsSign, groupsThousands: false)
            pieces.append(.run(try formatted(value, format, scope)))
        }
        pieces.append(.part(.literal(String(characters))))
        if let extra = remaining.first { throw failure(extra, "the format has no conversion for this value") }
        return pieces
    }

    /// `.number`, `.percent`, `.currency(code: "EUR")`, with `.precision(.fractionLength(n))`,
    /// `.sign(strategy: .always())` and `.grouping(.never)`.
    func numberFormat(_ expression: ExprSyntax, _ scope: Scope) throws -> NumberFormat {
        guard case .expression(let found, let bound) = try term(expression, scope) else {
            throw failure(expression, "expected a format such as .number, .percent or .currency(code: \"USD\")")
        }
        if let access = found.as(MemberAccessExprSyntax.self), access.base == nil {
            return NumberFormat(style: try member(found, bound, "number format", as: NumberFormat.Style.self))
        }
        guard let call = found.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw failure(found, "expected a format such as .number, .percent or .currency(code: \"USD\"), found '\(shortened(found))'")
        }
        let name = access.declName.baseName.text
        var arguments = Arguments(call, callee: name, firstTrailingClosure: nil)
        guard let base = access.base else {
            guard name == "currency", let code = arguments.take("code") else {
                throw failure(call, "expected .number, .percent or .currency(code: \"USD\")")
            }
            try arguments.finish(positions, accepted: ["code:"])
            let text = try literalString(code, bound, "code")
            guard text.count == 3, text.allSatisfy({ $0.isUppercase && $0.isASCII }) else {
                throw failure(code, "'\(text)' is not a currency code; write three capital letters such as USD or EUR")
            }
            return NumberFormat(style: .currency, currencyCode: text)
        }
        var format = try numberFormat(base, bound)
        switch name {
        case "precision":
            guard let option = arguments.take(nil), let length = option.as(FunctionCallExprSyntax.self),
                  length.calledExpression.trimmedDescription == ".fractionLength",
                  let digits = length.arguments.first?.expression, length.arguments.count == 1 else {
                throw failure(call, "write .precision(.fractionLength(2))")
            }
            let value = try number(digits, bound, "fractionLength", minimum: 0, maximum: 6)
            guard value == value.rounded() else { throw failure(digits, "'fractionLength' must be a whole number") }
            format.fractionDigits = Int(value)
            try arguments.finish(positions, accepted: ["_ precision"])
        case "sign":
            let strategy = arguments.take("strategy")?.trimmedDescription
            guard strategy == ".always()" || strategy == ".automatic" else {
                throw failure(call, "write .sign(strategy: .always()) or .sign(strategy: .automatic)")
            }
            format.alwaysShowSign = strategy == ".always()"
            try arguments.finish(positions, accepted: ["strategy:"])
        case "grouping":
            guard let option = arguments.take(nil) else { throw failure(call, "write .grouping(.never) or .grouping(.automatic)") }
            let (value, _) = try memberName(option, bound, "grouping")
            guard value == "never" || value == "automatic" else { throw failure(option, "write .grouping(.never) or .grouping(.automatic)") }
            format.groupsThousands = value == "automatic"
            try arguments.finish(positions, accepted: ["_ grouping"])
        default:
            throw failure(access.declName, "the format option '.\(name)' is not supported; formats take .precision(.fractionLength(n)), .sign(strategy: .always()) and .grouping(.never)")
        }
        return format
    }

    /// `Text + Text`: the runs of each side, with the Text modifiers on a side kept for its runs.
    func joinedText(_ folded: FoldedExpression, _ scope: Scope) throws -> View {
        View(.text(try joinedRuns(folded, scope)))
    }

    private func joinedRuns(_ folded: FoldedExpression, _ scope: Scope) throws -> [TextRun] {
        switch folded {
        case .operation("+", let left, let right, _):
            return try joinedRuns(left, scope) + joinedRuns(right, scope)
        case .operation(let op, _, _, let token):
            throw failure(token, "'\(op)' does not join views; Text values join with +")
        case .operand(let expression):
            let side = try view(expression, scope)
            guard case .text(var runs) = side.kind else {
                throw failure(expression, "'+' joins Text values, and this is \(side.kind.name); wrap text in Text(…)")
            }
            for modifier in side.modifiers {
                for index in runs.indices {
                    switch modifier {
                    case .font(let font): runs[index].style.font = runs[index].style.font ?? font
                    case .foregroundStyle(let color): runs[index].style.foreground = runs[index].style.foreground ?? color
                    case .bold(let on): runs[index].style.bold = runs[index].style.bold ?? on
                    case .italic(let on): runs[index].style.italic = runs[index].style.italic ?? on
                    case .monospacedDigit(let on): runs[index].style.monospacedDigit = runs[index].style.monospacedDigit ?? on
                    default:
                        throw failure(expression, "'+' joins Text values, and .\(modifier.name) makes this side a view; apply it to the joined text: (Text(…) + Text(…)).\(modifier.name)(…)")
                    }
                }
            }
            return runs
        }
    }
}
