/// Which of a site's files a build writes: all of them, or a part, such as only the plan pages (the
/// work a static-site generator does with the same pages).
///
/// A build of a part writes no manifest and keeps nothing from an earlier build, since it does not
/// vouch for a whole site.
public struct SitePages: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int

    /// The set with `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each plan's page, which links to its downloads and its interactive checklist.
    public static let plans = SitePages(rawValue: 1)
    /// The checklist builder's data: each group of components' JSON checklists as a script.
    public static let checklists = SitePages(rawValue: 2)
    /// Each component's page with every platform.
    public static let componentPages = SitePages(rawValue: 4)
    /// The pages made from the whole catalog: home, platform indexes, checklist builder, search,
    /// coverage, 404, search index, sitemap, assets, the machine-readable catalog (`api/catalog.json`)
    /// and its schema.
    public static let catalogPages = SitePages(rawValue: 8)
    /// Each plan's interactive checklist page (in `checklists/`), with the plan's downloads inside its
    /// links (its Markdown and its checklist in every other format), and the plan's Markdown and JSON
    /// checklist as files of `downloads/`.
    public static let downloads = SitePages(rawValue: 16)
    /// The whole site.
    public static let all: SitePages = [.plans, .checklists, .componentPages, .catalogPages, .downloads]
}
