/// Writes the catalog file: the type that lists every imported component, as `BundledCatalog` does.
struct CatalogSourceWriter: Sendable {
    /// The names of the type and its components.
    let names: SourceNames

    /// The catalog file's text.
    func file() -> String {
        var lines = [
            "import A11yPlan",
            "",
            "/// The components that `a11yplan import` read from Markdown test plans, in the order of their pages.",
            "public enum \(names.catalogType) {",
            "    /// The catalog's version, recorded with checklist results.",
            "    public static let version = \"0.1.0\"",
            "",
            "    /// Every imported component, as a catalog.",
            "    public static var catalog: Catalog {",
            "        Catalog(name: \"Imported catalog\", version: version, components: components)",
            "    }",
            "",
            "    /// The imported components, in the order of their pages.",
            "    public static var components: [Component] {",
            "        var components: [Component] = []",
            "        components.reserveCapacity(\(names.properties.count))",
        ]
        lines += names.properties.map { "        components.append(\($0))" }
        lines += ["        return components", "    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
