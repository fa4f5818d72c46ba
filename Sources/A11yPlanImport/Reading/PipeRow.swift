/// One row of a pipe table, `| a | b |`, as GFM splits it: at pipes not escaped with a backslash.
enum PipeRow {
    /// The row's cells as written, each trimmed.
    static func cells(_ line: Substring) -> [Substring] {
        var body = line.drop { $0 == " " || $0 == "\t" }
        while body.last == " " || body.last == "\t" { body = body.dropLast() }
        if body.first == "|" { body = body.dropFirst() }
        if body.last == "|" && !isEscaped(body, before: body.index(before: body.endIndex)) { body = body.dropLast() }
        var cells: [Substring] = []
        var start = body.startIndex
        var index = body.startIndex
        while index < body.endIndex {
            if body[index] == "\\" {
                index = body.index(after: index)
                if index < body.endIndex { index = body.index(after: index) }
                continue
            }
            if body[index] == "|" {
                cells.append(body[start..<index])
                start = body.index(after: index)
            }
            index = body.index(after: index)
        }
        cells.append(body[start...])
        return cells.map { cell in
            var text = cell.drop { $0 == " " || $0 == "\t" }
            while text.last == " " || text.last == "\t" { text = text.dropLast() }
            return text
        }
    }

    /// Whether the cells are a delimiter row, `|---|:---:|`.
    static func isDelimiter(_ cells: [Substring]) -> Bool {
        !cells.isEmpty
            && cells.allSatisfy { cell in
                cell.contains("-") && cell.allSatisfy { $0 == "-" || $0 == ":" || $0 == " " }
            }
    }

    private static func isEscaped(_ text: Substring, before index: Substring.Index) -> Bool {
        var backslashes = 0
        var position = index
        while position > text.startIndex {
            position = text.index(before: position)
            guard text[position] == "\\" else { break }
            backslashes += 1
        }
        return backslashes % 2 == 1
    }
}
