import A11yPlanFormats

/// A page layout with placeholders, parsed once and filled for every page.
///
/// `{{name}}` inserts text, HTML-escaped; `{{{name}}}` inserts trusted HTML that A11yPlan generated.
/// Each placeholder has one kind (see `Placeholder`), and a layout that writes a text placeholder in
/// triple braces, or an HTML one in double braces, is rejected, so content text can never be
/// inserted unescaped.
public struct Template: Sendable {
    enum Piece: Sendable {
        case literal(String)
        case placeholder(Placeholder)
    }

    let pieces: [Piece]
    /// The layout as written, which keys the build manifest: another layout renders every page anew.
    let source: String
    /// The bytes of the layout's literal text, so a page is filled into one allocation.
    let literalSize: Int

    /// Parses `source`; `name` names the file in error messages.
    ///
    /// One pass over the layout's bytes, so a layout of any size parses in time linear in its size. A
    /// placeholder is written on one line; an HTML placeholder appears at most once, since each writes
    /// landmarks and ids a page must not repeat.
    public init(_ source: String, name: String) throws(TemplateError) {
        var pieces: [Piece] = []
        var firstLine: [Placeholder: Int] = [:]
        let bytes = Array(source.utf8)
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        let newline = UInt8(ascii: "\n")
        var line = 1
        var literalStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == newline { line += 1 }
            guard bytes[index] == open, index + 1 < bytes.count, bytes[index + 1] == open else {
                index += 1
                continue
            }
            let raw = index + 2 < bytes.count && bytes[index + 2] == open
            let start = index + (raw ? 3 : 2)
            var end = start
            while end < bytes.count, bytes[end] != close, bytes[end] != open, bytes[end] != newline { end += 1 }
            let braces = raw ? 3 : 2
            guard end + braces <= bytes.count, bytes[end..<(end + braces)].allSatisfy({ $0 == close }) else {
                throw TemplateError("\(name):\(line): '\(raw ? "{{{" : "{{")' is never closed on its line")
            }
            let word = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard let placeholder = Placeholder(rawValue: word) else {
                throw TemplateError("\(name):\(line): unknown placeholder '\(word)'")
            }
            if raw != placeholder.isHTML {
                let form = placeholder.isHTML ? "{{{\(word)}}}" : "{{\(word)}}"
                let kind = placeholder.isHTML ? "holds HTML" : "is text and is always escaped"
                throw TemplateError("\(name):\(line): '\(word)' \(kind); write \(form)")
            }
            if placeholder.isHTML, let first = firstLine[placeholder] {
                throw TemplateError(
                    "\(name):\(line): {{{\(word)}}} is used a second time (first at line \(first)); "
                        + "a page holds it once")
            }
            firstLine[placeholder] = firstLine[placeholder] ?? line
            pieces.append(.literal(String(decoding: bytes[literalStart..<index], as: UTF8.self)))
            pieces.append(.placeholder(placeholder))
            index = end + braces
            literalStart = index
        }
        pieces.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self)))
        for required in Placeholder.allCases where required.isRequired && firstLine[required] == nil {
            let form = required.isHTML ? "{{{\(required.rawValue)}}}" : "{{\(required.rawValue)}}"
            throw TemplateError("\(name): missing placeholder \(form)")
        }
        self.pieces = pieces
        self.source = source
        literalSize = pieces.reduce(0) { size, piece in
            if case .literal(let text) = piece { return size + text.utf8.count }
            return size
        }
    }

    /// The page: every placeholder replaced by its value in `values` (escaped if it is text), or by
    /// nothing where `values` has none.
    public func fill(_ values: [Placeholder: String]) -> String {
        var page = TextBuffer(capacity: literalSize + values.values.reduce(0) { $0 + $1.utf8.count } + 256)
        fill(into: &page, content: { page in page.append(values[.content] ?? "") }, value: { values[$0] ?? "" })
        return page.string
    }

    /// Appends the page to `page` as `fill(_:)` makes it, with `value` giving each text or HTML
    /// placeholder's value as it comes (no dictionary per page), and `content` writing the main content
    /// in place, so a page's body is never built as a string of its own first.
    func fill(
        into page: inout TextBuffer,
        content: (inout TextBuffer) -> Void,
        value: (Placeholder) -> String
    ) {
        for piece in pieces {
            switch piece {
            case .literal(let text):
                page.append(text)
            case .placeholder(.content):
                content(&page)
            case .placeholder(let placeholder):
                if placeholder.isHTML {
                    page.append(value(placeholder))
                } else {
                    page.append(attribute: value(placeholder))
                }
            }
        }
    }
}

/// A placeholder that a layout can use, and whether it holds text (escaped) or generated HTML.
public enum Placeholder: String, CaseIterable, Sendable, Hashable {
    /// The page's language, such as `en`.
    case lang
    /// The page title, without the site name.
    case title
    /// The catalog's name.
    case siteName = "site-name"
    /// A one-sentence description of the page.
    case description
    /// The path (or URL) of the site root from this page, ending in `/` or empty.
    case root
    /// The link to the home page.
    case home
    /// The link to the search page.
    case search
    /// The catalog's version.
    case catalogVersion = "catalog-version"
    /// A11yPlan's version.
    case toolVersion = "tool-version"
    /// The page's main content, HTML.
    case content
    /// The main navigation, HTML (a list of links).
    case nav
    /// Extra elements for the head, HTML.
    case head
    /// Scripts at the end of the body, HTML.
    case scripts
    /// The skip link's words, "Skip to main content", in the page's language.
    case skipLink = "skip-link"
    /// The main navigation's accessible name, "Main".
    case navLabel = "nav-label"
    /// The search field's label, "Search test plans".
    case searchLabel = "search-label"
    /// The search button's words, "Search".
    case searchButton = "search-button"
    /// The footer's sentence: which A11yPlan made the page from which catalog.
    case footer
    /// The language switcher, HTML: a navigation region linking the page in every language of the
    /// site, empty on a site of one language.
    case languages

    /// Whether the value is generated HTML, inserted as it is.
    public var isHTML: Bool {
        switch self {
        case .content, .nav, .head, .scripts, .languages: true
        default: false
        }
    }

    /// Whether every layout must use it.
    public var isRequired: Bool { self == .content || self == .title }
}

/// A template that cannot be read or parsed, as a one-line message.
public struct TemplateError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The message, `file:line: …` where the line is known.
    public var description: String

    /// An error saying `message`.
    public init(_ message: String) { description = message }
}
