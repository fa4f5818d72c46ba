import A11yPlan

/// Reads a Markdown test-plan page, as `MarkdownRenderer` writes it, into an outline by walking the
/// document tree libcmark builds: headings open sections, the ordered list under How to test holds the
/// parts, and each table is the paragraph libcmark makes of its pipe rows (libcmark has no table
/// extension), split into rows by its source lines and into cells at unescaped pipes, as GFM does.
struct MarkdownPageReader {
    private enum Section {
        case start, usage, plan, narrative
        case table(Located<String>)
        case criteria
    }

    /// The page's source lines, for usage prose and table rows, which are read as written.
    private let lines: [Substring]
    private let document: MarkdownNode

    /// A reader of `source`, parsed once.
    init(source: String, document: MarkdownNode) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
        self.document = document
    }

    /// The page's outline.
    func outline() -> PageOutline {
        var outline = PageOutline()
        var section = Section.start
        var usageLines: ClosedRange<Int>?
        for node in document.children {
            let located = Located(value: node.text, line: node.startLine)
            switch (node.kind, section) {
            case (.heading, _) where node.headingLevel == 1 && outline.name == nil:
                outline.name = located
                section = .start
            case (.heading, _) where node.headingLevel == 2 && node.text == Words.english.usage:
                section = .usage
            case (.heading, _) where node.headingLevel == 2 && outline.title == nil:
                outline.title = located
                section = .plan
            case (.heading, _) where node.headingLevel == 3 && (node.text.afterPrefix(Self.howToTestPrefix) != nil):
                outline.howToTest = located
                section = .narrative
            case (.heading, _) where node.headingLevel == 3 && node.text == Words.english.successCriteria:
                section = .criteria
            case (.heading, _) where node.headingLevel == 3 && Self.numberedTitle(node.text) != nil:
                section = .table(Located(value: Self.numberedTitle(node.text)!, line: node.startLine))
            case (.heading, _):
                outline.unread.append(located)
                section = .plan
            case (_, .usage):
                let start = usageLines?.lowerBound ?? node.startLine
                usageLines = start...max(node.endLine, start)
                outline.usage = Located(value: source(usageLines!), line: start)
            case (.paragraph, .narrative)
            where outline.given == nil && (node.text.afterPrefix(Words.english.givenThat) != nil):
                outline.given = located
            case (.list, .narrative) where node.isOrdered && outline.parts.isEmpty:
                outline.parts = node.children.map(Self.part)
            case (.paragraph, .table(let title)):
                outline.tables.append(table(title: title, node: node))
                section = .plan
            case (.list, .criteria):
                outline.criteria += node.children.map { Located(value: $0.text, line: $0.startLine) }
            case (.paragraph, .criteria)
            where (node.text.afterPrefix(Words.english.bestPractices) != nil) || node.text == Words.english.noCriteria:
                if node.text != Words.english.noCriteria { outline.bestPractices = located }
            default:
                var text = node.literal.isEmpty ? node.text : node.literal
                while text.last?.isNewline == true { text.removeLast() }
                outline.unread.append(Located(value: text, line: node.startLine))
            }
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

    private func source(_ range: ClosedRange<Int>) -> String {
        let lower = max(range.lowerBound - 1, 0)
        let upper = min(range.upperBound, lines.count)
        return lower < upper ? lines[lower..<upper].joined(separator: "\n") : ""
    }

    private static func part(_ item: MarkdownNode) -> PageOutline.Part {
        let title = Located(value: item.firstParagraphText ?? "", line: item.startLine)
        let lines = item.lists.first?.children.map { line in
            PageOutline.Line(
                sentence: Located(value: line.firstParagraphText ?? "", line: line.startLine),
                outcomes: line.lists.first?.children.map { Located(value: $0.text, line: $0.startLine) } ?? []
            )
        }
        return PageOutline.Part(title: title, lines: lines ?? [])
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
