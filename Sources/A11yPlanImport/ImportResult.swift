import A11yPlan

/// What an import gave: the components, their source files, and every message about the pages.
public struct ImportResult: Sendable {
    /// The components, in the order their first pages came.
    public var components: [Component]
    /// One file per component and the catalog file, in that order; none when no page could be read.
    public var files: [GeneratedFile]
    /// Warnings and errors, page by page.
    public var diagnostics: [ImportDiagnostic]
    /// How many pages were given.
    public var pagesRead: Int
    /// How many typed terms the pages' words were read as: inputs, roles and states, criteria.
    public var termsMapped: Int

    /// Whether a page could not be read as a test plan.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// How many warnings there are.
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// "3 pages read, 1 component written, 57 terms mapped, 2 warnings", and the errors if any.
    public var summary: String {
        let errors = diagnostics.count - warningCount
        var parts = [
            Self.count(pagesRead, "page") + " read", Self.count(components.count, "component") + " written",
            Self.count(termsMapped, "term") + " mapped", Self.count(warningCount, "warning"),
        ]
        if errors > 0 { parts.append(Self.count(errors, "error")) }
        return parts.joined(separator: ", ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
