import A11yPlan

/// A narrative line taken apart at its fixed words: the connective that opens it, the action, and
/// the "I SEE" or "I HEAR" expectation that ends it, if it has one.
struct StepSentence: Sendable {
    /// The connective, read in any case ("WHEN", "Then when", "THEN WHEN"; "AND THEN" as Then when).
    var connective: Connective
    /// The opening as the page wrote it, when it is not one of the plan's connectives in some case
    /// ("AND THEN"), so the reader can say it was reworded.
    var reworded: String?
    /// What the tester does, such as "I use the spacebar".
    var action: String
    /// What the tester perceives, if the line says.
    var expectation: (sense: Outcome.Sense, text: String)?

    /// `text` taken apart, or nil when it opens with no connective.
    init?(_ text: String) {
        let lowered = text.lowercased()
        let openings: [(Connective, String)] =
            [.thenWhen, .orWhen, .when].map { ($0, $0.text.lowercased() + " ") } + [
                (.thenWhen, "and then when "), (.thenWhen, "and then "), (.thenWhen, "and when "),
            ]
        guard
            let (connective, opening) = openings.first(where: {
                lowered.unicodeScalars.starts(with: $0.1.unicodeScalars)
            })
        else { return nil }
        self.connective = connective
        let own = [Connective.thenWhen, .orWhen, .when].contains { $0.text.lowercased() + " " == opening }
        reworded = own ? nil : String(text.unicodeScalars.prefix(opening.unicodeScalars.count - 1))
        let rest = String(text.unicodeScalars.dropFirst(opening.unicodeScalars.count))
        // Spaces at both ends, so that an empty expectation at the end of the line ("… I SEE") is found;
        // searched scalar by scalar, since the text after a marker may open with a combining mark.
        let scalars = (" " + rest + " ").unicodeScalars
        let markers: [(Outcome.Sense, String)] = [
            (.see, " \(Words.english.iSee) "), (.hear, " \(Words.english.iHear) "),
        ]
        let found = markers.compactMap { sense, marker in
            scalars.firstRange(of: marker.unicodeScalars).map { (sense, $0) }
        }.min { $0.1.lowerBound < $1.1.lowerBound }
        guard let (sense, range) = found else {
            action = rest
            expectation = nil
            return
        }
        action =
            range.lowerBound > scalars.startIndex
            ? String(scalars[scalars.index(after: scalars.startIndex)..<range.lowerBound]) : ""
        expectation = (sense, String(scalars[range.upperBound...].dropLast()))
    }
}
