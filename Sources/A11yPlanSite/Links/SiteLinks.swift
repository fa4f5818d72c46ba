/// Makes links between site pages: relative by default, so the site works from disk and under any
/// sub-path, or absolute under a base URL.
public struct SiteLinks: Sendable, Hashable {
    /// The site's absolute URL, ending in `/`, or nil for relative links.
    public var baseURL: String?

    /// Links relative to each page, or absolute under `baseURL` (a trailing `/` is added if missing).
    public init(baseURL: String? = nil) {
        if let baseURL, !baseURL.isEmpty {
            self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        } else {
            self.baseURL = nil
        }
    }

    /// The site root as seen from the page at `page` (a path from the root, such as `ios/x/index.html`).
    public func root(from page: String) -> String {
        if let baseURL { return baseURL }
        let depth = page.reduce(0) { $0 + ($1 == "/" ? 1 : 0) }
        return String(repeating: "../", count: depth)
    }

    /// The link from the page at `page` to the file at `target` (both paths from the root).
    ///
    /// Relative links name `index.html` so that they open from disk; absolute ones end at the folder.
    public func href(_ target: String, from page: String) -> String {
        href(target, root: root(from: page))
    }

    /// The link to `target` from a page whose root is `root` (as `root(from:)` gives it), for pages
    /// that link many targets and work their root out once.
    public func href(_ target: String, root: String) -> String {
        if let baseURL {
            let folder = target.hasSuffix("index.html") ? String(target.dropLast("index.html".count)) : target
            return baseURL + folder
        }
        return root + target
    }

    /// The address a sitemap lists for `target`: absolute under the base URL, else from the root.
    public func sitemapLocation(_ target: String) -> String {
        href(target, from: "")
    }
}
