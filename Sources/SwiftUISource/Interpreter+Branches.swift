import SwiftSyntax
import ViewTree

/// `if` and `switch` on the environment: the branches the `ViewResolver` chooses between per
/// family, rendering mode, Always-On and privacy redaction.
extension Interpreter {
    /// A condition on one environment value: the value a case matches, and whether it is negated.
    struct Condition {
        var key: EnvironmentBranch.Key
        var value: String
        var negated: Bool
    }

    func ifBranch(_ branch: IfExprSyntax, _ scope: Scope) throws -> View {
        guard branch.conditions.count == 1, let first = branch.conditions.first, case .expression(let expression) = first.condition else {
            throw failure(branch.conditions, "an if reads one condition on the environment, such as isLuminanceReduced or family == .accessoryInline; 'if let', 'case' and lists of conditions are not supported")
        }
        let condition = try self.condition(expression, scope)
        let thenView = try combined(blockViews(branch.body.statements, scope), at: branch.body)
        var elseView: View?
        switch branch.elseBody {
        case .ifExpr(let nested)?: elseView = try ifBranch(nested, scope)
        case .codeBlock(let block)?: elseView = try combined(blockViews(block.statements, scope), at: block)
        case nil: elseView = nil
        }
        let chosen: EnvironmentBranch
        if condition.negated {
            chosen = EnvironmentBranch(name: "If", key: condition.key, cases: [(condition.value, elseView ?? .empty)], otherwise: thenView)
        } else {
            chosen = EnvironmentBranch(name: "If", key: condition.key, cases: [(condition.value, thenView)], otherwise: elseView)
        }
        return View(.branch(chosen), location: positions.location(of: branch))
    }

    func switchBranch(_ branch: SwitchExprSyntax, _ scope: Scope) throws -> View {
        guard case .environment(.branch(let key)) = try term(branch.subject, scope) else {
            throw failure(branch.subject, "a switch chooses on the environment: family, renderingMode or isLuminanceReduced (read through @Environment); lockscreen-tui does not run code, so it cannot switch on entry values — put the text to show in the entry file")
        }
        var cases: [(value: String, view: View)] = []
        var otherwise: View?
        for item in branch.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else {
                throw failure(item, "#if inside a switch is not supported")
            }
            let view = try combined(blockViews(switchCase.statements, scope), at: switchCase)
            switch switchCase.label {
            case .default: otherwise = view
            case .case(let label):
                for caseItem in label.caseItems {
                    if let clause = caseItem.whereClause { throw failure(clause, "'where' in a case is not supported") }
                    guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else {
                        throw failure(caseItem.pattern, "write each case as a value, such as case .accessoryCircular:")
                    }
                    cases.append((try caseValue(pattern.expression, of: key), view))
                }
            }
        }
        return View(.branch(EnvironmentBranch(name: "Switch", key: key, cases: cases, otherwise: otherwise)), location: positions.location(of: branch))
    }

    private func blockViews(_ statements: CodeBlockItemListSyntax, _ scope: Scope) throws -> [View] {
        switch try execute(statements, in: Scope(parent: scope), buildsViews: true) {
        case .views(let views): return views
        case .returned(let expression, let bound): return [try view(expression, bound)]
        }
    }

    /// `isLuminanceReduced`, `!isLuminanceReduced`, `family == .accessoryCircular`,
    /// `renderingMode != .vibrant`, `redactionReasons.contains(.privacy)`, `redactionReasons.isEmpty`.
    func condition(_ expression: ExprSyntax, _ scope: Scope) throws -> Condition {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            var inner = try condition(prefix.expression, scope)
            inner.negated.toggle()
            return inner
        }
        if let sequence = expression.as(SequenceExprSyntax.self),
           case .operation(let op, .operand(let left), .operand(let right), let token) = try FoldedExpression.fold(sequence, positions: positions) {
            guard op == "==" || op == "!=" else {
                if case .entry(let reference) = try term(left, scope) { throw failure(left, conditionOnEntry(reference.description)) }
                throw failure(token, "'\(op)' is not read in a condition; compare one environment value with == or !=")
            }
            var result = try condition(left, scope, comparedWith: right)
            if op == "!=" { result.negated.toggle() }
            return result
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = access.base, access.declName.baseName.text == "contains", case .environment(.redactionReasons) = try term(base, scope) {
            guard call.arguments.count == 1, let reason = call.arguments.first?.expression else {
                throw failure(call, "write redactionReasons.contains(.privacy)")
            }
            return try redaction(reason, scope)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.baseName.text == "isEmpty",
           case .environment(.redactionReasons) = try term(base, scope) {
            return Condition(key: .isPrivacyRedacted, value: "true", negated: true)
        }
        switch try term(expression, scope) {
        case .environment(.branch(let key)) where key == .isLuminanceReduced:
            return Condition(key: key, value: "true", negated: false)
        case .environment(.branch(let key)):
            throw failure(expression, "compare \(key.rawValue) with a value: \(key.rawValue) == .\(caseExample(key))")
        case .environment(.redactionReasons):
            throw failure(expression, "write redactionReasons.contains(.privacy) or redactionReasons.isEmpty")
        case .entry(let reference):
            throw failure(expression, conditionOnEntry(reference.description))
        case .views, .expression:
            throw failure(expression, "an if reads a condition on the environment: isLuminanceReduced, family == .accessoryCircular, renderingMode == .vibrant or redactionReasons.contains(.privacy) (each read through @Environment)")
        }
    }

    private func condition(_ left: ExprSyntax, _ scope: Scope, comparedWith right: ExprSyntax) throws -> Condition {
        switch try term(left, scope) {
        case .environment(.branch(let key)):
            return Condition(key: key, value: try caseValue(right, of: key), negated: false)
        case .environment(.redactionReasons):
            return try redaction(right, scope)
        case .entry(let reference):
            throw failure(left, conditionOnEntry(reference.description))
        default:
            throw failure(left, "compare an environment value read through @Environment, such as family == .accessoryCircular")
        }
    }

    private func conditionOnEntry(_ name: String) -> String {
        "lockscreen-tui does not run code, so an if on the entry value '\(name)' cannot be previewed; branch on the environment (family, renderingMode, isLuminanceReduced, redactionReasons), and put what differs per entry in the entry file"
    }

    private func redaction(_ reason: ExprSyntax, _ scope: Scope) throws -> Condition {
        let (name, found) = try memberName(reason, scope, "redaction reason")
        guard name == "privacy" else {
            throw failure(found, "only .privacy redaction is part of the Lock Screen preview (--privacy); .\(name) is a modifier: use .redacted(reason: .\(name)) on a view")
        }
        return Condition(key: .isPrivacyRedacted, value: "true", negated: false)
    }

    /// `.accessoryCircular` → `circular`, `.vibrant` → `vibrant`, `true` → `true`.
    func caseValue(_ expression: ExprSyntax, of key: EnvironmentBranch.Key) throws -> String {
        if let literal = expression.as(BooleanLiteralExprSyntax.self), key == .isLuminanceReduced {
            return literal.literal.text
        }
        guard let access = expression.as(MemberAccessExprSyntax.self) else {
            throw failure(expression, "expected a value of \(key.rawValue) such as .\(caseExample(key))")
        }
        let name = access.declName.baseName.text
        switch key {
        case .family:
            if name.hasPrefix("accessory"), let family = WidgetFamily(name: name), family.widgetKitName == name { return family.rawValue }
            let names = WidgetFamily.allCases.map(\.widgetKitName)
            if let near = EditDistance.nearest(to: name, in: names) {
                throw failure(access.declName, "unknown family '.\(name)'; did you mean '.\(near)'?")
            }
            throw failure(access.declName, "'.\(name)' is not a Lock Screen family; lockscreen-tui previews " + names.map { "." + $0 }.joined(separator: ", "))
        case .renderingMode:
            if RenderingMode(rawValue: name) != nil { return name }
            throw failure(access.declName, "unknown rendering mode '.\(name)'; expected .fullColor, .accented or .vibrant")
        case .isLuminanceReduced, .isPrivacyRedacted:
            throw failure(expression, "expected true or false")
        }
    }

    private func caseExample(_ key: EnvironmentBranch.Key) -> String {
        key == .family ? "accessoryCircular" : key == .renderingMode ? "vibrant" : "true"
    }
}
