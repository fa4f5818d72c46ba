import A11yPlan

/// A catalog in another language for the site: the language, and the catalog with its free text
/// translated (or marked as left in the source language) by `Catalog.localized(to:)`.
public struct LocalizedCatalog: Sendable {
    /// The language the pages are written in.
    public var language: Language
    /// The catalog, localised to `language`.
    public var catalog: Catalog

    /// `catalog` shown in `language`.
    public init(language: Language, catalog: Catalog) {
        self.language = language
        self.catalog = catalog
    }
}
