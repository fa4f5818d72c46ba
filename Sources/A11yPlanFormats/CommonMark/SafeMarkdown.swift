import A11yPlan
import CCmark

/// Passes Markdown prose written by content authors through libcmark so that it cannot carry raw HTML.
///
/// The prose is parsed with cmark's defaults; raw HTML blocks and inline HTML become literal text, links
/// and images with a script or data URL lose it, and the tree is written back as CommonMark.
public enum SafeMarkdown {
    private static let unsafeSchemes = ["javascript:", "vbscript:", "data:", "file:"]

    /// `markdown` rewritten as CommonMark without raw HTML or unsafe links, ending without a newline.
    public static func commonMark(_ markdown: String) -> String {
        let markdown = ForeignText.strip(markdown)
        guard let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else {
            return MarkdownEscaping.inline(markdown)
        }
        defer { cmark_node_free(document) }
        neutralize(document)
        guard let rendered = cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        var text = String(cString: rendered)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// Replaces raw HTML with text and empties unsafe link targets, after walking the whole tree.
    package static func neutralize(_ document: OpaquePointer) {
        var rawHTML: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                rawHTML.append(node)
            } else if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, isUnsafe(url(of: node)) {
                cmark_node_set_url(node, "")
            }
        }
        cmark_iter_free(iterator)
        for node in rawHTML {
            replaceWithText(node)
        }
    }

    private static func url(of node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }

    private static func isUnsafe(_ url: String) -> Bool {
        let lowered = url.lowercased().filter { !$0.isWhitespace }
        return unsafeSchemes.contains { lowered.hasPrefix($0) }
    }

    private static func replaceWithText(_ node: OpaquePointer) {
        var literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        while literal.last?.isNewline == true { literal.removeLast() }
        guard let text = cmark_node_new(CMARK_NODE_TEXT) else { return }
        cmark_node_set_literal(text, literal)
        var replacement = text
        if cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK, let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
            cmark_node_append_child(paragraph, text)
            replacement = paragraph
        }
        cmark_node_replace(node, replacement)
        cmark_node_free(node)
    }
}
