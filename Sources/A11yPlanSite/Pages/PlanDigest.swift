import A11yPlan
import A11yPlanFormats

/// What the catalog-wide pages need of one test plan: its search entry, the criteria it tests and how
/// many checks it has. A build collects these as it renders each plan, so the search and coverage
/// pages never phrase a plan a second time, and keeps the search entry as the JSON it is written as,
/// so the index is never held twice.
public struct PlanDigest: Sendable {
    /// The component's id.
    public var componentID: String
    /// The plan's platform.
    public var platform: Platform
    /// The plan's entry in the search index, as JSON (`SearchIndex.Entry.json`).
    public var searchEntry: String
    /// The WCAG criteria the plan tests, one bit each by their place in `SuccessCriterion.all`: a
    /// build keeps a digest per plan, and an array of criteria per plan was most of their memory.
    private var criterionBits: (low: UInt64, high: UInt64)
    /// The plan's lines and rows, each a check.
    public var checks: Int

    /// The digest of `plan`.
    public init(_ plan: TestPlan) {
        componentID = plan.componentID
        platform = plan.platform
        searchEntry = SearchIndex.Entry.json(of: plan)
        criterionBits = (0, 0)
        for criterion in plan.criteria {
            guard let place = Self.places[criterion.number] else { continue }
            if place < 64 { criterionBits.low |= 1 << place } else { criterionBits.high |= 1 << (place - 64) }
        }
        checks = plan.tables.map(\.rows.count).reduce(0, +) + (plan.howToTest?.parts.flatMap(\.lines).count ?? 0)
    }

    /// The WCAG criteria the plan tests, in number order.
    public var criteria: [SuccessCriterion] {
        SuccessCriterion.all.enumerated().compactMap { place, criterion in
            let bit = place < 64 ? criterionBits.low >> place : criterionBits.high >> (place - 64)
            return bit & 1 == 1 ? criterion : nil
        }
    }

    /// Each criterion's place in `SuccessCriterion.all`, by number; the bits hold 128 places.
    private static let places: [String: Int] = Dictionary(
        uniqueKeysWithValues: SuccessCriterion.all.enumerated().map { ($1.number, $0) })

    /// The digest of every plan in `catalog`, in catalog and platform order.
    public static func all(of catalog: Catalog) -> [PlanDigest] {
        catalog.components.flatMap(all(of:))
    }

    /// The digest of each of `component`'s plans, in platform order.
    public static func all(of component: Component) -> [PlanDigest] {
        ComponentPages.plans(of: component).map(PlanDigest.init)
    }
}
