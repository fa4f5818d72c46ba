import CCmark
import Foundation

/// A parsed CommonMark node, copied out of libcmark so tests can inspect the tree as values.
struct CmarkNode: Equatable {
    var type: String
    var headingLevel: Int = 0
    var listType: Int = 0
    var literal: String = ""
    var url: String = ""
    var children: [CmarkNode] = []

    /// The text of every text and code node below this one, joined.
    var text: String {
        literal + children.map(\.text).joined()
    }

    /// Every node in the tree, depth first.
    var all: [CmarkNode] {
        [self] + children.flatMap(\.all)
    }

    /// The children of type `type`.
    func children(_ type: String) -> [CmarkNode] {
        children.filter { $0.type == type }
    }
}

/// Parses `markdown` with libcmark's defaults and copies the tree out, walking it with cmark's iterator.
func parseCommonMark(_ markdown: String) -> CmarkNode {
    let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT)!
    defer { cmark_node_free(document) }
    let iterator = cmark_iter_new(document)!
    defer { cmark_iter_free(iterator) }
    var stack: [CmarkNode] = []
    var root = CmarkNode(type: "none")
    while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        let node = cmark_iter_get_node(iterator)!
        if event == CMARK_EVENT_ENTER {
            var value = CmarkNode(type: String(cString: cmark_node_get_type_string(node)))
            value.headingLevel = Int(cmark_node_get_heading_level(node))
            value.listType = Int(cmark_node_get_list_type(node).rawValue)
            value.literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            value.url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            stack.append(value)
            if cmark_node_first_child(node) != nil { continue }
        }
        let finished = stack.removeLast()
        if stack.isEmpty {
            root = finished
        } else {
            stack[stack.count - 1].children.append(finished)
        }
    }
    return root
}

/// `markdown` rendered to HTML by libcmark in its default safe mode.
func commonMarkHTML(_ markdown: String) -> String {
    let buffer = cmark_markdown_to_html(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT)!
    defer { free(buffer) }
    return String(cString: buffer)
}

/// Splits a GFM table row into cells, honouring backslash-escaped pipes, as GitHub does.
func tableCells(_ line: String) -> [String]? {
    guard line.hasPrefix("|"), line.hasSuffix("|") else { return nil }
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in line.dropFirst() {
        if escaped {
            current.append(character)
            escaped = false
        } else if character == "\\" {
            current.append(character)
            escaped = true
        } else if character == "|" {
            cells.append(current.trimmingCharacters(in: .whitespaces))
            current = ""
        } else {
            current.append(character)
        }
    }
    return cells
}

/// Lower-cased words (runs of letters and digits) of `text`, ignoring punctuation and Markdown syntax.
func words(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text.lowercased() {
        if character.isLetter || character.isNumber {
            current.append(character)
        } else if !current.isEmpty {
            result.append(current)
            current = ""
        }
    }
    if !current.isEmpty { result.append(current) }
    return result
}
