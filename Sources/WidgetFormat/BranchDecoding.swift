import ViewTree

/// `Switch` and `If`: views chosen by the environment.
extension WidgetDecoder {
    mutating func decodeSwitch(_ value: DocumentNode, depth: Int) -> EnvironmentBranch? {
        guard let entries = mapping(value, "Switch", example: "Switch: { on: family, cases: { circular: …view… } }") else { return nil }
        let fields = Fields(entries, at: value.location, context: "Switch", allowed: ["on", "cases", "default"], into: &diagnostics)
        guard let onNode = fields["on"] else {
            error(value.location, "a Switch needs 'on': one of " + EnvironmentBranch.Key.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        guard let key = enumeration(onNode, "environment value", as: EnvironmentBranch.Key.self) else { return nil }
        guard let casesNode = fields["cases"] else {
            error(value.location, "a Switch needs 'cases': a mapping from each value of '\(key.rawValue)' to a view")
            return nil
        }
        guard let caseEntries = mapping(casesNode, "cases", example: "cases: { circular: { Text: \"Hi\" } }") else { return nil }
        var cases: [(value: String, view: View)] = []
        for entry in caseEntries {
            guard key.caseNames.contains(entry.key) else {
                var message = "'\(entry.key)' is not a value of '\(key.rawValue)'"
                if let near = EditDistance.nearest(to: entry.key, in: key.caseNames) {
                    message += "; did you mean '\(near)'?"
                } else {
                    message += "; its values are " + key.caseNames.joined(separator: ", ")
                }
                error(entry.keyLocation, message)
                continue
            }
            if let view = decodeView(entry.value, depth: depth + 1) { cases.append((entry.key, view)) }
        }
        let otherwise = fields["default"].flatMap { decodeView($0, depth: depth + 1) }
        return EnvironmentBranch(name: "Switch", key: key, cases: cases, otherwise: otherwise)
    }

    mutating func decodeIf(_ value: DocumentNode, depth: Int) -> EnvironmentBranch? {
        guard let entries = mapping(value, "If", example: "If: { condition: isLuminanceReduced, then: …view…, else: …view… }") else { return nil }
        let fields = Fields(entries, at: value.location, context: "If", allowed: ["condition", "then", "else"], into: &diagnostics)
        guard let conditionNode = fields["condition"], case .scalar(let text, _, let location) = conditionNode, !conditionNode.isNull else {
            error(fields["condition"]?.location ?? value.location,
                  "an If needs 'condition', such as isLuminanceReduced, !isPrivacyRedacted or family == circular")
            return nil
        }
        guard let thenNode = fields["then"] else {
            error(value.location, "an If needs 'then': the view shown when the condition holds")
            return nil
        }
        guard let (key, matching, negated) = condition(text, at: location) else { return nil }
        guard let thenView = decodeView(thenNode, depth: depth + 1) else { return nil }
        let elseView = fields["else"].flatMap { decodeView($0, depth: depth + 1) }
        if negated {
            return EnvironmentBranch(name: "If", key: key, cases: [(matching, elseView ?? .empty)], otherwise: thenView)
        }
        return EnvironmentBranch(name: "If", key: key, cases: [(matching, thenView)], otherwise: elseView)
    }

    /// `isLuminanceReduced`, `!isPrivacyRedacted`, `family == circular`, `renderingMode != vibrant`.
    mutating func condition(_ text: String, at location: SourceLocation) -> (EnvironmentBranch.Key, String, Bool)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let keys = EnvironmentBranch.Key.allCases.map(\.rawValue)
        for op in ["==", "!="] where trimmed.contains(op) {
            let sides = trimmed.components(separatedBy: op).map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2, !sides[1].isEmpty, let key = EnvironmentBranch.Key(rawValue: sides[0]) else {
                error(location, "cannot read the condition '\(text)'; write NAME \(op) VALUE with NAME one of " + keys.joined(separator: ", "))
                return nil
            }
            guard key.caseNames.contains(sides[1]) else {
                error(location, "'\(sides[1])' is not a value of '\(key.rawValue)'; its values are " + key.caseNames.joined(separator: ", "))
                return nil
            }
            return (key, sides[1], op == "!=")
        }
        let negated = trimmed.hasPrefix("!")
        let name = negated ? String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces) : trimmed
        guard let key = EnvironmentBranch.Key(rawValue: name), key == .isLuminanceReduced || key == .isPrivacyRedacted else {
            var message = "cannot read the condition '\(text)'; write isLuminanceReduced, isPrivacyRedacted (either may start with '!'), or NAME == VALUE"
            if let near = EditDistance.nearest(to: name, in: ["isLuminanceReduced", "isPrivacyRedacted"]), near != name {
                message = "unknown condition '\(text)'; did you mean '\(negated ? "!" : "")\(near)'?"
            }
            error(location, message)
            return nil
        }
        return (key, "true", negated)
    }
}
