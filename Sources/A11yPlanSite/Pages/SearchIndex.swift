import A11yPlan
import A11yPlanFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The client-side search index, split so that a query loads only what it needs: a small script of
/// names (`search-index.js`: every component's id and name, how each platform words a plan's title
/// and page, and which parts exist), and one part per word start (`search/words-<start>.js`), which
/// lists the plans each word of that start is found in.
///
/// A query's words are matched as the starts of the plans' words, every word of the query in one
/// plan; the search page loads the part of each query word's first two characters, and for a word of
/// one character the part of that character, which lists every plan with a word starting with it.
/// Every part is a script that hands its words to the index (`A11yPlanSearchIndex.add`), so the page
/// loads it as a `<script>` element, from disk as well as from a server.
public struct SearchIndex: Sendable, Hashable {
    /// One test plan's words.
    public struct Entry: Sendable, Hashable {
        /// The component's id.
        public var component: String
        /// The plan's platform.
        public var platform: Platform
        /// Every word of the plan's title and text, lowercased, each once, in byte order.
        public var words: [String]

        /// The entry of `plan`: the words of its title, name, Given, parts with their lines and
        /// outcomes, and every row's cells.
        public init(_ plan: TestPlan) {
            component = plan.componentID
            platform = plan.platform
            words = Self.wordList(of: plan).split(separator: " ").map(String.init)
        }

        /// The words of `plan`'s title and text, lowercased, each once, in byte order, each followed by a
        /// space: what its digest keeps.
        static func wordList(of plan: TestPlan) -> String {
            SearchIndex.wordList { text in
                text(plan.title)
                forEachText(of: plan, text)
            }
        }

        /// Calls `body` with each piece of `plan`'s text in order: name, Given, parts with their lines
        /// and outcomes, then every row's cells.
        private static func forEachText(of plan: TestPlan, _ body: (String) -> Void) {
            body(plan.componentName)
            if let howToTest = plan.howToTest {
                body(howToTest.given)
                for part in howToTest.parts {
                    body(part.title)
                    for line in part.lines {
                        body(line.sentence)
                        for outcome in line.listedOutcomes { body(outcome.sentence) }
                    }
                }
            }
            for table in plan.tables {
                for row in table.rows {
                    body(row.input)
                    body(row.result)
                }
            }
        }
    }

    /// One component as the names script lists it.
    public struct Name: Sendable, Hashable {
        /// The component's id, which names its pages.
        public var id: String
        /// The component's name.
        public var name: String

        /// The name of the component `id` called `name`.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// One file of the index: its path from the site's (or language's) root and its text.
    public struct File: Sendable, Hashable {
        /// The path, such as `search/words-po.js`.
        public var path: String
        /// The script.
        public var text: String
    }

    /// Every component, in catalog order: a plan's number is its component's place times the number
    /// of platforms, plus its platform's place in `Platform.allCases`.
    public var names: [Name]
    /// The plans, in catalog and platform order.
    public var entries: [Entry]
    /// A plan's title on each platform, as the text before and after the component's name.
    public var titles: [Platform: Title]

    /// A plan's title around its component's name.
    public struct Title: Sendable, Hashable {
        /// The words before the name.
        public var before: String
        /// The words after the name.
        public var after: String
    }

    /// The index of `catalog`'s plans in `language`.
    public init(catalog: Catalog, language: Language = .english) {
        let plans = catalog.components.flatMap { component in
            Platform.allCases.compactMap { TestPlan(component: component, platform: $0, language: language) }
        }
        self.init(catalog: catalog, entries: plans.map(Entry.init), language: language)
    }

    /// The index of `catalog`'s components with `entries` (their plans' words, in catalog and platform
    /// order), with plan titles in `language`.
    public init(catalog: Catalog, entries: [Entry], language: Language = .english) {
        names = catalog.components.map { Name(id: $0.id, name: $0.name) }
        self.entries = entries
        var titles: [Platform: Title] = [:]
        for platform in Platform.allCases {
            // The title with a mark for the name, cut there: the one sentence in `Words` says the order.
            let marked = language.words.planTitle(platform.name, Self.nameMark)
            let parts = marked.components(separatedBy: Self.nameMark)
            titles[platform] =
                parts.count == 2 ? Title(before: parts[0], after: parts[1]) : Title(before: marked, after: "")
        }
        self.titles = titles
    }

    /// What stands for the component's name while a title is cut around it.
    private static let nameMark = "\u{1}"

    /// The names script's path: at the root, where older versions had the whole index, so that a
    /// rebuild over one of their sites writes it anew.
    public static let namesPath = SitePaths.searchIndexScript

    /// The folder of the parts, the search page's own.
    static let partFolder = "search/"

    /// The path of the part for words starting with `start` (one or two characters): `search/words-`
    /// and the start when it is lowercase ASCII letters and digits, else `x` and each character's code
    /// point in hexadecimal, joined by `-` (`search/words-xfc.js` for `ü`), so every name is plain ASCII.
    public static func partPath(start: String) -> String {
        partFolder + "words-" + partName(start: start) + ".js"
    }

    /// A part's name in its file name (see `partPath(start:)`); search.js gives the same names.
    static func partName(start: String) -> String {
        let scalars = start.unicodeScalars
        if scalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) }) { return start }
        return "x" + scalars.map { String($0.value, radix: 16) }.joined(separator: "-")
    }

    /// Whether `path` is a part's path.
    static func isPart(_ path: String) -> Bool {
        path.hasPrefix(partFolder + "words-") && path.hasSuffix(".js")
    }

    /// Every file of the index: the names script first, then the parts in the order of their starts.
    public var files: [File] {
        var builder = PostingsBuilder()
        let number = planNumber
        for entry in entries {
            guard let plan = number(entry.component, entry.platform) else { continue }
            builder.add(plan: plan, words: entry.words.lazy.map { Substring($0) })
        }
        return files(parts: builder.parts(), plans: entries.count)
    }

    /// The files of the index of `catalog`'s plans in `language` from their `digests`, in catalog and
    /// platform order: what a build writes, without an entry per plan.
    static func files(catalog: Catalog, digests: [PlanDigest], language: Language) -> [File] {
        let index = SearchIndex(catalog: catalog, entries: [], language: language)
        var builder = PostingsBuilder()
        let number = index.planNumber
        for digest in digests {
            guard let plan = number(digest.componentID, digest.platform) else { continue }
            builder.add(plan: plan, words: digest.words)
        }
        return index.files(parts: builder.parts(), plans: digests.count)
    }

    /// A plan's number from its component's id and its platform: the component's place times the
    /// number of platforms, plus the platform's place; nil for a component the index does not name.
    private var planNumber: (String, Platform) -> Int? {
        let count = Platform.allCases.count
        var place: [String: Int] = [:]
        for (index, name) in names.enumerated() where place[name.id] == nil { place[name.id] = index }
        return { id, platform in
            place[id].map { $0 * count + Platform.allCases.firstIndex(of: platform)! }
        }
    }

    /// The files of an index whose parts are `parts` (each start with its words' postings) and which
    /// lists `plans` plans.
    func files(parts: [(start: String, words: [(word: String, postings: [Int])])], plans: Int) -> [File] {
        var result = [File(path: Self.namesPath, text: namesScript(starts: parts.map(\.start), plans: plans))]
        for part in parts {
            var out = TextBuffer(capacity: 4096)
            var json = JSONWriter(pretty: false)
            out.append(Self.partWrapping.prefix)
            out.append(json: part.start)
            out.append(byte: 0x2C)
            json.beginObject(&out)
            for (word, runs) in part.words {
                // The key is a word of the plans' text: written with JSON's escapes, not as a schema name.
                json.element(&out)
                out.append(json: word)
                out.append(byte: 0x3A)
                Self.append(runs, to: &out)
            }
            json.endObject(&out)
            out.append(Self.partWrapping.suffix)
            result.append(File(path: Self.partPath(start: part.start), text: out.string))
        }
        return result
    }

    /// The names script: components, the parts that exist, each platform's title and page around a
    /// component's name and id, and how many plans there are.
    private func namesScript(starts: [String], plans: Int) -> String {
        var out = TextBuffer(capacity: 64 + names.count * 40 + starts.count * 6)
        var json = JSONWriter(pretty: false)
        out.append(Self.scriptWrapping.prefix)
        json.beginObject(&out)
        json.key("components", &out)
        json.beginArray(&out)
        for name in names {
            json.element(&out)
            json.beginArray(&out)
            json.element(&out)
            out.append(json: name.id)
            json.element(&out)
            out.append(json: name.name)
            json.endArray(&out)
        }
        json.endArray(&out)
        json.member("parts", starts, &out)
        json.member("plans", plans, &out)
        json.key("platforms", &out)
        json.beginArray(&out)
        for platform in Platform.allCases {
            let title = titles[platform] ?? Title(before: "", after: "")
            let page = SitePaths.plan(id: Self.nameMark, platform: platform).components(separatedBy: Self.nameMark)
            json.element(&out)
            json.beginObject(&out)
            json.member("id", platform.rawValue, &out)
            json.member("page", page, &out)
            json.member("title", [title.before, title.after], &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        json.endObject(&out)
        out.append(Self.scriptWrapping.suffix)
        return out.string
    }

    /// Appends a word's `runs` as a JSON array of numbers: for each run of consecutive plan numbers,
    /// how many numbers it skips after the last run (the first counts from 0) and how many it holds
    /// after its first.
    static func append(_ runs: [Int], to out: inout TextBuffer) {
        out.append(byte: 0x5B)
        for (index, number) in runs.enumerated() {
            if index > 0 { out.append(byte: 0x2C) }
            out.append(number)
        }
        out.append(byte: 0x5D)
    }

    /// What `search-index.js` holds before and after the JSON: it hands the names to the search script.
    public static let scriptWrapping = (prefix: "window.A11yPlanSearchIndex = ", suffix: ";\n")

    /// What a part holds before and after its start and JSON: it hands its words to the index.
    public static let partWrapping = (prefix: "A11yPlanSearchIndex.add(", suffix: ");\n")

    /// Whether `left` comes before `right` by their UTF-8 bytes: the order of words, the same on
    /// every machine.
    static func inByteOrder(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// Calls `body` with each word of `text`, lowercased: each run of letters, marks and digits (what
    /// search.js finds with `/[\p{L}\p{M}\p{N}]+/gu` in the lowercased query). Anything else, a
    /// `ForeignText` mark among it, parts words.
    public static func forEachWord(in text: String, _ body: (String) -> Void) {
        var word = String.UnicodeScalarView()
        var ascii = true
        func finish() {
            guard !word.isEmpty else { return }
            body(ascii ? String(word) : String(word).lowercased())
            word = String.UnicodeScalarView()
            ascii = true
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x61...0x7A, 0x30...0x39: word.append(scalar)
                case 0x41...0x5A: word.append(Unicode.Scalar(value + 0x20)!)
                default: finish()
                }
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                word.append(scalar)
                ascii = false
            default:
                finish()
            }
        }
        finish()
    }

    /// The words of the texts `forEachText` gives, lowercased, each once, in byte order, each followed
    /// by a space.
    ///
    /// Texts of plain ASCII, nearly all of them, are read byte by byte into one buffer and its words
    /// sorted there; others go through `forEachWord`. A build phrases 6,000 plans at 2,000 components,
    /// and a `Set` of `String`s per plan took a third of the time of the plan pages (`perf`).
    static func wordList(_ forEachText: ((String) -> Void) -> Void) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        forEachText { text in
            let ascii = text.withUTF8Bytes { buffer -> Bool in
                guard !buffer.contains(where: { $0 >= 0x80 }) else { return false }
                for byte in buffer {
                    switch byte {
                    case 0x61...0x7A, 0x30...0x39: bytes.append(byte)
                    case 0x41...0x5A: bytes.append(byte + 0x20)
                    default: bytes.append(0x20)
                    }
                }
                return true
            }
            if !ascii {
                forEachWord(in: text) { word in
                    bytes += word.utf8
                    bytes.append(0x20)
                }
            }
            bytes.append(0x20)
        }
        var words: [Range<Int>] = []
        var start = -1
        for index in bytes.indices {
            if bytes[index] == 0x20 {
                if start >= 0 { words.append(start..<index) }
                start = -1
            } else if start < 0 {
                start = index
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            // Byte order by `memcmp`: the generic `lexicographicallyPrecedes` over two slices was half
            // of this list's time, a twentieth of a whole site's build.
            if let base = buffer.baseAddress {
                words.sort { a, b in
                    let order = memcmp(base + a.lowerBound, base + b.lowerBound, min(a.count, b.count))
                    return order != 0 ? order < 0 : a.count < b.count
                }
            }
            var list: [UInt8] = []
            list.reserveCapacity(bytes.count)
            var previous: Range<Int>?
            for word in words {
                if let previous, buffer[previous].elementsEqual(buffer[word]) { continue }
                list += buffer[word]
                list.append(0x20)
                previous = word
            }
            return String(decoding: list, as: UTF8.self)
        }
    }

    /// The start a word's part is named by: its first two characters (Unicode scalars).
    static func start(of word: Substring) -> Substring {
        let scalars = word.unicodeScalars
        return Substring(scalars.prefix(2))
    }
}

/// Collects each word's plans, plan by plan in increasing number, as runs, and each first character's.
struct PostingsBuilder {
    /// One word's runs so far, and the run it is in.
    private struct Runs {
        var encoded: [Int] = []
        var first = -1
        var last = -2
        var previousEnd = -1

        /// Runs that start with `plan`.
        init(first plan: Int) {
            add(plan)
        }

        mutating func add(_ plan: Int) {
            if plan == last + 1 {
                last = plan
                return
            }
            close()
            first = plan
            last = plan
        }

        mutating func close() {
            guard first >= 0 else { return }
            encoded.append(first - previousEnd - 1)
            encoded.append(last - first)
            previousEnd = last
            first = -1
        }
    }

    /// The words in ASCII, nearly all of them, by a hash of their bytes: an open table of each word's
    /// hash and slot. A `Dictionary` hashed every word of 6,000 plans with SipHash, half of the index's
    /// time at 2,000 components; this table takes a fifth less time for the whole index. ASCII has one
    /// spelling per word, so bytes tell words apart as `String` does; other words go through
    /// `otherWords`, which compares them as `String`s.
    private var table = [TableEntry](repeating: TableEntry(hash: 0, slot: -1), count: 1 << 12)
    private var tableCount = 0
    private var otherWords: [Substring: Int] = [:]
    private var keys: [Substring] = []
    private var runs: [Runs] = []
    /// Each first character's runs, by its code point.
    private var initials: [UInt32: Int] = [:]
    private var initialRuns: [Runs] = []

    /// Adds `plan`, numbered above every plan added before, with its `words` (each once, in byte order,
    /// so that the words of one first character come together).
    mutating func add(plan: Int, words planWords: some Sequence<Substring>) {
        var lastInitial = UInt32.max
        for word in planWords {
            guard let lead = word.utf8.first, let initial = word.unicodeScalars.first?.value else { continue }
            // A word of one character is found through its character's part alone.
            let leadLength = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            if word.utf8.count > leadLength {
                if let slot = slot(of: word) {
                    runs[slot].add(plan)
                } else {
                    keys.append(word)
                    runs.append(Runs(first: plan))
                }
            }
            guard initial != lastInitial else { continue }
            lastInitial = initial
            if let slot = initials[initial] {
                initialRuns[slot].add(plan)
            } else {
                initials[initial] = initialRuns.count
                initialRuns.append(Runs(first: plan))
            }
        }
    }

    /// One word in `table`: its hash and its slot, or a slot of -1 for none.
    private struct TableEntry {
        var hash: UInt64
        var slot: Int32
    }

    /// The slot of `word`, or nil when it has none yet: the next slot is then its.
    private mutating func slot(of word: Substring) -> Int? {
        // FNV-1a over the bytes, and whether they are all ASCII.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt8 = 0
        for byte in word.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            high |= byte
        }
        guard high < 0x80 else {
            if let slot = otherWords[word] { return slot }
            otherWords[word] = keys.count
            return nil
        }
        let mask = table.count - 1
        var index = Int(truncatingIfNeeded: hash ^ hash >> 32) & mask
        while table[index].slot >= 0 {
            let slot = Int(table[index].slot)
            if table[index].hash == hash, keys[slot] == word { return slot }
            index = (index + 1) & mask
        }
        table[index] = TableEntry(hash: hash, slot: Int32(keys.count))
        tableCount += 1
        if tableCount * 2 > table.count { grow() }
        return nil
    }

    /// Doubles `table` and puts each word back.
    private mutating func grow() {
        let old = table
        table = [TableEntry](repeating: TableEntry(hash: 0, slot: -1), count: old.count * 2)
        let mask = table.count - 1
        for entry in old where entry.slot >= 0 {
            var index = Int(truncatingIfNeeded: entry.hash ^ entry.hash >> 32) & mask
            while table[index].slot >= 0 { index = (index + 1) & mask }
            table[index] = entry
        }
    }

    /// Every part, by start in byte order: a part of two characters lists its words; a part of one
    /// lists, under the empty word, every plan with a word starting with that character.
    func parts() -> [(start: String, words: [(word: String, postings: [Int])])] {
        var byStart: [String: [(word: String, postings: [Int])]] = [:]
        for (slot, key) in keys.enumerated() {
            var run = runs[slot]
            run.close()
            byStart[String(SearchIndex.start(of: key)), default: []].append((String(key), run.encoded))
        }
        for (initial, slot) in initials {
            var run = initialRuns[slot]
            run.close()
            byStart[String(Character(Unicode.Scalar(initial)!)), default: []].append(("", run.encoded))
        }
        return byStart.keys.sorted(by: SearchIndex.inByteOrder).map { start in
            (start, byStart[start]!.sorted { SearchIndex.inByteOrder($0.word, $1.word) })
        }
    }
}
