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
        var rows = [Self.header]
        for item in checklist.items {
            rows.append([
                item.id, "\(item.componentName) (\(item.platform.name)) \(item.title)", item.section.title,
                item.precondition, item.action, item.expectation,
                (item.references + (item.isBestPractice ? ["Best practice"] : [])).joined(separator: ", "),
                item.platform.name, item.componentName,
            ])
        }
        return rows.map { $0.map(Self.cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// One cell: neutralised if it could run as a formula, quoted if it holds a comma, quote or line break.
    public static func cell(_ text: String) -> String {
        var value = text
        if let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
            value = "'" + value
        }
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return value
        }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
