import SwiftSyntax

/// A binary expression (`a + b * c`, `-10...30`) as a tree, by Swift's precedence of the operators
/// lockscreen-tui reads. swift-syntax leaves operators unfolded, as a flat sequence.
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    case operation(String, FoldedExpression, FoldedExpression, operatorToken: TokenSyntax)

    /// Precedence of each operator; higher binds tighter.
    static let precedence: [String: Int] = [
        "*": 150, "/": 150, "+": 140, "-": 140, "...": 135, "..<": 135,
        "==": 130, "!=": 130, "<": 130, ">": 130, "<=": 130, ">=": 130, "&&": 120, "||": 110,
    ]

    static func fold(_ sequence: SequenceExprSyntax, positions: SourcePositions) throws -> FoldedExpression {
        var operands: [FoldedExpression] = []
        var operators: [TokenSyntax] = []
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 0 {
                operands.append(.operand(element))
                continue
            }
            if element.is(UnresolvedTernaryExprSyntax.self) {
                throw SourceError(location: positions.location(of: element),
                                  message: "the ternary operator ?: is not supported; lockscreen-tui does not run code: choose between views with if … else on the environment, or put the finished value in the entry file")
            }
            guard let binary = element.as(BinaryOperatorExprSyntax.self) else {
                throw SourceError(location: positions.location(of: element),
                                  message: "'\(element.trimmedDescription)' is not supported here; a widget body is evaluated without running code: write the result, or choose views with if on the environment")
            }
            guard precedence[binary.operator.text] != nil else {
                throw SourceError(location: positions.location(of: binary),
                                  message: "the operator '\(binary.operator.text)' is not supported; lockscreen-tui reads + - * / on numbers, + on Text and strings, ... for ranges, and == != ! for conditions")
            }
            operators.append(binary.operator)
        }
        var position = 0
        return climb(&position, operands: operands, operators: operators, minimum: 0)
    }

    /// Precedence climbing: `position` is the current operand; the operator after operand k is `operators[k]`.
    private static func climb(_ position: inout Int, operands: [FoldedExpression], operators: [TokenSyntax], minimum: Int) -> FoldedExpression {
        var left = operands[position]
        while position < operators.count, let level = precedence[operators[position].text], level >= minimum {
            let token = operators[position]
            position += 1
            let right = climb(&position, operands: operands, operators: operators, minimum: level + 1)
            left = .operation(token.text, left, right, operatorToken: token)
        }
        return left
    }
}
