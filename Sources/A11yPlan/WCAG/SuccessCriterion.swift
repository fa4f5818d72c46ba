/// A WCAG 2.2 success criterion, which a test-plan row proves.
///
/// Refer to one by its typed constant, such as `.sc2_1_1`, never by a string; the constants and `all`
/// are in `SuccessCriteria.swift`.
public struct SuccessCriterion: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// A conformance level.
    public enum Level: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
        /// The minimum level.
        case a = "A"
        /// The level most laws and policies ask for.
        case aa = "AA"
        /// The highest level.
        case aaa = "AAA"

        /// Orders A before AA before AAA.
        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The number, such as `2.1.1`.
    public var number: String
    /// The short title, such as "Keyboard".
    public var title: String
    /// The conformance level.
    public var level: Level
    /// Whether WCAG 2.2 marks it obsolete (4.1.1 Parsing).
    public var isObsolete: Bool

    /// A criterion; the catalog of them is fixed in `SuccessCriteria.swift`.
    init(_ number: String, _ title: String, _ level: Level, isObsolete: Bool = false) {
        self.number = number
        self.title = title
        self.level = level
        self.isObsolete = isObsolete
    }

    /// Encodes the criterion as its number: the number names it in WCAG, and the rest is fixed data.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(number)
    }

    /// Decodes a criterion from its number; a number WCAG 2.2 does not have is a data error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(String.self)
        guard let criterion = SuccessCriterion.all.first(where: { $0.number == number }) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "no WCAG 2.2 success criterion \(number)"
            )
        }
        self = criterion
    }

    /// The slug of its W3C "Understanding" page, such as `non-text-content`.
    public var understandingSlug: String { Component.id(forName: title) }

    /// The W3C "Understanding WCAG 2.2" page that explains it.
    public var understandingURL: String {
        "https://www.w3.org/WAI/WCAG22/Understanding/\(understandingSlug).html"
    }

    /// "2.1.1 Keyboard (A)".
    public var description: String { "\(number) \(title) (\(level.rawValue))" }

    /// Orders criteria by number, part by part (1.4.10 after 1.4.9).
    public static func < (lhs: SuccessCriterion, rhs: SuccessCriterion) -> Bool {
        NumberParts(lhs.number).lexicographicallyPrecedes(NumberParts(rhs.number))
    }

    /// The parts of a number such as `1.4.10` as integers, read in place: every plan sorts its criteria.
    private struct NumberParts: Sequence, IteratorProtocol {
        var rest: Substring.UTF8View

        init(_ number: String) { rest = number[...].utf8 }

        mutating func next() -> Int? {
            guard !rest.isEmpty else { return nil }
            var value = 0
            while let byte = rest.popFirst(), byte != UInt8(ascii: ".") {
                value = value * 10 + Int(byte) - 48
            }
            return value
        }
    }
}
