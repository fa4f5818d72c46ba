import A11yPlan

/// The YAML front matter of a Jekyll or Hugo page: the `---` block at the top, read as flat
/// `key: value` pairs (the keys test-plan pages use: `title`, `platform`, `id`, `source`).
///
/// libcmark knows no front matter (it would read the block as a rule and a heading), so the block is
/// taken off first and its lines left blank, which keeps every later line's number.
struct FrontMatter: Sendable, Hashable {
    /// The pairs in page order, keys lower-cased, values without their quotes.
    var fields: [Located<Pair>] = []
    /// Lines in the block that are not `key: value` pairs (nested YAML, lists).
    var unread: [Located<String>] = []

    /// One `key: value` line.
    struct Pair: Sendable, Hashable {
        /// The key, lower-cased.
        var key: String
        /// The value, trimmed and unquoted.
        var value: String
    }

    /// The value of `key`, if the block has it.
    func value(_ key: String) -> Located<String>? {
        fields.first { $0.value.key == key }.map { Located(value: $0.value.value, line: $0.line) }
    }

    /// The front matter of `source`, and the source with the block's lines blanked; a page without
    /// a block comes back unchanged with empty front matter.
    static func split(_ source: String) -> (FrontMatter, String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first?.trimmingCharacters == "---",
            let end = lines.indices.dropFirst().first(where: { ["---", "..."].contains(lines[$0].trimmingCharacters) })
        else { return (FrontMatter(), source) }
        var matter = FrontMatter()
        for index in 1..<end {
            let line = lines[index].trimmingCharacters
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard !lines[index].hasPrefix(" "), let colon = line.firstIndex(of: ":") else {
                matter.unread.append(Located(value: line, line: index + 1))
                continue
            }
            let key = String(line[..<colon]).trimmingCharacters.lowercased()
            let value = unquoted(withoutComment(String(line[line.index(after: colon)...])).trimmingCharacters)
            matter.fields.append(Located(value: Pair(key: key, value: value), line: index + 1))
        }
        for index in 0...end { lines[index] = "" }
        return (matter, lines.joined(separator: "\n"))
    }

    /// The platforms a `platform:` value names: one platform by its name or raw value in any case, or
    /// "native" for iOS and Android together; nil when it names none.
    /// A list (`[ios, android]`, `ios, android`) names each; any other word makes the value name none.
    static func platforms(named value: String) -> [Platform]? {
        var lowered = Substring(value.lowercased())
        if lowered.first == "[" && lowered.last == "]" { lowered = lowered.dropFirst().dropLast() }
        var found: [Platform] = []
        for item in lowered.split(separator: ",").map({ unquoted(String($0).trimmingCharacters) }) {
            if item == "native" {
                found += [.iOS, .android]
            } else if let platform = Platform.allCases.first(where: {
                $0.name.lowercased() == item || $0.rawValue == item
            }) {
                found.append(platform)
            } else {
                return nil
            }
        }
        let platforms = Platform.allCases.filter(found.contains)
        return platforms.isEmpty ? nil : platforms
    }

    /// The value without a YAML comment (a `#` after a space, outside quotes).
    private static func withoutComment(_ value: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for index in value.indices {
            let character = value[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && (previous == " " || previous == "\t") {
                return String(value[..<index])
            }
            previous = character
        }
        return value
    }

    /// A YAML scalar's text: single quotes with `''` for a quote, double quotes with backslash escapes.
    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" else {
            return value
        }
        let body = value.dropFirst().dropLast()
        if first == "'" { return String(body.replacing("''", with: "'")) }
        var text = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                text.append(character)
            }
        }
        return text
    }
}
