import A11yPlan

/// A report of test results: the roll-up of several runs against one catalog's checklists.
public struct Report: Sendable, Hashable {
    /// The catalog's name.
    public var catalogName: String
    /// The catalog's version.
    public var catalogVersion: String
    /// The merged results.
    public var rollup: ResultsRollup
    /// Who the report is for: the product, its vendor and a contact (`report --product --vendor --contact`).
    public var subject: ReportSubject

    /// A report of `rollup` against the catalog named `catalogName` at `catalogVersion`.
    public init(
        catalogName: String, catalogVersion: String, rollup: ResultsRollup, subject: ReportSubject = ReportSubject()
    ) {
        self.catalogName = catalogName
        self.catalogVersion = catalogVersion
        self.rollup = rollup
        self.subject = subject
    }

    /// The report of `runs` against `catalog`'s checklists of the components and platforms they name.
    public init(catalog: Catalog, runs: [TestRun], subject: ReportSubject = ReportSubject()) throws(ChecklistError) {
        let checklists = try ResultsRollup.checklists(for: runs, in: catalog)
        self.init(
            catalogName: catalog.name, catalogVersion: catalog.version,
            rollup: ResultsRollup(runs: runs, checklists: checklists), subject: subject)
    }

    /// The product's name: `--product`, else the one product every run that names one agrees on, else nil.
    public var productName: String? { subject.product ?? agreed(\.product) }

    /// The product's version: `--product-version`, else the one version every run that names one agrees on.
    public var productVersion: String? { subject.productVersion ?? agreed(\.productVersion) }

    /// The one value of `field` that every run naming one agrees on, or nil.
    private func agreed(_ field: KeyPath<RunMetadata, String?>) -> String? {
        let named = Set(rollup.runs.compactMap { $0.metadata[keyPath: field] })
        return named.count == 1 ? named.first : nil
    }

    /// The status an item shows: its agreed status's title, or "Conflicting".
    static func statusTitle(of outcome: ItemOutcome) -> String {
        outcome.status?.title ?? Words.english.conflicting
    }

    /// One result as plain text, for formats that carry it as one string: "Fail (a.json: results[3]): the notes".
    static func line(of result: ItemResult) -> String {
        let words = Words.english
        return words.resultWithNotes(words.resultAt(result.status.title, result.source.description), result.notes)
    }

    /// The item as a reader names it: "Popover tooltip (iOS) Keyboard only: I use the escape key".
    static func title(of item: ChecklistItem) -> String {
        "\(item.componentName) (\(item.platform.name)) \(item.title)"
    }
}
