import A11yPlan
import A11yPlanFormats

/// Where each page of the site lives, as paths from the site root.
public enum SitePaths {
    /// The home page.
    public static let home = "index.html"
    /// The search page.
    public static let search = "search/index.html"
    /// The page served for a missing address.
    public static let notFound = "404.html"
    /// The sitemap.
    public static let sitemap = "sitemap.xml"
    /// The search index, as JSON.
    public static let searchIndex = "search-index.json"
    /// The search index as a script for the search page, which loads it from disk as well.
    public static let searchIndexScript = "search-index.js"
    /// The stylesheet.
    public static let stylesheet = "assets/site.css"
    /// The search script.
    public static let searchScript = "assets/search.js"
    /// The coverage page.
    public static let coverage = "coverage/index.html"
    /// The page that combines several components' checklists.
    public static let checklistBuilder = "checklists/index.html"
    /// The checklist builder's script.
    public static let checklistBuilderScript = "assets/checklist-builder.js"

    /// A plan's checklist in `format`, beside its page.
    public static func checklist(id: String, platform: Platform, format: any Format<Checklist>) -> String {
        "\(platform.rawValue)/\(id)/\(checklistFileName(id: id, platform: platform, format: format))"
    }

    /// The file name of a single component's checklist, such as `popover-tooltip-ios-checklist.csv`.
    public static func checklistFileName(id: String, platform: Platform, format: any Format<Checklist>) -> String {
        "\(id)-\(platform.rawValue)-checklist.\(format.fileExtension)"
    }

    /// A plan's checklist data for the checklist builder: a script beside its page that hands the
    /// builder the plan's JSON checklist.
    public static func checklistData(id: String, platform: Platform) -> String {
        "\(platform.rawValue)/\(id)/\(id)-\(platform.rawValue)-checklist.js"
    }

    /// A platform's index of components.
    public static func platformIndex(_ platform: Platform) -> String {
        "\(platform.rawValue)/index.html"
    }

    /// A component's test plan on one platform.
    public static func plan(id: String, platform: Platform) -> String {
        "\(platform.rawValue)/\(id)/index.html"
    }

    /// A plan's Markdown file beside its page, named so that it says what it is once downloaded.
    public static func markdown(id: String, platform: Platform) -> String {
        "\(platform.rawValue)/\(id)/\(markdownFileName(id: id, platform: platform))"
    }

    /// The Markdown file's own name, such as `popover-tooltip-ios.md`.
    public static func markdownFileName(id: String, platform: Platform) -> String {
        "\(id)-\(platform.rawValue).md"
    }

    /// A component's page with every platform side by side.
    public static func component(id: String) -> String {
        "components/\(id)/index.html"
    }
}
