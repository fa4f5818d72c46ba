import A11yPlan
import A11yPlanFormats

/// What the catalog-wide pages need of one test plan: its search entry, the criteria it tests and how
/// many checks it has. A build collects these as it renders each plan, so the search and coverage
/// pages never phrase a plan a second time, and keeps the plan's search words as one text, so a build
/// of 2,000 components holds 6,000 texts rather than 6,000 arrays of words.
public struct PlanDigest: Sendable {
    /// The component's id.
    public var componentID: String
    /// The plan's platform.
    public var platform: Platform
    /// The plan's words in the search index (`SearchIndex.Entry.words`), each followed by a space.
    public var searchWords: String
    /// The WCAG criteria the plan tests, one bit each by their place in `SuccessCriterion.all`: a
    /// build keeps a digest per plan, and an array of criteria per plan was most of their memory.
    private var criterionBits: (low: UInt64, high: UInt64)
    /// The plan's lines and rows, each a check.
    public var checks: Int

    /// The digest of `plan`.
    public init(_ plan: TestPlan) {
        componentID = plan.componentID
        platform = plan.platform
        searchWords = SearchIndex.Entry.wordList(of: plan)
        criterionBits = (0, 0)
        for criterion in plan.criteria {
            guard let place = Self.places[criterion.number] else { continue }
            if place < 64 { criterionBits.low |= 1 << place } else { criterionBits.high |= 1 << (place - 64) }
        }
        checks = plan.tables.map(\.rows.count).reduce(0, +) + (plan.howToTest?.parts.flatMap(\.lines).count ?? 0)
    }

    /// The digest as one line of the digest file a build leaves for the next: id, platform, checks and
    /// criterion bits, then the search words (letters, marks and digits, no tab or line break).
    var line: String {
        "\(componentID)\t\(platform.rawValue)\t\(checks)\t\(String(criterionBits.low, radix: 16))\t"
            + "\(String(criterionBits.high, radix: 16))\t\(searchWords)\n"
    }

    /// The plan's search words, each once, found in `searchWords` one at a time: an array of them per
    /// plan, made and freed for each of 6,000 plans, was a quarter of the search index's time at 2,000
    /// components.
    var words: SpacedWords { SpacedWords(searchWords) }

    /// The words of a text that separates them by spaces, as substrings of it, in order.
    struct SpacedWords: Sequence, IteratorProtocol {
        private let text: String
        private var position: String.Index

        /// The words of `text`.
        init(_ text: String) {
            self.text = text
            position = text.utf8.startIndex
        }

        /// The next word, or nil after the last.
        mutating func next() -> Substring? {
            let bytes = text.utf8
            while position < bytes.endIndex, bytes[position] == 0x20 { bytes.formIndex(after: &position) }
            guard position < bytes.endIndex else { return nil }
            let start = position
            while position < bytes.endIndex, bytes[position] != 0x20 { bytes.formIndex(after: &position) }
            return text[start..<position]
        }
    }

    /// The digest that `line` (without its line break) holds, or nil when it is not one.
    init?(line: Substring) {
        let fields = line.utf8.split(separator: UInt8(ascii: "\t"), maxSplits: 5, omittingEmptySubsequences: false)
            .map(Substring.init)
        guard fields.count == 6, let platform = Platform(rawValue: String(fields[1])), let checks = Int(fields[2]),
            let low = UInt64(fields[3], radix: 16), let high = UInt64(fields[4], radix: 16)
        else { return nil }
        componentID = String(fields[0])
        self.platform = platform
        self.checks = checks
        criterionBits = (low, high)
        searchWords = String(fields[5])
    }

    /// The file in a site that holds the digest of every plan, so that a rebuild after one edit
    /// phrases only the changed plans for the catalog's pages. The manifest vouches for it: the digests
    /// of a component whose key is unchanged are still its digests.
    static let fileName = ".a11yplan-digests"
    /// The digest file's first line.
    static let header = "a11yplan-digests 2\n"

    /// The digests in the digest file's `text` by component id, or none when it is not one.
    static func byComponent(text: String) -> [String: [PlanDigest]] {
        guard text.hasPrefix(header) else { return [:] }
        var found: [String: [PlanDigest]] = [:]
        // Lines are found by their bytes: splitting 10 MB of text by Characters took a quarter of a
        // rebuild after one edit at N = 2,000.
        for line in text.utf8.dropFirst(header.utf8.count).split(separator: UInt8(ascii: "\n")) {
            guard let digest = PlanDigest(line: Substring(line)) else { return [:] }
            found[digest.componentID, default: []].append(digest)
        }
        return found
    }

    /// The WCAG criteria the plan tests, in number order.
    public var criteria: [SuccessCriterion] {
        SuccessCriterion.all.enumerated().compactMap { place, criterion in
            let bit = place < 64 ? criterionBits.low >> place : criterionBits.high >> (place - 64)
            return bit & 1 == 1 ? criterion : nil
        }
    }

    /// Each criterion's place in `SuccessCriterion.all`, by number; the bits hold 128 places.
    private static let places: [String: Int] = Dictionary(
        uniqueKeysWithValues: SuccessCriterion.all.enumerated().map { ($1.number, $0) })

    /// The digest of every plan in `catalog` in `language`, in catalog and platform order.
    public static func all(of catalog: Catalog, language: Language = .english) -> [PlanDigest] {
        catalog.components.flatMap { all(of: $0, language: language) }
    }

    /// The digest of each of `component`'s plans in `language`, in platform order.
    public static func all(of component: Component, language: Language = .english) -> [PlanDigest] {
        ComponentPages.plans(of: component, language: language).map(PlanDigest.init)
    }
}
