import A11yPlan

/// RFC 4180 CSV, one row per item, whose columns map onto TestRail's CSV import fields.
///
/// Cells that a spreadsheet would run as a formula are neutralised with a leading apostrophe.
public struct CSVChecklistExporter: Format {
    /// The header row: TestRail's fields, then Platform and Component (from `Words`).
    public static var header: [String] { Words.english.csvHeader }

    /// An exporter; it holds no state.
    public init() {}

    /// `csv`.
    public var fileExtension: String { "csv" }

    /// `csv`.
    public var name: String { "csv" }

    /// `text/csv`.
    public var mediaType: String { "text/csv" }

    /// "CSV".
    public var shortName: String { "CSV" }

    /// The link to this format, from `Words`.
    public func linkText(in words: Words) -> String { words.csvChecklistLink }

    /// Appends the CSV.
    public func write(_ checklist: Checklist, into csv: inout TextBuffer) {
        for (index, name) in Self.header.enumerated() {
            if index > 0 { csv.append(byte: 0x2C) }
            csv.append(cell: name)
        }
        csv.append("\r\n")
        for component in checklist.components {
            for item in component.items {
                csv.append(cell: item.id)
                csv.append(byte: 0x2C)
                csv.append(cell: "\(item.componentName) (\(item.platform.name)) \(item.title)")
                csv.append(byte: 0x2C)
                csv.append(cell: item.sectionTitle)
                csv.append(byte: 0x2C)
                csv.append(cell: item.precondition)
                csv.append(byte: 0x2C)
                csv.append(cell: item.action)
                csv.append(byte: 0x2C)
                csv.append(cell: item.expectation)
                csv.append(byte: 0x2C)
                csv.append(
                    cell: (item.references + (item.isBestPractice ? [checklist.language.words.bestPractice] : []))
                        .joined(
                            separator: ", "))
                csv.append(byte: 0x2C)
                csv.append(cell: item.platform.name)
                csv.append(byte: 0x2C)
                csv.append(cell: item.componentName)
                csv.append("\r\n")
            }
        }
    }

    /// One cell: neutralised if it could run as a formula, quoted if it holds a comma, quote or line break.
    public static func cell(_ text: String) -> String {
        var cell = TextBuffer(capacity: text.utf8.count + 8)
        cell.append(cell: text)
        return cell.string
    }
}

extension TextBuffer {
    /// Appends `text` as one CSV cell, as `CSVChecklistExporter.cell` makes it: a leading apostrophe
    /// when it could run as a formula, in quotes with quotes doubled when it holds a comma, quote or
    /// line break, and as it is otherwise (nearly every cell).
    package mutating func append(cell text: String) {
        let text = ForeignText.strip(text)
        text.withUTF8Bytes { bytes in
            let formula = SpreadsheetFormula.starts(with: bytes.first)
            let quoted = bytes.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            if quoted { append(byte: 0x22) }
            if formula { append(byte: 0x27) }
            guard quoted else {
                append(bytes)
                return
            }
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 0x22 {
                append(UnsafeBufferPointer(rebasing: bytes[start...index]))
                append(byte: 0x22)
                start = index + 1
            }
            append(UnsafeBufferPointer(rebasing: bytes[start...]))
            append(byte: 0x22)
        }
    }
}
