import Foundation
import Localization

/// A `.stringsdict` format with its plural variables filled in: `"%#@days@ left"` with
/// `days` = {one: "%d day", other: "%d days"} and a count of 3 is `"%1$d days left"`, ready for
/// `String(format:)` with the same arguments.
enum PluralFormat {
    /// `format` with each `%#@name@` replaced by the form its argument's count takes in `locale`
    /// (the "other" form when the count is not known), the form's conversions pointed at that
    /// argument.
    static func choosing(_ format: String, variables: [String: [PluralCategory: String]], counts: [Double?], locale: PreviewLocale) -> String {
        var result = ""
        var rest = Substring(format)
        var nextArgument = 1
        while let start = rest.range(of: "%") {
            result += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            // An optional position, "1$", then "#@name@".
            let digits = rest.prefix { $0.isNumber }
            var position: Int?
            var afterPosition = rest
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                position = Int(digits)
                afterPosition = rest.dropFirst(digits.count + 1)
            }
            guard afterPosition.hasPrefix("#@"), let close = afterPosition.dropFirst(2).firstIndex(of: "@") else {
                result += "%"
                if rest.first == "%" { result += "%"; rest = rest.dropFirst() }
                continue
            }
            let name = String(afterPosition[afterPosition.index(afterPosition.startIndex, offsetBy: 2)..<close])
            let argument = position ?? nextArgument
            if position == nil { nextArgument += 1 }
            let forms = variables[name] ?? [:]
            let count = counts.indices.contains(argument - 1) ? counts[argument - 1] : nil
            let category = count.map { PluralCategory.of($0, in: locale) } ?? .other
            let form = forms[category] ?? forms[.other] ?? ""
            result += positioned(form, at: argument)
            rest = afterPosition[afterPosition.index(after: close)...]
        }
        return result + rest
    }

    /// `form` with its unpositioned conversions (`%d`, `%lld`, `%@`) turned to `%n$…`.
    static func positioned(_ form: String, at argument: Int) -> String {
        var result = ""
        var characters = Substring(form)
        while let character = characters.popFirst() {
            result.append(character)
            guard character == "%" else { continue }
            if characters.first == "%" {
                result.append("%")
                characters = characters.dropFirst()
                continue
            }
            let digits = characters.prefix { $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" { continue }
            result += "\(argument)$"
        }
        return result
    }
}
