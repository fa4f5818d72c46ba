import CCmark

/// A node of a CommonMark document as libcmark parsed it, copied into a Swift value with its children.
///
/// The tree is built with cmark's iterator, one enter and one exit event per container, so the
/// readers walk values and never hold a pointer into libcmark. It is at most `maximumDepth` nodes
/// deep: libcmark nests lists and quotes as deep as a page writes them, and a value nested thousands
/// deep would take as many stack frames to read, compare or free.
struct MarkdownNode: Sendable, Hashable {
    /// The kinds of node the readers tell apart; any other is `other` with cmark's name for it.
    enum Kind: Sendable, Hashable {
        case document, heading, paragraph, list, item, text, code, softBreak, lineBreak, htmlInline
        case other(String)
    }

    /// What kind of node it is.
    var kind: Kind
    /// A heading's level, from 1.
    var headingLevel = 0
    /// Whether a list is ordered.
    var isOrdered = false
    /// The text of a text, code or inline HTML node.
    var literal = ""
    /// The 1-based lines the node spans in the source.
    var startLine = 0
    /// See `startLine`.
    var endLine = 0
    /// The children, in order.
    var children: [MarkdownNode] = []
    /// In a document, the line of the first node nested deeper than `maximumDepth`, which is left out
    /// with everything inside it; nil when the whole page is kept.
    var tooDeepLine: Int?

    /// How deep containers nest in a tree, the document counting as one (text, code and breaks sit
    /// one deeper): far deeper than any test plan, where a step's outcome, a list item in a list
    /// item of a part's list, is six deep.
    static let maximumDepth = 32

    /// The document `markdown` parses to with cmark's defaults (entities and escapes resolved), with
    /// nodes nested deeper than `maximumDepth` left out (`tooDeepLine` says where).
    static func document(_ markdown: String) -> MarkdownNode {
        let empty = MarkdownNode(kind: .document)
        guard let root = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else { return empty }
        defer { cmark_node_free(root) }
        guard let iterator = cmark_iter_new(root) else { return empty }
        defer { cmark_iter_free(iterator) }
        var stack: [MarkdownNode] = []
        var finished = empty
        var tooDeepLine: Int?
        // Containers entered inside the one being left out, so its exit is known.
        var skipped = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let pointer = cmark_iter_get_node(iterator) else { continue }
            let isLeaf = Self.isLeaf(cmark_node_get_type(pointer))
            if skipped > 0 || (event == CMARK_EVENT_ENTER && !isLeaf && stack.count >= maximumDepth) {
                if skipped == 0 && tooDeepLine == nil {
                    let line = Int(cmark_node_get_start_line(pointer))
                    tooDeepLine = line > 0 ? line : stack.last?.startLine
                }
                if !isLeaf { skipped += event == CMARK_EVENT_ENTER ? 1 : -1 }
                continue
            }
            if event == CMARK_EVENT_ENTER {
                let node = MarkdownNode(pointer)
                if isLeaf {
                    if stack.isEmpty { finished = node } else { stack[stack.count - 1].children.append(node) }
                } else {
                    stack.append(node)
                }
            } else if event == CMARK_EVENT_EXIT, let node = stack.popLast() {
                if stack.isEmpty { finished = node } else { stack[stack.count - 1].children.append(node) }
            }
        }
        finished.tooDeepLine = tooDeepLine
        return finished
    }

    /// Leaves get an enter event and no exit event.
    private static func isLeaf(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_HTML_INLINE,
            CMARK_NODE_HTML_BLOCK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_THEMATIC_BREAK:
            true
        default: false
        }
    }

    private init(kind: Kind) {
        self.kind = kind
    }

    private init(_ pointer: OpaquePointer) {
        let type = cmark_node_get_type(pointer)
        switch type {
        case CMARK_NODE_DOCUMENT: kind = .document
        case CMARK_NODE_HEADING: kind = .heading
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_LIST: kind = .list
        case CMARK_NODE_ITEM: kind = .item
        case CMARK_NODE_TEXT: kind = .text
        case CMARK_NODE_CODE: kind = .code
        case CMARK_NODE_SOFTBREAK: kind = .softBreak
        case CMARK_NODE_LINEBREAK: kind = .lineBreak
        case CMARK_NODE_HTML_INLINE: kind = .htmlInline
        default: kind = .other(cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? "node")
        }
        if type == CMARK_NODE_HEADING { headingLevel = Int(cmark_node_get_heading_level(pointer)) }
        if type == CMARK_NODE_LIST { isOrdered = cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
        literal = cmark_node_get_literal(pointer).map { String(cString: $0) } ?? ""
        startLine = Int(cmark_node_get_start_line(pointer))
        endLine = Int(cmark_node_get_end_line(pointer))
    }

    /// The node's text: text and code as written, line breaks as spaces, emphasis and links by their
    /// words, and blocks (paragraphs, lists, items) one after another with a space between them.
    var text: String {
        switch kind {
        case .text, .code, .htmlInline: literal
        case .softBreak, .lineBreak: " "
        default: children.map(\.text).joined(separator: children.first?.isBlock == true ? " " : "")
        }
    }

    /// Whether the node is a block, which stands on lines of its own, rather than inline text.
    var isBlock: Bool {
        switch kind {
        case .document, .heading, .paragraph, .list, .item: true
        case .text, .code, .softBreak, .lineBreak, .htmlInline: false
        case .other(let name):
            ["block_quote", "code_block", "html_block", "thematic_break", "custom_block"].contains(name)
        }
    }

    /// The text of the node's first paragraph, as list items hold their line.
    var firstParagraphText: String? {
        children.first { $0.kind == .paragraph }?.text
    }

    /// The node's child lists.
    var lists: [MarkdownNode] { children.filter { $0.kind == .list } }
}
