import A11yPlan
import A11yPlanFormats

/// Test results shown on the site (`build --results DIR`): the report every plan page links to, and
/// each plan's counts, verdict and the day of its latest result.
public struct SiteResults: Sendable {
    /// The report of every results file.
    public var report: Report
    /// Each plan's results, by component id and platform.
    private var plans: [String: PlanResults]

    /// One plan's results as its page shows them.
    public struct PlanResults: Sendable, Hashable, Codable {
        /// The items by agreed status.
        public var counts: ResultCounts
        /// The day of the newest results file with a result for the plan (YYYY-MM-DD), if any says.
        public var latest: String?

        /// The verdict of `counts`.
        public var verdict: PlanVerdict { PlanVerdict(counts) }
    }

    /// The site's results from `report`.
    public init(report: Report) {
        self.report = report
        var latest: [String: String] = [:]
        for run in report.rollup.runs {
            guard let day = run.metadata.date ?? run.exportedAt.map({ String($0.prefix(10)) }) else { continue }
            for result in run.results where result.status != .untested {
                let key = Self.key(result.componentID, result.platform)
                if latest[key].map({ $0 < day }) ?? true { latest[key] = day }
            }
        }
        var plans: [String: PlanResults] = [:]
        for summary in report.rollup.checklists {
            let key = Self.key(summary.componentID, summary.platform)
            plans[key] = PlanResults(counts: summary.counts, latest: latest[key])
        }
        self.plans = plans
    }

    /// The results of `componentID`'s plan on `platform`, or nil when no file has any.
    public func plan(_ componentID: String, on platform: Platform) -> PlanResults? {
        plans[Self.key(componentID, platform)]
    }

    /// The results of every plan of `componentID`, in platform order, for the component's change key.
    func component(_ componentID: String) -> [PlanResults?] {
        Platform.allCases.map { plan(componentID, on: $0) }
    }

    /// The change key of everything the report page shows, for the build manifest.
    var key: ContentKey {
        let subject = report.subject
        return ContentKey(combining: [
            ContentKey(of: report.rollup),
            ContentKey(of: [subject.product, subject.productVersion, subject.vendor, subject.contact]),
        ])
    }

    private static func key(_ componentID: String, _ platform: Platform) -> String {
        componentID + " " + platform.rawValue
    }
}
