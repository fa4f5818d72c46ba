/// What one plan's latest results say as a whole, for the line a plan page shows above the plan: the
/// worst thing a reader needs to know first (a failure, then a disagreement, then gaps).
public enum PlanVerdict: String, Sendable, Hashable, Codable, CaseIterable {
    /// At least one item failed.
    case fails
    /// No item failed, but testers disagree about at least one.
    case conflicting
    /// No failure or disagreement, but some items are untested or blocked.
    case incomplete
    /// Every item passed or does not apply.
    case passes
    /// No item has a result.
    case untested

    /// The verdict of a checklist with `counts`.
    public init(_ counts: ResultCounts) {
        if counts.fail > 0 {
            self = .fails
        } else if counts.conflicting > 0 {
            self = .conflicting
        } else if counts.pass + counts.notApplicable == 0 && counts.blocked == 0 {
            self = .untested
        } else if counts.untested > 0 || counts.blocked > 0 {
            self = .incomplete
        } else {
            self = .passes
        }
    }

    /// The verdict as a reader sees it, such as "Fails", from `Words`.
    public var title: String { Words.english.planVerdict(self) }
}
