import A11yPlan
import A11yPlanFormats

/// The components × platforms table that the home and coverage pages share: one row per component,
/// one column per platform, in a region that may scroll on its own on narrow screens (WCAG 1.4.10
/// excepts data tables) so that the page itself never does.
struct ComponentGrid {
    /// The caption's id, which also names the scrolling region.
    let id: String
    /// The caption.
    let caption: String
    /// The first column's header, "Component" in the page's language.
    let componentHeader: String
    /// The components, one per row.
    let components: [Component]
    /// The first cell of a row, HTML.
    let rowHeader: (Component) -> String
    /// The cell of a component on a platform, HTML.
    let cell: (Component, Platform) -> String

    var html: String {
        var html = "<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"\(id)\" tabindex=\"0\">\n"
        html +=
            "<table class=\"catalog-grid\">\n<caption><h2 id=\"\(id)\">\(HTMLEscaping.text(caption))</h2></caption>\n"
        html += "<thead><tr><th scope=\"col\">\(HTMLEscaping.text(componentHeader))</th>"
        for platform in Platform.allCases {
            html += "<th scope=\"col\">\(platform.name)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for component in components {
            html += "<tr><th scope=\"row\">\(rowHeader(component))</th>"
            for platform in Platform.allCases {
                html += "<td>\(cell(component, platform))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }
}
