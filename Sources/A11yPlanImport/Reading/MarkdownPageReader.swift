import A11yPlan

/// Reads a Markdown test-plan page into an outline by walking the document tree libcmark builds.
///
/// Two families of page are read. The page `MarkdownRenderer` writes: the component's name, Usage, the
/// plan's title, the How to test narrative with its parts as an ordered list, then numbered tables.
/// And pages teams keep on Jekyll or Hugo sites: YAML front matter (`title`, `platform`, `id`,
/// `source`), a `# Platform Name` title ("Native" for iOS and Android together), `## How to test …`,
/// each part under its own heading (`### 1. Keyboard only`) with one-line steps or an action with
/// nested outcomes, GFM tables under headings, the four tables as lists under `## Condensed`, and
/// sections no plan holds (notes, videos, developer notes), which are reported, or kept in the usage
/// prose when they describe the component ("When to use"). A heading's section is decided by what it
/// holds: pipe rows are a table, a bullet list is a part. libcmark has no table extension, so a table
/// is the paragraph libcmark makes of its pipe rows, split into rows by its source lines and into cells
/// at unescaped pipes, as GFM does.
struct MarkdownPageReader {
    private enum Section {
        case start, usage, plan, narrative, criteria
        /// A heading whose content decides what it is: pipe rows make a table, a list a part.
        case titled(Located<String>)
        /// `## Condensed`: the four tables as an ordered list of bullet lists.
        case condensed
        /// A section no plan holds; everything in it is reported.
        case other

        var isOther: Bool {
            if case .other = self { return true }
            return false
        }
    }

    /// The page's source lines, for usage prose and table rows, which are read as written.
    let lines: [Substring]
    let document: MarkdownNode
    let frontMatter: FrontMatter
    /// The page's path, whose folders may say its platform (`web/`, `native/`) and whose file name may
    /// name its component.
    let path: String

    /// A reader of `source`, parsed once, with `frontMatter` taken off it first, found at `path`.
    init(source: String, document: MarkdownNode, frontMatter: FrontMatter = FrontMatter(), path: String = "") {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
        self.document = document
        self.frontMatter = frontMatter
        self.path = path
    }

    /// Section headings whose prose describes the component: kept in the usage, under their title.
    static let usageSections: Set<String> = [
        "when to use", "when not to use", "design notes", "description", "overview", "about",
    ]

    /// The page's outline.
    func outline() -> PageOutline {
        if isSectioned { return sectionedOutline() }
        var outline = startedOutline()
        var section = Section.start
        var usage: [UsageSection] = []
        let platformInSecondLevel = document.children.contains {
            $0.kind == .heading && $0.headingLevel == 2 && Self.platformTitle($0.text) != nil
        }
        // The index in `unread` of a reported heading that has held nothing yet: a heading over others
        // ("Reference tables" over the tables) is reported as a title, not as left-out content.
        var emptySection: Int?
        for node in document.children {
            let located = Located(value: node.text, line: node.startLine)
            if node.kind == .heading, let index = emptySection {
                let heading = outline.unread.remove(at: index)
                outline.notes.append(
                    Located(
                        value: "the heading '\(heading.value)' holds nothing of its own; left out", line: heading.line))
            }
            emptySection = nil
            let lowered = node.text.lowercased()
            switch (node.kind, section) {
            case (.heading, _)
            where node.headingLevel == 1 && outline.title == nil && Self.platformTitle(node.text) != nil
                && !platformInSecondLevel:
                // A site's page opens with its plan's title; the prose under it is the usage.
                setTitle(located, in: &outline)
                usage.append(UsageSection(title: nil, line: node.startLine))
                section = .usage
            case (.heading, _) where node.headingLevel == 1 && (outline.name == nil || !frontMatter.fields.isEmpty):
                // The component's name; prose under it, before any other heading, is the usage.
                if let named = outline.name, named.value != node.text {
                    outline.notes.append(
                        Located(
                            value:
                                "the page is titled '\(node.text)', its front matter '\(named.value)'; named '\(named.value)'",
                            line: node.startLine))
                }
                outline.name = outline.name ?? located
                usage.append(UsageSection(title: nil, line: node.startLine))
                section = .usage
            case (.heading, _) where node.headingLevel == 2 && node.text == Words.english.usage:
                usage.append(UsageSection(title: nil, line: node.startLine))
                section = .usage
            case (.heading, _) where Self.usageSections.contains(lowered):
                usage.append(UsageSection(title: node.text, line: node.startLine))
                section = .usage
            case (.heading, _) where node.text.afterPrefix(Self.howToTestPrefix) != nil:
                outline.howToTest = located
                section = .narrative
            case (.heading, _)
            where node.headingLevel == 2 && outline.title == nil && outline.platforms == nil
                && outline.howToTest == nil:
                setTitle(located, in: &outline)
                section = .plan
            case (.heading, _) where node.text == Words.english.successCriteria || Self.isCriteriaTitle(lowered):
                section = .criteria
            case (.heading, _) where lowered.hasPrefix("condensed"):
                section = .condensed
            case (.heading, _):
                let title = Self.numberedTitle(node.text) ?? node.text
                if TableTitle.kind(of: title) != nil || PartTitle.names(title) {
                    section = .titled(Located(value: title, line: node.startLine))
                } else {
                    outline.unread.append(located)
                    section = .other
                }
                emptySection = section.isOther ? outline.unread.count - 1 : nil
                continue
            case (_, .usage):
                let start = usage[usage.count - 1].body?.lowerBound ?? node.startLine
                usage[usage.count - 1].body = start...max(node.endLine, start)
            case (.paragraph, .narrative)
            where outline.given == nil && node.text.afterPrefixIgnoringCase(Words.english.givenThat) != nil:
                outline.given = located
            case (.list, .narrative) where node.isOrdered && outline.parts.isEmpty:
                outline.parts = node.children.map { part($0, into: &outline) }
            case (.paragraph, .titled(let title)) where isPipeTable(node):
                outline.tables.append(table(title: title, node: node))
                section = .plan
            case (.list, .titled(let title)) where !node.isOrdered:
                outline.parts.append(
                    PageOutline.Part(title: title, lines: node.children.map { line($0, into: &outline) }))
                section = .plan
            case (.list, .condensed) where node.isOrdered:
                for item in node.children {
                    condensedTable(item, into: &outline)
                }
            case (.list, .criteria):
                outline.criteria += node.children.map { Located(value: $0.text, line: $0.startLine) }
            case (.paragraph, .criteria)
            where (node.text.afterPrefix(Words.english.bestPractices) != nil) || node.text == Words.english.noCriteria:
                if node.text != Words.english.noCriteria { outline.bestPractices = located }
            default:
                outline.unread.append(Located(value: written(node), line: node.startLine))
            }
        }
        outline.usage = usageText(usage)
        return outline
    }

    /// An outline with what every page shape starts from: the front matter's fields, and a note where
    /// the page nests deeper than the reader copies.
    func startedOutline() -> PageOutline {
        var outline = PageOutline()
        readFrontMatter(into: &outline)
        if let line = document.tooDeepLine {
            outline.notes.append(
                Located(
                    value: "bullets or quotes nested deeper than a test plan's (\(MarkdownNode.maximumDepth) levels "
                        + "of lists and items); what is deeper is left out",
                    line: line))
        }
        return outline
    }

    /// "How to test ".
    static let howToTestPrefix = Words.english.howToTest("")

    /// "Keyboard actions" from "1. Keyboard actions", or nil for a heading without a number.
    static func numberedTitle(_ text: String) -> String? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        var rest = text.dropFirst(digits.count)
        if rest.first == "." { rest = rest.dropFirst() }
        guard rest.first == " " else { return nil }
        return String(rest.dropFirst())
    }

    /// The platforms a title opens with ("iOS", "Web", or "Native" for iOS and Android) and the name
    /// after them, or nil when it opens with none.
    static func platformTitle(_ text: String) -> (platforms: [Platform], name: String)? {
        guard let space = text.firstIndex(of: " ") else { return nil }
        let first = String(text[..<space])
        let name = String(text[text.index(after: space)...])
        if first.lowercased() == "native" { return ([.iOS, .android], name) }
        guard let platform = Platform.allCases.first(where: { $0.name == first }) else { return nil }
        return ([platform], name)
    }

    private static func isCriteriaTitle(_ lowered: String) -> Bool {
        lowered == "wcag" || lowered.hasPrefix("wcag ") || lowered.hasSuffix("success criteria")
            || lowered == "criteria"
    }

    /// The title heading: kept as the plan's title, its platforms noted when it names several.
    func setTitle(_ title: Located<String>, in outline: inout PageOutline) {
        var title = title
        // A skills file's title: "iOS Button skills".
        if let name = title.value.beforeSuffix(" skills") { title.value = name }
        outline.title = title
        if let (platforms, _) = Self.platformTitle(title.value), platforms.count > 1 {
            outline.platforms = Located(value: platforms, line: title.line)
        }
    }

    /// The front matter's fields: `platform` and `id` are the plan's, `title` names the component;
    /// a skills file's bookkeeping (`skill_type`, `version`, `generated`, `source`, `description`) is
    /// reported in one line, anything else each on its own. An id that names its platform
    /// (`…-ios-button`, one file per platform) is the component's id after it, so the platforms'
    /// files are one component; a `design` skills file holds no test steps and is skipped.
    func readFrontMatter(into outline: inout PageOutline) {
        var bookkeeping: [String] = []
        var bookkeepingLine: Int?
        for field in frontMatter.fields {
            let (key, value) = (field.value.key, field.value.value)
            switch key {
            case "platform", "platforms":
                if let platforms = FrontMatter.platforms(named: value) {
                    outline.platforms = Located(value: platforms, line: field.line)
                } else if value.lowercased() == "design" {
                    outline.skipped = Located(
                        value: "a design skills file holds checks for designers, not test steps; skipped",
                        line: field.line)
                } else {
                    outline.unread.append(Located(value: "platform: \(value) names no platform", line: field.line))
                }
            case "id":
                let parts = value.split(separator: "-")
                let named = ["web", "ios", "android", "native", "design"]
                if let index = parts.firstIndex(where: { named.contains($0.lowercased()) }), index + 1 < parts.count {
                    let id = parts[(index + 1)...].joined(separator: "-")
                    outline.notes.append(
                        Located(
                            value: "the id '\(value)' names its platform; the component's id is '\(id)'",
                            line: field.line))
                    outline.id = Located(value: id, line: field.line)
                } else {
                    outline.id = Located(value: value, line: field.line)
                }
            case "title": outline.name = Located(value: value, line: field.line)
            case "skill_type", "version", "generated", "source", "description":
                bookkeeping.append("\(key): \(value)")
                bookkeepingLine = bookkeepingLine ?? field.line
            default: outline.unread.append(Located(value: "\(key): \(value)", line: field.line))
            }
        }
        if let bookkeepingLine {
            outline.unread.append(Located(value: bookkeeping.joined(separator: "; "), line: bookkeepingLine))
        }
        outline.unread += frontMatter.unread
    }

    func source(_ range: ClosedRange<Int>) -> String {
        let lower = max(range.lowerBound - 1, 0)
        let upper = min(range.upperBound, lines.count)
        return lower < upper ? lines[lower..<upper].joined(separator: "\n") : ""
    }

    /// The node as the page writes it, for a warning: its source lines, trimmed.
    func written(_ node: MarkdownNode) -> String {
        guard node.startLine > 0 else { return node.literal.isEmpty ? node.text : node.literal }
        var text = source(node.startLine...max(node.endLine, node.startLine))
        while text.last?.isNewline == true || text.last == " " { text.removeLast() }
        return text
    }

    /// A section of usage prose: its title (none for Usage itself) and its lines after the heading.
    private struct UsageSection {
        var title: String?
        var line: Int
        var body: ClosedRange<Int>?
    }

    /// The usage prose: the Usage section as written, then each section that describes the component
    /// under its title in bold.
    private func usageText(_ sections: [UsageSection]) -> Located<String>? {
        var chunks: [String] = []
        var line: Int?
        for section in sections {
            guard let body = section.body else { continue }
            let text = source(body)
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            line = line ?? body.lowerBound
            chunks.append(section.title.map { "**\($0)**\n\n" + text.trimmingBlankLines } ?? text)
        }
        guard let line else { return nil }
        return Located(value: chunks.joined(separator: "\n\n"), line: line)
    }

    func part(_ item: MarkdownNode, into outline: inout PageOutline) -> PageOutline.Part {
        let title = Located(value: item.firstParagraphText ?? "", line: item.startLine)
        return PageOutline.Part(title: title, lines: item.lists.first?.children.map { line($0, into: &outline) } ?? [])
    }

    /// A narrative line: the item's sentence and the outcomes listed under it. A bullet under an
    /// outcome ("I SEE its label inside it" under "I SEE a focus ring") is one more outcome of the
    /// line, with a warning, since a step has one expectation; anything else in the item (a second
    /// paragraph, code) is reported.
    func line(_ item: MarkdownNode, into outline: inout PageOutline) -> PageOutline.Line {
        var outcomes: [Located<String>] = []
        for list in item.lists {
            for outcome in list.children {
                self.outcomes(outcome, nested: false, into: &outcomes, outline: &outline)
            }
        }
        reportOtherBlocks(of: item, into: &outline)
        return PageOutline.Line(
            sentence: Located(value: item.firstParagraphText ?? "", line: item.startLine), outcomes: outcomes)
    }

    /// The outcome of one bullet, then those of the bullets under it, in the page's order; the tree
    /// is at most `MarkdownNode.maximumDepth` deep, so the recursion is too.
    func outcomes(
        _ item: MarkdownNode, nested: Bool, into outcomes: inout [Located<String>], outline: inout PageOutline
    ) {
        // A bullet that opens with a bullet ("- - I SEE …") has no words of its own.
        if let text = item.firstParagraphText {
            if nested {
                outline.notes.append(
                    Located(
                        value: "a bullet under an outcome is read as one more outcome of the line above: '\(text)'",
                        line: item.startLine))
            }
            outcomes.append(Located(value: text, line: item.startLine))
        }
        reportOtherBlocks(of: item, into: &outline)
        for list in item.lists {
            for child in list.children {
                self.outcomes(child, nested: true, into: &outcomes, outline: &outline)
            }
        }
    }

    /// Reports what a list item holds besides its first paragraph and its lists.
    func reportOtherBlocks(of item: MarkdownNode, into outline: inout PageOutline) {
        let first = item.children.firstIndex { $0.kind == .paragraph }
        for (index, child) in item.children.enumerated() where index != first && child.kind != .list {
            outline.unread.append(Located(value: String(written(child).drop { $0 == " " }), line: child.startLine))
        }
    }

    /// Whether libcmark's paragraph `node` is pipe rows.
    private func isPipeTable(_ node: MarkdownNode) -> Bool {
        node.startLine >= 1 && node.startLine <= lines.count
            && lines[node.startLine - 1].drop { $0 == " " }.hasPrefix("|")
    }

    /// One item of a Condensed list, "Test keyboard actions" over bullets "Input: expectation", as a
    /// table without headers; a bullet without a colon is reported.
    func condensedTable(_ item: MarkdownNode, into outline: inout PageOutline) {
        let title = Located(value: item.firstParagraphText ?? "", line: item.startLine)
        var rows: [Located<[String]>] = []
        for bullet in item.lists.first?.children ?? [] {
            let text = bullet.firstParagraphText ?? bullet.text
            guard let colon = Self.colon(in: text) else {
                outline.unread.append(Located(value: text, line: bullet.startLine))
                continue
            }
            let input = String(text[..<colon]).trimmingCharacters
            let result = String(text[text.index(after: colon)...]).trimmingCharacters
            if !result.isEmpty { rows.append(Located(value: [input, result], line: bullet.startLine)) }
            // Bullets under a bullet ("Enter or spacebar:" over "If …" cases) are rows of their own with
            // its input.
            let nested = bullet.lists.flatMap(\.children)
            for item in nested {
                rows.append(Located(value: [input, item.firstParagraphText ?? item.text], line: item.startLine))
            }
            if !nested.isEmpty {
                outline.notes.append(
                    Located(
                        value: "the \(nested.count) bullets under '\(input)' are rows of their own with its input",
                        line: bullet.startLine))
            }
        }
        outline.tables.append(PageOutline.Table(title: title, headers: [], rows: rows))
    }

    /// The first colon outside parentheses and followed by a space or the end.
    static func colon(in text: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(depth - 1, 0) }
            let next = text.index(after: index)
            if character == ":" && depth == 0 && (next == text.endIndex || text[next] == " ") { return index }
            index = next
        }
        return nil
    }

    /// The table whose pipe rows libcmark read as the paragraph `node`: the header row, the delimiter
    /// row, then the body, one source line each.
    private func table(title: Located<String>, node: MarkdownNode) -> PageOutline.Table {
        var rows: [Located<[Substring]>] = []
        for number in node.startLine...max(node.endLine, node.startLine) where number <= lines.count {
            rows.append(Located(value: PipeRow.cells(lines[number - 1]), line: number))
        }
        let headers = rows.first?.value.map(Self.inlineText) ?? []
        let body = rows.dropFirst().drop { PipeRow.isDelimiter($0.value) }
        return PageOutline.Table(
            title: title, headers: headers,
            rows: body.map { Located(value: $0.value.map(Self.inlineText), line: $0.line) })
    }

    /// One cell's Markdown as plain text, its escapes and entities undone by libcmark.
    static func inlineText(_ markdown: Substring) -> String {
        MarkdownNode.document(String(markdown)).firstParagraphText ?? ""
    }
}

extension String {
    /// The text without blank lines at either end.
    var trimmingBlankLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
