import A11yPlan

/// What the catalog-wide pages need of one test plan: its search entry, the criteria it tests and how
/// many checks it has. A build collects these as it renders each plan, so the search and coverage
/// pages never phrase a plan a second time.
public struct PlanDigest: Sendable, Hashable {
    /// The plan's entry in the search index.
    public var entry: SearchIndex.Entry
    /// The WCAG criteria the plan tests, in number order.
    public var criteria: [SuccessCriterion]
    /// The plan's lines and rows, each a check.
    public var checks: Int

    /// The digest of `plan`.
    public init(_ plan: TestPlan) {
        entry = SearchIndex.Entry(plan)
        criteria = plan.criteria
        checks = plan.tables.map(\.rows.count).reduce(0, +) + (plan.howToTest?.parts.flatMap(\.lines).count ?? 0)
    }

    /// The digest of every plan in `catalog`, in catalog and platform order.
    public static func all(of catalog: Catalog) -> [PlanDigest] {
        catalog.components.flatMap(all(of:))
    }

    /// The digest of each of `component`'s plans, in platform order.
    public static func all(of component: Component) -> [PlanDigest] {
        ComponentPages.plans(of: component).map(PlanDigest.init)
    }
}
