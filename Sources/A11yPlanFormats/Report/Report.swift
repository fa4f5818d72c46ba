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
    /// The language the report is written in: its fixed words, and the checklists' items.
    public var language: Language = .english

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
    /// In `language`, the fixed words and the items are in that language (free text without a
    /// translation stays in the catalog's source language).
    public init(
        catalog: Catalog, runs: [TestRun], subject: ReportSubject = ReportSubject(), language: Language = .english
    ) throws(ChecklistError) {
        let checklists = try ResultsRollup.checklists(for: runs, in: catalog, language: language)
        self.init(
            catalogName: catalog.name, catalogVersion: catalog.version,
            rollup: ResultsRollup(runs: runs, checklists: checklists), subject: subject)
        self.language = language
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
    static func statusTitle(of outcome: ItemOutcome, words: Words) -> String {
        outcome.status.map(words.resultStatus) ?? words.conflicting
    }

    /// One result as plain text, for formats that carry it as one string: "Fail (a.json: results[3]): the notes".
    static func line(of result: ItemResult, words: Words) -> String {
        words.resultWithNotes(
            words.resultAt(words.resultStatus(result.status), result.source.description), result.notes)
    }

    /// The item as a reader names it: "Popover tooltip (iOS) Keyboard only: I use the escape key".
    static func title(of item: ChecklistItem) -> String {
        "\(item.componentName) (\(item.platform.name)) \(item.title)"
    }
}
