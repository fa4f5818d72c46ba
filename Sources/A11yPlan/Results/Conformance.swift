/// How far a success criterion is met, in the VPAT's terms, as the roll-up derives it from results.
public enum Conformance: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every checked result passed.
    case supports
    /// Some results failed and some passed.
    case partiallySupports
    /// Results failed and none passed.
    case doesNotSupport
    /// Every checked result was not applicable.
    case notApplicable
    /// No result reaches the criterion, or only blocked ones and no failure.
    case notEvaluated

    /// The level as a reader sees it, such as "Partially Supports", from `Words`.
    public var title: String { Words.english.conformance(self) }

    /// The level that results with these counts give a criterion.
    ///
    /// Failures decide first (with a pass: partially supports; without: does not support); otherwise a
    /// blocked result means the criterion cannot be told (not evaluated); then passes (supports), then
    /// not applicable; no result at all is not evaluated.
    public init(_ counts: ResultCounts) {
        if counts.fail > 0 {
            self = counts.pass > 0 ? .partiallySupports : .doesNotSupport
        } else if counts.blocked > 0 {
            self = .notEvaluated
        } else if counts.pass > 0 {
            self = .supports
        } else if counts.notApplicable > 0 {
            self = .notApplicable
        } else {
            self = .notEvaluated
        }
    }
}
