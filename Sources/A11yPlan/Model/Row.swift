/// One row of a test-plan table: the typed input in the first column, the expected result in the second.
///
/// Inside a table's braces write `Row(.key(.escape), "Closes the popover", .wcag(.sc2_1_1))`; the table decides the input
/// type, so a gesture cannot land in the Keyboard actions table.
public struct Row<Input: TableInput>: Sendable, Hashable, Codable {
    /// What the tester uses (a key, gesture, output attribute or setting).
    public var input: Input
    /// What the tester should perceive, as the second column shows it.
    public var result: Phrase
    /// The WCAG success criteria the row proves, or its best-practice mark.
    public var references: References
    /// Where the row was written.
    public var location: SourceLocation

    /// A row pairing `input` with the expected `result`, proving `references`.
    public init(
        _ input: Input,
        _ result: Phrase,
        _ references: References = .none,
        fileID: String = #fileID,
        line: Int = #line
    ) {
        self.input = input
        self.result = result
        self.references = references
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}
