import A11yPlan

/// Reads the plain-text shape of the reference document into an outline.
///
/// That shape has no Markdown markers: libcmark reads it as a run of paragraphs (with a stray list
/// where a line starts "- "), so its structure is only in its lines, and this reader takes them one
/// at a time, each trimmed: "Usage" and the prose under it up to the plan's title (a platform's name,
/// then the component's, followed by a "How to test" line); the "Given that" line; then numbered
/// blocks, whose title is on the number's line or on the lines after a bare number ("2", "VoiceOver",
/// "screenreader"). A block whose lines are pipe rows is a table; any other is a narrative part, where
/// a "-" line (or a line starting "- ") opens a line of the narrative and "- I HEAR …" or "- I SEE …"
/// lists an outcome under it. Cells are taken as written: the shape has no escapes.
struct PlainTextPageReader {
    private let lines: [(text: String, number: Int)]

    /// A reader of `source`.
    init(source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            (String(line).trimmingCharacters, index + 1)
        }
    }

    /// The page's outline.
    func outline() -> PageOutline {
        var outline = PageOutline()
        var index = lines.firstIndex { !$0.text.isEmpty } ?? lines.endIndex
        if index < lines.endIndex && lines[index].text == Words.english.usage {
            index += 1
            var usage: [String] = []
            let start = index < lines.endIndex ? lines[index].number : 1
            while index < lines.endIndex && !isTitle(at: index) {
                usage.append(lines[index].text)
                index += 1
            }
            while usage.last?.isEmpty == true { usage.removeLast() }
            if !usage.isEmpty { outline.usage = Located(value: usage.joined(separator: "\n"), line: start) }
        }
        guard index < lines.endIndex, isTitle(at: index) else { return outline }
        outline.title = located(index)
        outline.howToTest = located(index + 1)
        index += 2
        while index < lines.endIndex && lines[index].text.isEmpty { index += 1 }
        if index < lines.endIndex && lines[index].text.afterPrefix(Words.english.givenThat) != nil {
            outline.given = located(index)
            index += 1
        }
        var block: (title: Located<String>, lines: [(text: String, number: Int)])?
        func close() {
            guard let current = block else { return }
            if current.lines.contains(where: { $0.text.hasPrefix("|") }) {
                outline.tables.append(table(current.title, current.lines))
            } else {
                outline.parts.append(part(current.title, current.lines, unread: &outline.unread))
            }
            block = nil
        }
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            if let title = MarkdownPageReader.numberedTitle(line.text + (Self.isNumber(line.text) ? " " : "")) {
                close()
                var words = title.isEmpty ? [] : [title]
                while index < lines.endIndex && !lines[index].text.isEmpty && lines[index].text != "-"
                    && !lines[index].text.hasPrefix("|") && !lines[index].text.hasPrefix("- ") && title.isEmpty
                {
                    words.append(lines[index].text)
                    index += 1
                }
                block = (Located(value: words.joined(separator: " "), line: line.number), [])
            } else if line.text.isEmpty {
                continue
            } else if block != nil {
                block?.lines.append(line)
            } else {
                outline.unread.append(Located(value: line.text, line: line.number))
            }
        }
        close()
        return outline
    }

    private func located(_ index: Int) -> Located<String>? {
        index < lines.endIndex ? Located(value: lines[index].text, line: lines[index].number) : nil
    }

    /// Whether the line at `index` is a plan title: a platform's name, a space, a name, and a
    /// "How to test" line next.
    private func isTitle(at index: Int) -> Bool {
        let text = lines[index].text
        guard Platform.allCases.contains(where: { text.hasPrefix($0.name + " ") }) else { return false }
        return index + 1 < lines.endIndex
            && lines[index + 1].text.afterPrefix(MarkdownPageReader.howToTestPrefix) != nil
    }

    private static func isNumber(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private func table(_ title: Located<String>, _ lines: [(text: String, number: Int)]) -> PageOutline.Table {
        let rows = lines.filter { $0.text.hasPrefix("|") }.map {
            Located(value: PipeRow.cells($0.text[...]), line: $0.number)
        }
        let body = rows.dropFirst().drop { PipeRow.isDelimiter($0.value) }
        return PageOutline.Table(
            title: title, headers: rows.first?.value.map(String.init) ?? [],
            rows: body.map { Located(value: $0.value.map(String.init), line: $0.line) })
    }

    private func part(
        _ title: Located<String>, _ lines: [(text: String, number: Int)], unread: inout [Located<String>]
    ) -> PageOutline.Part {
        var part = PageOutline.Part(title: title, lines: [])
        var opened = false
        for line in lines {
            if line.text == "-" {
                opened = true
                continue
            }
            var text = line.text[...]
            let isItem = text.hasPrefix("- ")
            if isItem { text = text.dropFirst(2) }
            let isOutcome = text.hasPrefix(Words.english.iHear + " ") || text.hasPrefix(Words.english.iSee + " ")
            if isItem && isOutcome && !part.lines.isEmpty && !opened {
                part.lines[part.lines.count - 1].outcomes.append(Located(value: String(text), line: line.number))
            } else if opened || isItem {
                part.lines.append(
                    PageOutline.Line(sentence: Located(value: String(text), line: line.number), outcomes: []))
                opened = false
            } else {
                unread.append(Located(value: line.text, line: line.number))
            }
        }
        return part
    }
}

extension String {
    /// The text without spaces, tabs or a carriage return at either end.
    var trimmingCharacters: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
