/// A view chosen by an environment value, as `switch family` or `if isLuminanceReduced` in a body.
public struct EnvironmentBranch: Sendable, Hashable {
    /// The environment values a widget can branch on.
    public enum Key: String, Sendable, CaseIterable, Hashable {
        case family, renderingMode, isLuminanceReduced, isPrivacyRedacted

        /// The case names each key accepts.
        public var caseNames: [String] {
            switch self {
            case .family: WidgetFamily.allCases.map(\.rawValue)
            case .renderingMode: RenderingMode.allCases.map(\.rawValue)
            case .isLuminanceReduced, .isPrivacyRedacted: ["true", "false"]
            }
        }

        /// The key's current value in an environment, as a case name.
        public func value(in environment: WidgetEnvironment) -> String {
            switch self {
            case .family: environment.family.rawValue
            case .renderingMode: environment.renderingMode.rawValue
            case .isLuminanceReduced: String(environment.isLuminanceReduced)
            case .isPrivacyRedacted: String(environment.isPrivacyRedacted)
            }
        }
    }

    /// `Switch` or `If`, as written.
    public var name: String
    public var key: Key
    public var cases: [(value: String, view: View)]
    public var otherwise: View?

    public init(name: String, key: Key, cases: [(value: String, view: View)], otherwise: View?) {
        self.name = name
        self.key = key
        self.cases = cases
        self.otherwise = otherwise
    }

    /// The view for an environment: the matching case, else the default, else nothing.
    public func choose(in environment: WidgetEnvironment) -> View {
        let current = key.value(in: environment)
        return cases.first(where: { $0.value == current })?.view ?? otherwise ?? .empty
    }

    public static func == (a: EnvironmentBranch, b: EnvironmentBranch) -> Bool {
        a.name == b.name && a.key == b.key && a.otherwise == b.otherwise
            && a.cases.map(\.value) == b.cases.map(\.value) && a.cases.map(\.view) == b.cases.map(\.view)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(key)
        hasher.combine(cases.map(\.value))
    }
}
