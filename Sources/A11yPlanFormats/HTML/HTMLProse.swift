import A11yPlan
import CCmark

/// Renders Markdown prose from content (usage, notes) to HTML through libcmark's default safe mode.
///
/// Raw HTML and script or data links are neutralised first (see `SafeMarkdown`), and headings are moved
/// below the page's own (`# Title` in prose becomes an `h3` under an `h2`), so a page keeps one `h1`.
public enum HTMLProse {
    /// `markdown` as an HTML fragment whose headings start at `topLevel` (1 to 6).
    ///
    /// Prose marked as `ForeignText` in one run, as a usage left in the source language is, becomes a
    /// `div` with that `lang`.
    public static func html(_ markdown: String, topLevel: Int = 3) -> String {
        if ForeignText.isMarked(markdown) {
            let runs = ForeignText.runs(markdown)
            let inner = html(ForeignText.strip(markdown), topLevel: topLevel)
            guard runs.count == 1, let language = runs[0].language else { return inner }
            return "<div lang=\"" + HTMLEscaping.attribute(language) + "\">\n" + inner + "</div>\n"
        }
        guard let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else {
            return "<p>" + HTMLEscaping.text(markdown) + "</p>"
        }
        defer { cmark_node_free(document) }
        SafeMarkdown.neutralize(document)
        shiftHeadings(document, by: max(0, topLevel - 1))
        guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    private static func shiftHeadings(_ document: OpaquePointer, by offset: Int) {
        guard offset > 0, let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_HEADING
            else { continue }
            let level = Int(cmark_node_get_heading_level(node))
            cmark_node_set_heading_level(node, Int32(min(6, level + offset)))
        }
    }
}
