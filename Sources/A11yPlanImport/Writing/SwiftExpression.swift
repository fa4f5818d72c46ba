/// A Swift expression of the generated source, laid out as `swift format` leaves it under the
/// project's rules (120 columns, 4-space indents, existing line breaks kept).
///
/// An expression that fits on its line is written on it. One that does not is broken after its
/// opening parenthesis, one argument a line, indented once more, with the closing parenthesis on a
/// line of its own; an argument that still does not fit is broken the same way, and a labelled one
/// after its label.
indirect enum SwiftExpression: Sendable, Hashable {
    /// Source that is never broken: a literal or a member such as `.tab`.
    case atom(String)
    /// A call, `name(arguments)`; `name` may end a chain, as `.keys(.tab).phrased`.
    case call(String, [SwiftExpression])
    /// A call on an expression: `base.name(arguments)`.
    case chain(SwiftExpression, String, [SwiftExpression])
    /// An argument with its label: `given: "…"`.
    case labeled(String, SwiftExpression)
    /// An array literal, `[a, b]`; broken, one element a line, each with a trailing comma.
    case array([SwiftExpression])

    /// The longest a line may be.
    static let lineLength = 120

    /// The expression on one line.
    var flat: String {
        switch self {
        case .atom(let text): text
        case .call(let name, let arguments): "\(name)(\(arguments.map(\.flat).joined(separator: ", ")))"
        case .chain(let base, let name, let arguments):
            "\(base.flat).\(name)(\(arguments.map(\.flat).joined(separator: ", ")))"
        case .labeled(let label, let value): "\(label): \(value.flat)"
        case .array(let elements): "[\(elements.map(\.flat).joined(separator: ", "))]"
        }
    }

    /// The expression's lines at `indent` (in columns), after `prefix` and followed by `suffix`.
    func lines(indent: Int, prefix: String = "", suffix: String = "") -> [String] {
        let margin = String(repeating: " ", count: indent)
        let oneLine = margin + prefix + flat + suffix
        guard oneLine.count > Self.lineLength else { return [oneLine] }
        switch self {
        case .atom:
            return [oneLine]
        case .array(let elements):
            return elementLines(open: margin + prefix + "[", elements, indent: indent, close: "]" + suffix)
        case .call(let name, let arguments):
            // A call whose one argument is an array keeps its bracket on the call's line: `.all([`.
            if arguments.count == 1, case .array(let elements) = arguments[0] {
                return elementLines(open: margin + prefix + name + "([", elements, indent: indent, close: "])" + suffix)
            }
            return broken(head: prefix + name, arguments, indent: indent, suffix: suffix)
        case .chain(let base, let name, let arguments):
            return broken(head: prefix + base.flat + "." + name, arguments, indent: indent, suffix: suffix)
        case .labeled(let label, .atom(let value)):
            return [margin + prefix + label + ":", String(repeating: " ", count: indent + 4) + value + suffix]
        case .labeled(let label, let value):
            return value.lines(indent: indent, prefix: prefix + label + ": ", suffix: suffix)
        }
    }

    private func elementLines(open: String, _ elements: [SwiftExpression], indent: Int, close: String) -> [String] {
        var lines = [open]
        for element in elements { lines += element.lines(indent: indent + 4, suffix: ",") }
        lines.append(String(repeating: " ", count: indent) + close)
        return lines
    }

    private func broken(head: String, _ arguments: [SwiftExpression], indent: Int, suffix: String) -> [String] {
        let margin = String(repeating: " ", count: indent)
        guard !arguments.isEmpty else { return [margin + head + "()" + suffix] }
        var lines = [margin + head + "("]
        for (index, argument) in arguments.enumerated() {
            lines += argument.lines(indent: indent + 4, suffix: index == arguments.count - 1 ? "" : ",")
        }
        lines.append(margin + ")" + suffix)
        return lines
    }
}
