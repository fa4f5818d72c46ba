/// The results of one file: one tester's run over one or more components, as the interactive checklist
/// downloads it (results JSON) or a spreadsheet returns it (the exported CSV with `Result` and `Notes`).
public struct TestRun: Sendable, Hashable, Codable {
    /// The file as it was named on the command line.
    public var file: String
    /// The catalog's name the checklist came from; nil when the file does not say (CSV).
    public var catalogName: String?
    /// The catalog's version the checklist came from; nil when the file does not say (CSV).
    public var catalogVersion: String?
    /// When the results were downloaded, ISO 8601 in UTC; nil when the file does not say (CSV).
    public var exportedAt: String?
    /// What the tester recorded about the run (product, device, assistive technology …); empty for CSV.
    public var metadata: RunMetadata
    /// The results, in file order.
    public var results: [ItemResult]

    /// A run from its parts.
    public init(
        file: String,
        catalogName: String? = nil,
        catalogVersion: String? = nil,
        exportedAt: String? = nil,
        metadata: RunMetadata = RunMetadata(),
        results: [ItemResult]
    ) {
        self.file = file
        self.catalogName = catalogName
        self.catalogVersion = catalogVersion
        self.exportedAt = exportedAt
        self.metadata = metadata
        self.results = results
    }
}
