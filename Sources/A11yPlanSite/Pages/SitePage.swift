/// One HTML page of the site before the layout wraps it.
public struct SitePage: Sendable, Hashable {
    /// The page's path from the site root, such as `ios/popover-tooltip/index.html`.
    public var path: String
    /// The title, without the site name.
    public var title: String
    /// One sentence on what the page holds.
    public var description: String
    /// The `<main>` content, HTML.
    public var content: String
    /// Scripts at the end of the body, HTML.
    public var scripts: String = ""
    /// Whether search engines should list it (the 404 page is not listed).
    public var listed: Bool = true
}
