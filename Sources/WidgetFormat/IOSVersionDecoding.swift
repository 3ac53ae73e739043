import Devices

/// `ios:` in arrangements and themes: the iOS version whose Lock Screen layout to draw.
extension WidgetDecoder {
    /// The version `node` names, checked against `LockScreenProfile`; nil, with an error at the
    /// node naming the versions there are, for any other.
    mutating func iosVersion(_ node: DocumentNode) -> String? {
        let versions = LockScreenProfile.allCases.map(\.rawValue)
        guard case .scalar(let text, _, let location) = node else {
            error(node.location, "'ios' is a version number: " + versions.joined(separator: ", "))
            return nil
        }
        guard versions.contains(text) else {
            error(location, "unknown iOS version '\(text)'; the Lock Screen layouts are those of iOS " + versions.joined(separator: ", "))
            return nil
        }
        return text
    }
}
