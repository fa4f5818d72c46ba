import A11yPlanFormats

/// Writes `sitemap.xml` for the listed pages of a site.
public enum Sitemap {
    /// The sitemap XML for `paths` (from the site root), absolute under the links' base URL if any.
    ///
    /// Search engines need absolute addresses: build with `--base-url` for a sitemap they accept.
    public static func xml(paths: [String], links: SiteLinks) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            xml += "<url><loc>\(HTMLEscaping.attribute(links.sitemapLocation(path)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
