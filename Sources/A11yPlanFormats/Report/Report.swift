import A11yPlan

/// A report of test results: the roll-up of several runs against one catalog's checklists.
public struct Report: Sendable, Hashable {
    /// The catalog's name.
    public var catalogName: String
    /// The catalog's version.
    public var catalogVersion: String
    /// The merged results.
    public var rollup: ResultsRollup

    /// A report of `rollup` against the catalog named `catalogName` at `catalogVersion`.
    public init(catalogName: String, catalogVersion: String, rollup: ResultsRollup) {
        self.catalogName = catalogName
        self.catalogVersion = catalogVersion
        self.rollup = rollup
    }

    /// The report of `runs` against `catalog`'s checklists of the components and platforms they name.
    public init(catalog: Catalog, runs: [TestRun]) throws(ChecklistError) {
        let checklists = try ResultsRollup.checklists(for: runs, in: catalog)
        self.init(
            catalogName: catalog.name, catalogVersion: catalog.version,
            rollup: ResultsRollup(runs: runs, checklists: checklists))
    }

    /// The status an item shows: its agreed status's title, or "Conflicting".
    static func statusTitle(of outcome: ItemOutcome) -> String {
        outcome.status?.title ?? Words.english.conflicting
    }

    /// The item as a reader names it: "Popover tooltip (iOS) Keyboard only: I use the escape key".
    static func title(of item: ChecklistItem) -> String {
        "\(item.componentName) (\(item.platform.name)) \(item.title)"
    }
}
