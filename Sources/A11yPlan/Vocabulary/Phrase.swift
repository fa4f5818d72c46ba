/// Free text written by a content author, such as an expectation, with typed terms inside it.
///
/// Write it as a string literal; interpolate typed terms so that each platform phrases them its own way:
/// `"It identifies itself as a \(.role(.button))"`.
public struct Phrase: Sendable, Hashable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// A typed term that a phrase can hold.
    public enum Term: Sendable, Hashable, Codable {
        /// A role, as the platform's screen reader announces it.
        case role(Role)
        /// A state, as the platform's screen reader announces it.
        case state(State)
        /// A setting, by the platform's name for it.
        case setting(DeviceSetting)
        /// A key, as a sentence names it.
        case key(Key)
        /// The screen readers of the part it stands in, by name ("VoiceOver", "NVDA / JAWS / VoiceOver").
        case screenReader
    }

    /// One piece of a phrase: literal text or a typed term.
    public enum Segment: Sendable, Hashable, Codable {
        /// Text as written.
        case text(String)
        /// A typed term, phrased per platform.
        case term(Term)
    }

    /// Collects literal text and interpolated terms while Swift builds a phrase from a literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        /// Starts an empty interpolation; the capacity hints are not needed.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.text(literal)) }
        }

        /// Adds a typed term.
        public mutating func appendInterpolation(_ term: Term) {
            segments.append(.term(term))
        }

        /// Adds plain text, such as a name a shared fragment was given.
        public mutating func appendInterpolation(_ text: String) {
            if !text.isEmpty { segments.append(.text(text)) }
        }
    }

    /// The pieces of the phrase, in order.
    public var segments: [Segment]

    /// A phrase of plain text.
    public init(_ text: String) {
        segments = text.isEmpty ? [] : [.text(text)]
    }

    /// A phrase from a plain string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A phrase from a string literal with typed terms interpolated.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The phrase as it reads on `platform`, with its terms in the language of `words`, and roles and
    /// states as the screen readers `readers` say them (the platform's own, or on the Web its desktop
    /// ones, when nil): one word where they agree, each named where they differ.
    public func text(
        on platform: Platform, in words: Words = .english, heardBy readers: [ScreenreaderApp]? = nil
    ) -> String {
        // Most phrases are one piece of text: every page phrases every line, so skip the joining.
        if segments.count == 1, case .text(let text) = segments[0] { return text }
        let readers = readers ?? platform.screenReaders
        var phrased = ""
        // A closing quote that a quoted term has already written for each of its words.
        var skipping: String?
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .text(var text):
                if let close = skipping, text.hasPrefix(close) { text.removeFirst(close.count) }
                skipping = nil
                phrased += text
            case .term(.setting(let setting)): phrased += words.terms.setting(setting, platform)
            case .term(.key(let key)): phrased += words.terms.key(key, platform, .sentence)
            case .term(.screenReader): phrased += readers.map(\.name).joined(separator: " / ")
            case .term(let term):
                // A role or state a translation quotes („\(.state(.disabled))“) is quoted word by word
                // where the screen readers differ, so no screen reader's name stands inside the quotes.
                let after: String? =
                    if index + 1 < segments.count, case .text(let next) = segments[index + 1] {
                        next
                    } else {
                        nil
                    }
                let quotes = Self.quotes.first { phrased.hasSuffix($0.open) && after?.hasPrefix($0.close) == true }
                if let quotes {
                    phrased.removeLast(quotes.open.count)
                    skipping = quotes.close
                }
                phrased += words.terms.heard(term, on: platform, heardBy: readers, quotes: quotes) ?? ""
            }
        }
        return phrased
    }

    /// The pairs of quotation marks a translation may put around a spoken word: German, French and
    /// Spanish angle quotes, English curly and straight ones.
    private static let quotes: [(open: String, close: String)] = [
        ("„", "“"), ("‚", "‘"), ("«", "»"), ("»", "«"), ("“", "”"), ("‘", "’"), ("\"", "\""),
    ]

    /// Whether the phrase says nothing but white space, as an empty expectation would.
    public var isBlank: Bool {
        segments.allSatisfy { segment in
            if case .text(let text) = segment { return text.allSatisfy(\.isWhitespace) }
            return false
        }
    }

    /// The phrase with terms shown by their generic names, for messages and debugging.
    public var description: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .term(let term): "\\(\(term))"
            }
        }.joined()
    }
}
