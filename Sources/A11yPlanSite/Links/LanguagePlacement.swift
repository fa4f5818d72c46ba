import A11yPlan
import A11yPlanFormats

/// Where one language's pages sit in a site of several: the site's languages (the default first, at the
/// root; each other in the folder its code names) and the one being built, so every page can link to
/// itself in the other languages.
struct LanguagePlacement: Sendable {
    /// The site's languages, the default first; empty for a site of one language.
    var languages: [Language]
    /// The language of the pages being built.
    var current: Language
    /// The links of the whole site, from its root (not from a language's folder).
    var siteLinks: SiteLinks

    /// A site of one language: no switcher and no alternates.
    static let single = LanguagePlacement(languages: [], current: .english, siteLinks: SiteLinks())

    /// The folder of `language` from the site root: empty for the default, `de/` for German.
    func folder(of language: Language) -> String {
        language == languages.first ? "" : language.code + "/"
    }

    /// The link from the page at `path` (from the current language's folder) to the same page in
    /// `language`.
    func href(_ path: String, in language: Language) -> String {
        siteLinks.href(folder(of: language) + path, from: folder(of: current) + path)
    }

    /// The language switcher for the page at `path`: every language by its own name, in its own
    /// language, the current one marked; empty for a site of one language.
    func switcher(for path: String, label: String) -> String {
        guard languages.count > 1 else { return "" }
        var html = TextBuffer(capacity: 512)
        html.append("\n<nav class=\"language-switcher\" aria-label=\"")
        html.append(attribute: label)
        html.append("\">\n<ul>\n")
        for language in languages {
            html.append("<li><a href=\"")
            html.append(attribute: href(path, in: language))
            html.append("\" hreflang=\"")
            html.append(attribute: language.code)
            html.append("\" lang=\"")
            html.append(attribute: language.code)
            html.append(language == current ? "\" aria-current=\"true\">" : "\">")
            html.append(html: language.name)
            html.append("</a></li>\n")
        }
        html.append("</ul>\n</nav>")
        return html.string
    }

    /// The head's links to the page in every language (`hreflang`), so search engines and browsers
    /// know the versions; empty for a site of one language.
    func alternates(for path: String) -> String {
        guard languages.count > 1 else { return "" }
        var html = TextBuffer(capacity: 256)
        for language in languages {
            html.append("<link rel=\"alternate\" hreflang=\"")
            html.append(attribute: language.code)
            html.append("\" href=\"")
            html.append(attribute: href(path, in: language))
            html.append("\">\n")
        }
        return html.string
    }
}
