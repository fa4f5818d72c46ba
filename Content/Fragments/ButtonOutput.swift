import A11yPlan

/// Shared Screenreader output rows, so that every component announces name, role, group and state
/// in the same words.
enum Output {
    /// The standard four rows for a control with `role` on `platform`, announcing any of `states`.
    ///
    /// Mobile screen readers move by swipes; desktop ones read the label with the control as it gets focus.
    static func control(
        _ role: Role,
        on platform: Platform,
        states: [State],
        fileID: String = #fileID,
        line: Int = #line
    ) -> [Row<OutputAttribute>] {
        var rows: [Row<OutputAttribute>] = [
            Row(.name, "Its purpose is clear and matches visible label", fileID: fileID, line: line),
            Row(.role, "It identifies itself as a \(.role(role))", fileID: fileID, line: line),
            Row(
                .group, "Any visible label is read with the \(.role(role)) in a single swipe", fileID: fileID,
                line: line),
        ]
        if !states.isEmpty {
            var state = Phrase("It expresses its state (")
            for (index, value) in states.enumerated() {
                if index > 0 { state.segments.append(.text(index == states.count - 1 ? " or " : ", ")) }
                state.segments.append(.term(.state(value)))
            }
            state.segments.append(.text(")"))
            rows.append(Row(.state, state, fileID: fileID, line: line))
        }
        return rows
    }
}
