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

    /// The items' recorded results by status, each result once (untested ones are not counted).
    public var counts: ResultCounts {
        var counts = ResultCounts()
        for outcome in items {
            for result in outcome.results where result.status != .untested { counts.add(result.status) }
        }
        return counts
    }

    /// The outcome the counts give.
    public var outcome: CriterionOutcome { CriterionOutcome(counts) }

    /// Each criterion per subject: for every checklist (a component on a platform), in order, the
    /// criteria its items reference and every level A and AA criterion (obsolete 4.1.1 aside), in
    /// number order. A level AAA criterion is listed only when one of the subject's items references it.
    public static func rollup(checklists: [ChecklistSummary], outcomes: [ItemOutcome]) -> [Self] {
        let byNumber = Dictionary(uniqueKeysWithValues: SuccessCriterion.all.map { ($0.number, $0) })
        let baseline = SuccessCriterion.all.filter { $0.level != .aaa && !$0.isObsolete }
        return checklists.flatMap { summary -> [Self] in
            let own = outcomes.filter {
                $0.item.componentID == summary.componentID && $0.item.platform == summary.platform
            }
            var items: [String: [ItemOutcome]] = [:]
            for outcome in own {
                for number in outcome.item.references { items[number, default: []].append(outcome) }
            }
            let referenced = items.keys.compactMap { byNumber[$0] }
            return Set(baseline + referenced).sorted().map { criterion in
                Self(
                    componentID: summary.componentID, componentName: summary.componentName,
                    platform: summary.platform, criterion: criterion, items: items[criterion.number] ?? [])
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
