/// One environment variable's value that names a terminal, and how it reads as a reason.
public struct EnvironmentSign: Sendable, Hashable {
    public enum Test: Sendable, Hashable {
        /// The variable is set and not empty.
        case isSet
        case equals(String)
        case hasPrefix(String)
        /// A decimal number at least this large (`VTE_VERSION=7600`).
        case atLeast(Int)
    }

    public var variable: String
    public var test: Test

    public init(_ variable: String, _ test: Test) {
        self.variable = variable
        self.test = test
    }

    /// The reason when `environment` shows this sign ("KITTY_WINDOW_ID is set",
    /// "TERM=xterm-kitty"); nil when it does not.
    public func reason(in environment: [String: String]) -> String? {
        guard let value = environment[variable], !value.isEmpty else { return nil }
        switch test {
        case .isSet:
            return "\(variable) is set"
        case .equals(let expected):
            return value == expected ? "\(variable)=\(value)" : nil
        case .hasPrefix(let prefix):
            return value.hasPrefix(prefix) ? "\(variable)=\(value)" : nil
        case .atLeast(let minimum):
            guard let number = Int(value), number >= minimum else { return nil }
            return "\(variable)=\(value)"
        }
    }

    /// How far the sign is trusted when several terminals show: `TERM` first (the innermost
    /// terminal sets it, and a terminal started from another one replaces it), then
    /// `TERM_PROGRAM` (likewise, but some terminals leave it alone), then variables that only one
    /// terminal sets and that a terminal started inside it inherits unchanged.
    var rank: Int {
        switch variable {
        case "TERM": 0
        case "TERM_PROGRAM": 1
        default: 2
        }
    }
}
