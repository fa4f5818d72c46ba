/// One WCAG 2.2 success criterion rolled up for one component on one platform (the subject of an
/// EARL assertion) from the results of that checklist's items that reference it.
public struct SubjectCriterionResult: Sendable, Hashable, Codable {
    /// The component's id.
    public var componentID: String
    /// The component's name.
    public var componentName: String
    /// The platform.
    public var platform: Platform
    /// The criterion.
    public var criterion: SuccessCriterion
    /// The subject's items that reference the criterion, in checklist order, with their results.
    public var items: [ItemOutcome]

    /// The roll-up of `criterion` for `componentID` on `platform` from `items`.
    public init(
        componentID: String, componentName: String, platform: Platform, criterion: SuccessCriterion,
        items: [ItemOutcome]
    ) {
        self.componentID = componentID
        self.componentName = componentName
        self.platform = platform
        self.criterion = criterion
        self.items = items
    }

    /// The items' recorded results by status, each result once, and as `untested` the items with no
    /// result, counted as `CriterionResult` counts them (untested items never change the outcome).
    public var counts: ResultCounts { CriterionResult(criterion: criterion, outcomes: items).counts }

    /// The outcome the counts give.
    public var outcome: CriterionOutcome { CriterionOutcome(counts) }

    /// Each criterion per subject: for every checklist (a component on a platform), in order, the
    /// criteria its items reference and every level A and AA criterion (obsolete 4.1.1 aside), in
    /// number order. A level AAA criterion is listed only when one of the subject's items references it.
    public static func rollup(checklists: [ChecklistSummary], outcomes: [ItemOutcome]) -> [Self] {
        checklists.flatMap { summary -> [Self] in
            let own = outcomes.filter {
                $0.item.componentID == summary.componentID && $0.item.platform == summary.platform
            }
            return ResultsRollup.byCriterion(own).map { criterion, items in
                Self(
                    componentID: summary.componentID, componentName: summary.componentName,
                    platform: summary.platform, criterion: criterion, items: items)
            }
        }
    }
}

extension ResultsRollup {
    /// Every criterion per component × platform, as `SubjectCriterionResult.rollup` lists them.
    public var criteriaBySubject: [SubjectCriterionResult] {
        SubjectCriterionResult.rollup(checklists: checklists, outcomes: outcomes)
    }
}
