import A11yPlan

/// RFC 4180 CSV, one row per item, whose columns map onto TestRail's CSV import fields.
///
/// Cells that a spreadsheet would run as a formula are neutralised with a leading apostrophe.
public struct CSVChecklistExporter: ChecklistExporter {
    /// The header row: TestRail's fields, then Platform and Component.
    public static let header = [
        "ID", "Title", "Section", "Preconditions", "Steps", "Expected Result", "References", "Platform", "Component",
    ]

    /// An exporter; it holds no state.
    public init() {}

    /// `csv`.
    public var fileExtension: String { "csv" }

    /// The CSV, with CRLF line ends as RFC 4180 writes them.
    public func export(_ checklist: Checklist) -> String {
        var csv = ""
        csv.reserveCapacity(checklist.components.reduce(0) { $0 + $1.items.count } * 512 + 128)
        func row(_ cells: [String]) {
            for (index, cell) in cells.enumerated() {
                if index > 0 { csv += "," }
                csv += Self.cell(cell)
            }
            csv += "\r\n"
        }
        row(Self.header)
        for item in checklist.items {
            row([
                item.id, "\(item.componentName) (\(item.platform.name)) \(item.title)", item.section.title,
                item.precondition, item.action, item.expectation,
                (item.references + (item.isBestPractice ? ["Best practice"] : [])).joined(separator: ", "),
                item.platform.name, item.componentName,
            ])
        }
        return csv
    }

    /// One cell: neutralised if it could run as a formula, quoted if it holds a comma, quote or line break.
    public static func cell(_ text: String) -> String {
        let utf8 = text.utf8
        let formula = utf8.first.map { [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D].contains($0) } ?? false
        let quoted = utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
        guard formula || quoted else { return text }
        let value = formula ? "'" + text : text
        guard quoted else { return value }
        var cell = "\""
        cell.reserveCapacity(value.utf8.count + 8)
        var rest = Substring(value)
        while let quote = rest.utf8.firstIndex(of: 0x22) {
            cell += rest[...quote]
            cell += "\""
            rest = rest[rest.utf8.index(after: quote)...]
        }
        return cell + rest + "\""
    }
}
