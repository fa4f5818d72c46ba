/// A translation's file in a catalog package, `Translations/<locale>.json`: the locale and one member
/// per unit, sorted by key, each with the source the translator saw and the target, as phrases encode
/// (a string, or a list of strings and one-key term objects such as `{"role": "button"}`).
///
/// Written and read without Foundation, one unit per line, so a review of a translation reads as a diff.
extension Translation {
    /// Why a translation file cannot be read, at its line.
    public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// What is wrong.
        public var message: String

        /// "line N: message".
        public var description: String { "line \(line): \(message)" }
    }

    /// The translation a file's bytes hold.
    public init(json bytes: [UInt8]) throws(FileError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes)
        } catch {
            throw FileError(line: error.line, message: error.message)
        }
        guard let locale = value["locale"]?.string, case .object(let members)? = value["units"] else {
            throw FileError(line: 1, message: "a translation file needs \"locale\" and \"units\"")
        }
        var units: [String: Unit] = [:]
        for (key, unit) in members {
            guard let source = unit["source"].flatMap(Self.phrase), let target = unit["target"].flatMap(Self.phrase)
            else {
                throw FileError(line: 1, message: "the unit '\(key)' needs a source and a target phrase")
            }
            units[key] = Unit(source: source, target: target)
            let texts =
                [key]
                + (source.segments + target.segments).compactMap { segment in
                    if case .text(let text) = segment { text } else { nil }
                }
            if let problem = texts.lazy.compactMap(Self.controlCharacterProblem).first {
                throw FileError(line: Self.line(of: key, in: bytes), message: "the unit '\(key)' \(problem)")
            }
        }
        if let problem = Self.controlCharacterProblem(in: locale) {
            throw FileError(line: 1, message: "the locale \(problem)")
        }
        self.init(locale: locale, units: units)
    }

    /// The line of the file where the unit `key` is written, as `json` writes it; 1 when it is not
    /// found so.
    private static func line(of key: String, in bytes: [UInt8]) -> Int {
        let needle = Array(quoted(key).utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return 1 }
        var line = 1
        for start in 0...(bytes.count - needle.count) {
            if bytes[start] == 0x0A { line += 1 }
            if bytes[start] == needle[0] && Array(bytes[start..<start + needle.count]) == needle { return line }
        }
        return 1
    }

    private static func phrase(_ value: JSONValue) -> Phrase? {
        switch value {
        case .string(let text): return Phrase(text)
        case .array(let items):
            var phrase = Phrase("")
            for item in items {
                switch item {
                case .string(let text): phrase.segments.append(.text(text))
                case .object(let members) where members.count == 1:
                    let (kind, name) = members[0]
                    guard let term = term(kind, name.string) else { return nil }
                    phrase.segments.append(.term(term))
                default: return nil
                }
            }
            return phrase
        default: return nil
        }
    }

    private static func term(_ kind: String, _ name: String?) -> Phrase.Term? {
        switch kind {
        case "role": name.flatMap(Role.init(rawValue:)).map(Phrase.Term.role)
        case "state": name.flatMap(State.init(rawValue:)).map(Phrase.Term.state)
        case "setting": name.flatMap(DeviceSetting.init(rawValue:)).map(Phrase.Term.setting)
        case "key": name.flatMap(Key.init(rawValue:)).map(Phrase.Term.key)
        case "screenReader": .screenReader
        default: nil
        }
    }

    /// The file's text: sorted, one unit per line, ending with a line break.
    public var json: String {
        var out = "{\n  \"locale\": \(Self.quoted(locale)),\n  \"units\": {"
        for (index, key) in units.keys.sorted().enumerated() {
            let unit = units[key]!
            out += index == 0 ? "\n" : ",\n"
            out +=
                "    \(Self.quoted(key)): {\"source\": \(Self.json(unit.source)), \"target\": \(Self.json(unit.target))}"
        }
        out += units.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return out
    }

    private static func json(_ phrase: Phrase) -> String {
        if phrase.segments.count <= 1, case .text(let text)? = phrase.segments.first ?? .text("") {
            return quoted(text)
        }
        let items = phrase.segments.map { segment in
            switch segment {
            case .text(let text): quoted(text)
            case .term(.role(let role)): "{\"role\": \(quoted(role.rawValue))}"
            case .term(.state(let state)): "{\"state\": \(quoted(state.rawValue))}"
            case .term(.setting(let setting)): "{\"setting\": \(quoted(setting.rawValue))}"
            case .term(.key(let key)): "{\"key\": \(quoted(key.rawValue))}"
            case .term(.screenReader): "{\"screenReader\": true}"
            }
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension Phrase {
    /// The phrase with neighbouring pieces of text joined and empty ones left out, so that two
    /// phrases that read the same compare equal however they were built.
    public var normalized: Phrase {
        var merged: [Segment] = []
        for segment in segments {
            if case .text(let text) = segment {
                if text.isEmpty { continue }
                if case .text(let previous)? = merged.last {
                    merged[merged.count - 1] = .text(previous + text)
                    continue
                }
            }
            merged.append(segment)
        }
        var phrase = self
        phrase.segments = merged
        return phrase
    }
}
