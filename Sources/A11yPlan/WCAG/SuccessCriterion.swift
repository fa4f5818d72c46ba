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
    public var number: String {
        didSet { sortKey = Self.sortKey(of: number) }
    }
    /// The short title, such as "Keyboard".
    public var title: String
    /// The conformance level.
    public var level: Level
    /// Whether WCAG 2.2 marks it obsolete (4.1.1 Parsing).
    public var isObsolete: Bool

    /// A criterion; the catalog of them is fixed in `SuccessCriteria.swift`.
    init(_ number: String, _ title: String, _ level: Level, isObsolete: Bool = false) {
        self.number = number
        sortKey = Self.sortKey(of: number)
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
        Self.understandingURLs[number] ?? Self.understandingURL(slug: understandingSlug)
    }

    private static func understandingURL(slug: String) -> String {
        "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
    }

    /// Every criterion's Understanding page by number, made once: each plan page links its criteria.
    private static let understandingURLs: [String: String] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.number, understandingURL(slug: $0.understandingSlug)) })

    /// "2.1.1 Keyboard (A)".
    public var description: String { "\(number) \(title) (\(level.rawValue))" }

    /// Orders criteria by number, part by part (1.4.10 after 1.4.9).
    public static func < (lhs: SuccessCriterion, rhs: SuccessCriterion) -> Bool {
        lhs.sortKey < rhs.sortKey
    }

    /// The number's parts packed a byte each, most significant first (`1.4.10` is 0x01040A00), kept
    /// beside the number so that comparing two criteria is one integer comparison: every plan and
    /// checklist item sorts its criteria. WCAG numbers have at most four parts, each under 256.
    private var sortKey: UInt32

    private static func sortKey(of number: String) -> UInt32 {
        var key: UInt32 = 0
        var part: UInt32 = 0
        var parts = 0
        for byte in number.utf8 {
            if byte == UInt8(ascii: ".") {
                key = key << 8 | part
                part = 0
                parts += 1
            } else {
                part = part * 10 + UInt32(byte) - 48
            }
        }
        key = key << 8 | part
        return key << (8 * UInt32(max(0, 3 - parts)))
    }
}
