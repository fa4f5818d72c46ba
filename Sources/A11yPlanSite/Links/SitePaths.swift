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
    /// The search index, a script for the search page, which loads it from disk as well as from a server.
    public static let searchIndexScript = "search-index.js"
    /// The stylesheet.
    public static let stylesheet = "assets/site.css"
    /// The search script.
    public static let searchScript = "assets/search.js"
    /// The coverage page.
    public static let coverage = "coverage/index.html"
    /// The test report, when the site is built with results (`build --results`).
    public static let report = "report.html"
    /// The page that combines several components' checklists.
    public static let checklistBuilder = "checklists/index.html"
    /// The checklist builder's script.
    public static let checklistBuilderScript = "assets/checklist-builder.js"

    /// The file name a plan's checklist in `format` is saved as, such as
    /// `popover-tooltip-ios-checklist.csv`: its name in the site's downloads folder, and for the
    /// interactive checklist its page's name in `checklists/`.
    public static func checklistFileName(id: String, platform: Platform, format: any Format<Checklist>) -> String {
        "\(id)-\(platform.rawValue)-checklist.\(format.fileExtension)"
    }

    /// The folder of every plan's downloads: its Markdown and its checklist in each format but the
    /// interactive one, each file named as it is saved.
    ///
    /// One folder for the whole site (per language), not one per plan: on a disk a folder costs a build
    /// as much as a file. A file's name says its component, platform and format, so the names of one
    /// folder never clash, and a server can be told to serve the whole folder as attachments.
    public static let downloads = "downloads"

    /// A plan's Markdown, such as `downloads/popover-tooltip-ios.md`.
    public static func planMarkdown(id: String, platform: Platform) -> String {
        downloads + "/" + markdownFileName(id: id, platform: platform)
    }

    /// A plan's checklist in `format`, such as `downloads/popover-tooltip-ios-checklist.csv`; the
    /// interactive checklist is a page, `checklists/popover-tooltip-ios-checklist.html`.
    public static func checklist(id: String, platform: Platform, format: any Format<Checklist>) -> String {
        let name = checklistFileName(id: id, platform: platform, format: format)
        return format is HTMLChecklistExporter ? "checklists/" + name : downloads + "/" + name
    }

    /// A plan's interactive checklist, the page a tester opens and works in, named as it is saved
    /// (`checklists/popover-tooltip-ios-checklist.html`).
    public static func checklistPage(id: String, platform: Platform) -> String {
        checklist(id: id, platform: platform, format: HTMLChecklistExporter())
    }

    /// Every file one plan has: its page, its interactive checklist and its downloads.
    public static func planFiles(id: String, platform: Platform) -> [String] {
        [plan(id: id, platform: platform), planMarkdown(id: id, platform: platform)]
            + Formats.checklists.map { checklist(id: id, platform: platform, format: $0) }
    }

    /// How many components' checklists one checklist-data script holds for the checklist builder.
    ///
    /// One script per plan made 6,000 files of a 2,000-component site; on a disk each file costs more
    /// than its bytes. A script of 50 components is about half a megabyte, loaded only when one of its
    /// components is ticked.
    public static let checklistDataGroupSize = 50

    /// The checklist builder's data for group `group` (from 0) of `platform`'s components, in catalog
    /// order: a script that hands the builder each plan's JSON checklist.
    public static func checklistData(platform: Platform, group: Int) -> String {
        "checklists/\(platform.rawValue)-\(group + 1).js"
    }

    /// A platform's index of components.
    public static func platformIndex(_ platform: Platform) -> String {
        "\(platform.rawValue)/index.html"
    }

    /// A component's test plan on one platform. Plans are files of their platform's folder rather
    /// than folders of their own: a folder costs a build as much as a file.
    public static func plan(id: String, platform: Platform) -> String {
        "\(platform.rawValue)/\(id).html"
    }

    /// The file name a plan's Markdown is saved as, such as `popover-tooltip-ios.md`.
    public static func markdownFileName(id: String, platform: Platform) -> String {
        "\(id)-\(platform.rawValue).md"
    }

    /// A component's page with every platform side by side.
    public static func component(id: String) -> String {
        "components/\(id).html"
    }
}
