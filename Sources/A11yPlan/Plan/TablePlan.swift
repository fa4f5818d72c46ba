/// One of a plan's tables, phrased for its platform.
public struct TablePlan: Sendable, Hashable {
    /// The table's number on the page, from 1.
    public var number: Int = 0
    /// Which of the four tables it is.
    public var kind: TableKind
    /// The title, such as "Keyboard actions".
    public var title: String
    /// The two column headers.
    public var headers: [String]
    /// The rows, in order.
    public var rows: [RowPlan]
    /// Where the table was written.
    public var location: SourceLocation

    init<Input>(_ table: Table<Input>, on platform: Platform, words: Words) {
        kind = Input.kind
        title = Input.kind.title(on: platform, words: words)
        let headers = Input.kind.headers(words: words)
        self.headers = [headers.input, headers.result]
        rows = table.rows.map {
            RowPlan(
                input: $0.input.cell(on: platform, in: words),
                result: $0.result.text(on: platform, in: words),
                references: $0.references,
                location: $0.location,
                action: $0.input.rowAction(on: platform, in: words),
                condition: $0.input.rowCondition(on: platform, in: words)
            )
        }
        location = table.location
    }
}

/// One row of a table, phrased: the first cell and the expected result.
public struct RowPlan: Sendable, Hashable {
    /// The first cell, such as "Arrow keys or ctrl + tab".
    public var input: String
    /// The second cell, such as "Focus visibly moves to the button".
    public var result: String
    /// The WCAG success criteria the row proves, or its best-practice mark.
    public var references: References
    /// Where the row was written.
    public var location: SourceLocation
    /// The row's input as a narrative action, "I use the spacebar", for the keys and gestures a step
    /// could take; nil for an output attribute or a setting.
    public var action: String? = nil
    /// The row's input as the clause after "when", where the language orders it otherwise than
    /// `action` (German: "ich die Leertaste drücke"); nil where it has no action.
    public var condition: String? = nil
}
