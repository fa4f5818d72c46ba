/// The outcome of one success criterion for one component on one platform, in the five values of
/// W3C EARL 1.0 (`earl:passed` …), which the EARL report writes and the WCAG-EM Report Tool reads.
public enum CriterionOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every checked result passed (not applicable ones aside).
    case passed
    /// At least one result failed.
    case failed
    /// Results were blocked and none failed: the testers could not tell.
    case cantTell
    /// Every checked result was not applicable.
    case inapplicable
    /// No result reaches the criterion: its items are untested, or no item references it.
    case untested

    /// The outcome that results with these counts give: the criterion's `Conformance` in EARL's terms.
    ///
    /// Supports is passed; partially supports and does not support are failed; not applicable is
    /// inapplicable; not evaluated is cannot tell when a result was blocked, and untested when no
    /// result was recorded. Untested results are not counted, so they never change the outcome.
    public init(_ counts: ResultCounts) {
        switch Conformance(counts) {
        case .supports: self = .passed
        case .partiallySupports, .doesNotSupport: self = .failed
        case .notApplicable: self = .inapplicable
        case .notEvaluated: self = counts.blocked > 0 ? .cantTell : .untested
        }
    }
}
