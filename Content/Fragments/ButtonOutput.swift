import A11yPlan

/// Shared Screenreader output rows, so that every component announces name, role, group and state
/// in the same words.
enum Output {
    /// The standard rows for a control with `role` on `platform`, announcing any of `states`.
    ///
    /// Mobile screen readers move by swipes; desktop ones read the label with the control as it gets focus.
    static func control(
        _ role: Role,
        on platform: Platform,
        states: [State],
        fileID: String = #fileID,
        line: Int = #line
    ) -> [Row<OutputAttribute>] {
        let group: Phrase =
            platform.usesTouchGestures
            ? "Any visible label is read with the \(.role(role)) in a single swipe"
            : "Any visible label is read together with the \(.role(role)) when it gets focus"
        var rows: [Row<OutputAttribute>] = [
            Row(
                .name,
                "Its purpose is clear and matches visible label",
                .wcag(.sc4_1_2, .sc2_5_3),
                fileID: fileID,
                line: line
            ),
            Row(.role, "It identifies itself as a \(.role(role))", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(.group, group, .wcag(.sc1_3_1), fileID: fileID, line: line),
        ]
        if !states.isEmpty {
            rows.append(Row(.state, statePhrase(states), .wcag(.sc4_1_2), fileID: fileID, line: line))
        }
        return rows
    }

    /// The rows for a field people type in: its label, its hints, and its errors.
    static func field(_ role: Role, fileID: String = #fileID, line: Int = #line) -> [Row<OutputAttribute>] {
        [
            Row(
                .name, "Its visible label is read as its name", .wcag(.sc3_3_2, .sc2_5_3, .sc4_1_2), fileID: fileID,
                line: line),
            Row(.role, "It identifies itself as a \(.role(role))", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(
                .group, "Hints and format instructions are read with the field", .wcag(.sc3_3_2, .sc1_3_1),
                fileID: fileID, line: line),
            Row(
                .state,
                "An error is read with the field (\(.state(.invalid))) and says how to fix it",
                .wcag(.sc3_3_1, .sc3_3_3, .sc4_1_2),
                fileID: fileID,
                line: line
            ),
        ]
    }

    /// "It expresses its state (expanded or collapsed)".
    static func statePhrase(_ states: [State]) -> Phrase {
        var phrase = Phrase("It expresses its state (")
        for (index, value) in states.enumerated() {
            if index > 0 { phrase.segments.append(.text(index == states.count - 1 ? " or " : ", ")) }
            phrase.segments.append(.term(.state(value)))
        }
        phrase.segments.append(.text(")"))
        return phrase
    }
}
