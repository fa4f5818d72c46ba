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
    /// `popover-tooltip-ios-checklist.csv`; for the interactive checklist, its page's name in
    /// `checklists/`.
    public static func checklistFileName(id: String, platform: Platform, format: any Format<Checklist>) -> String {
        "\(id)-\(platform.rawValue)-checklist.\(format.fileExtension)"
    }

    /// A plan's interactive checklist, the page a tester opens and works in, named as it is saved
    /// (`checklists/popover-tooltip-ios-checklist.html`).
    ///
    /// The page also carries every download of the plan inside the link that saves it, in its section
    /// `#downloads` (`downloadsFragment`): the checklist as a task list, CSV and Gherkin, which only
    /// testers use, are nowhere else, and the plan's Markdown and JSON checklist are there too, so a saved
    /// page has them all offline. Only testers open this page, so the plan page, which every reader
    /// loads, carries none of them.
    public static func checklistPage(id: String, platform: Platform) -> String {
        "checklists/" + checklistFileName(id: id, platform: platform, format: HTMLChecklistExporter())
    }

    /// The fragment of a checklist page's downloads section.
    public static let downloadsFragment = "#downloads"

    /// The folder of the downloads that are files of their own: each plan's Markdown, which readers
    /// save from the plan page, and its JSON checklist, the plan's document for tools
    /// (`api/catalog.json` links both). The other formats live only inside the checklist page's links:
    /// at 2,000 components a file per format was 30,000 files, and on a disk each file costs a build
    /// more than its bytes (`Benchmarks/README.md`, issue 30).
    ///
    /// One folder for the whole site (per language), not one per plan: a folder costs a build as much as
    /// a file. A file's name says its component, platform and format, so the names never clash.
    public static let downloads = "downloads"

    /// A plan's Markdown, such as `downloads/popover-tooltip-ios.md`.
    public static func planMarkdown(id: String, platform: Platform) -> String {
        downloads + "/" + markdownFileName(id: id, platform: platform)
    }

    /// A plan's JSON checklist, such as `downloads/popover-tooltip-ios-checklist.json`.
    public static func checklistJSON(id: String, platform: Platform) -> String {
        downloads + "/" + checklistFileName(id: id, platform: platform, format: JSONChecklistExporter())
    }

    /// Every file one plan has: its page, its interactive checklist page, its Markdown and its JSON
    /// checklist.
    public static func planFiles(id: String, platform: Platform) -> [String] {
        [
            plan(id: id, platform: platform), checklistPage(id: id, platform: platform),
            planMarkdown(id: id, platform: platform), checklistJSON(id: id, platform: platform),
        ]
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
