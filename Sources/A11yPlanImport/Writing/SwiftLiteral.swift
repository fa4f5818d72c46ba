/// Swift string literals for any text, safe to compile whatever the text holds.
///
/// Text with no quote and no backslash becomes an ordinary literal, `"…"`. Text with either becomes a
/// raw literal with one more `#` than the longest run of `#` after a quote or a backslash inside it,
/// so that nothing in the text can end the literal or start an escape: `#"say "hi""#`,
/// `##"a "# b"##`; `\(` then stays two characters. Line breaks, tabs and other invisible scalars
/// (controls, format characters such as bidirectional overrides but for the zero-width joiners that
/// emoji and scripts need, line and paragraph separators, unassigned and private-use scalars) are
/// written as escapes, so every literal is one line and shows what it holds; a combining mark that
/// would open the text is escaped too, so it cannot merge with the opening quote.
enum SwiftLiteral {
    /// One piece of a literal: text, or the source of an interpolated expression.
    enum Piece: Sendable, Hashable {
        /// Text, written so that it reads back as itself.
        case text(String)
        /// An expression to interpolate, such as `.role(.button)`.
        case interpolation(String)
    }

    /// The literal of `text`.
    static func string(_ text: String) -> String {
        string([.text(text)])
    }

    /// The literal of `pieces`: their text, with the expressions interpolated.
    static func string(_ pieces: [Piece]) -> String {
        var merged: [Piece] = []
        for piece in pieces {
            if case .text(let text) = piece, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + text)
            } else {
                merged.append(piece)
            }
        }
        let pieces = merged
        let texts = pieces.compactMap { piece -> String? in
            if case .text(let text) = piece { return text }
            return nil
        }
        let needsRaw = texts.contains { $0.contains("\"") || $0.contains("\\") }
        let hashes = needsRaw ? String(repeating: "#", count: texts.map(longestHashRun).max().map { $0 + 1 } ?? 1) : ""
        var body = ""
        for piece in pieces {
            switch piece {
            case .interpolation(let expression): body += "\\\(hashes)(\(expression))"
            case .text(let text): body += escaped(text, hashes: hashes, atStart: body.isEmpty)
            }
        }
        return "\(hashes)\"\(body)\"\(hashes)"
    }

    /// The longest run of `#` right after a quote or a backslash in `text`.
    private static func longestHashRun(_ text: String) -> Int {
        var longest = 0
        var run: Int?
        for character in text {
            if character == "#", let current = run {
                run = current + 1
                longest = max(longest, current + 1)
            } else {
                run = character == "\"" || character == "\\" ? 0 : nil
            }
        }
        return longest
    }

    private static func escaped(_ text: String, hashes: String, atStart: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let escape = "\\" + hashes
            switch scalar {
            case "\n": result += escape + "n"
            case "\r": result += escape + "r"
            case "\t": result += escape + "t"
            case "\0": result += escape + "0"
            default:
                let opens = atStart && result.isEmpty
                if isInvisible(scalar) || (opens && isCombining(scalar)) {
                    result += escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // The zero-width joiner and non-joiner are parts of words and emoji, not hidden controls.
        if scalar == "\u{200C}" || scalar == "\u{200D}" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: return true
        default: return false
        }
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isGraphemeExtend
        }
    }
}
