import A11yPlan

/// A narrative line taken apart at its fixed words: the connective that opens it, the action, and
/// the "I SEE" or "I HEAR" expectation that ends it, if it has one.
struct StepSentence: Sendable {
    /// The connective, read in any case ("WHEN", "Then when", "THEN WHEN").
    var connective: Connective
    /// What the tester does, such as "I use the spacebar".
    var action: String
    /// What the tester perceives, if the line says.
    var expectation: (sense: Outcome.Sense, text: String)?

    /// `text` taken apart, or nil when it opens with no connective.
    init?(_ text: String) {
        let lowered = text.lowercased()
        let openings: [(Connective, String)] = [.thenWhen, .orWhen, .when].map { ($0, $0.text.lowercased() + " ") }
        guard let (connective, opening) = openings.first(where: { lowered.hasPrefix($0.1) }) else { return nil }
        self.connective = connective
        let rest = text.dropFirst(opening.count)
        let spaced = " " + rest
        let markers: [(Outcome.Sense, String)] = [
            (.see, " \(Words.english.iSee) "), (.hear, " \(Words.english.iHear) "),
        ]
        let found = markers.compactMap { sense, marker in
            spaced.firstRange(of: marker).map { (sense, $0) }
        }.min { $0.1.lowerBound < $1.1.lowerBound }
        guard let (sense, range) = found else {
            action = String(rest)
            expectation = nil
            return
        }
        action =
            range.lowerBound > spaced.startIndex
            ? String(spaced[spaced.index(after: spaced.startIndex)..<range.lowerBound]) : ""
        expectation = (sense, String(spaced[range.upperBound...]))
    }
}
