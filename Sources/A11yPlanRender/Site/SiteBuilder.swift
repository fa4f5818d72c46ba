import A11yPlan
import Foundation

/// Builds the site folder for a catalog: for now one Markdown page per component and platform.
///
/// Pages go to `<platform>/<id>/<id>-<platform>.md`, a name that still says what it is once downloaded.
public struct SiteBuilder: Sendable {
    /// The catalog to build.
    public var catalog: Catalog

    /// A builder for `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The path of a plan's Markdown page inside the site.
    public static func markdownPath(id: String, platform: Platform) -> String {
        "\(platform.rawValue)/\(id)/\(id)-\(platform.rawValue).md"
    }

    /// Writes the site into `output` through `SiteWriter`; `progress` hears each page written.
    ///
    /// Returns the number of pages written.
    @discardableResult
    public func build(into output: URL, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Int {
        let plans = catalog.components.flatMap { component in
            component.platforms.sorted().compactMap { TestPlan(component: component, platform: $0) }
        }
        let renderer = MarkdownRenderer()
        try SiteWriter(target: output).write { staging in
            for (index, plan) in plans.enumerated() {
                let path = Self.markdownPath(id: plan.componentID, platform: plan.platform)
                try SiteWriter.writeFile(renderer.render(plan), to: path, in: staging)
                progress(index + 1, plans.count)
            }
        }
        return plans.count
    }
}
