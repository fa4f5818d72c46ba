/// A small XML reader for translator files: elements, attributes and text with their line numbers,
/// enough for XLIFF and strict about the rest, so a broken file is refused at its line rather than
/// half read.
///
/// It takes the five predefined entities and character references; a document type declaration is
/// refused, so no file can define entities of its own, and so is a character XML 1.0 does not allow
/// (a control character other than tab, line feed and carriage return, U+FFFE, U+FFFF), written as
/// it is or as a reference. Line ends are read as XML reads them: CR LF and a lone CR are one line feed.
public struct XMLTreeElement: Sendable, Hashable {
    /// One child: an element or a run of text.
    public enum Node: Sendable, Hashable {
        /// A child element.
        case element(XMLTreeElement)
        /// Text, with entities decoded.
        case text(String)
    }

    /// The name as written, with its prefix if any.
    public var name: String
    /// The attributes, in the order written.
    public var attributes: [(name: String, value: String)]
    /// The children, in order.
    public var children: [Node]
    /// The line the start tag opens on.
    public var line: Int

    /// The value of the attribute `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    public var elements: [XMLTreeElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements called `name`.
    public func elements(named name: String) -> [XMLTreeElement] {
        elements.filter { $0.name == name }
    }

    /// Two elements are equal when they read the same, attributes in order.
    public static func == (lhs: XMLTreeElement, rhs: XMLTreeElement) -> Bool {
        lhs.name == rhs.name && lhs.line == rhs.line && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    /// Hashes the name, line and children.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(line)
        hasher.combine(children)
    }

    /// The root element of `text`, or an error at the line where the XML breaks.
    public static func parse(_ text: String) throws(XMLTreeError) -> XMLTreeElement {
        var reader = XMLReader(Array(text.utf8))
        return try reader.document()
    }
}

/// Why a text is not well-formed XML, and where.
public struct XMLTreeError: Error, Sendable, Hashable {
    /// The line, from 1.
    public var line: Int
    /// What is wrong.
    public var message: String
}

/// Reads bytes into elements, tracking lines.
private struct XMLReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    /// A reader of `bytes` with their line ends as line feeds (XML 1.0, 2.11).
    init(_ bytes: [UInt8]) {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0D {
                if offset + 1 < bytes.count && bytes[offset + 1] == 0x0A { continue }
                normalized.append(0x0A)
            } else {
                normalized.append(byte)
            }
        }
        self.bytes = normalized
    }

    mutating func document() throws(XMLTreeError) -> XMLTreeElement {
        try refuseForbiddenCharacters()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMisc()
        guard peek("<"), !peek("</") else { throw fail("the file has no root element") }
        let root = try element()
        try skipMisc()
        if index < bytes.count { throw fail("text after the root element") }
        return root
    }

    /// Refuses, at its line, the first character XML 1.0 does not allow anywhere in a document: a
    /// control character other than tab and line feed (carriage returns are line feeds by now), or
    /// U+FFFE or U+FFFF (in UTF-8, EF BF BE and EF BF BF).
    func refuseForbiddenCharacters() throws(XMLTreeError) {
        var line = 1
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A {
                line += 1
            } else if byte < 0x20 && byte != 0x09 {
                throw XMLTreeError(
                    line: line, message: "the control character \(Self.code(UInt32(byte))) is not allowed in XML")
            } else if byte == 0xEF && offset + 2 < bytes.count && bytes[offset + 1] == 0xBF && bytes[offset + 2] >= 0xBE
            {
                let scalar: UInt32 = bytes[offset + 2] == 0xBE ? 0xFFFE : 0xFFFF
                throw XMLTreeError(line: line, message: "the noncharacter \(Self.code(scalar)) is not allowed in XML")
            }
        }
    }

    /// Whether XML 1.0 allows the character `value` in a document (its production `Char`).
    static func isCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// "U+0001": a character's code as messages write it.
    static func code(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    func fail(_ message: String) -> XMLTreeError {
        XMLTreeError(line: line, message: message)
    }

    func peek(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
    }

    mutating func skip(past end: String, what: String) throws(XMLTreeError) {
        let start = line
        while index < bytes.count && !peek(end) { advance() }
        guard index < bytes.count else { throw XMLTreeError(line: start, message: "\(what) is never closed") }
        advance(end.utf8.count)
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    /// Skips the declaration, comments, processing instructions and white space around the root.
    mutating func skipMisc() throws(XMLTreeError) {
        while true {
            skipSpace()
            if peek("<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if peek("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if peek("<!DOCTYPE") {
                throw fail("a document type declaration is not accepted")
            } else {
                return
            }
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x2D || byte == 0x5F
            || byte == 0x2E || byte == 0x3A
    }

    mutating func name() throws(XMLTreeError) -> String {
        let start = index
        while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw fail("a name was expected") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func element() throws(XMLTreeError) -> XMLTreeElement {
        let line = self.line
        advance()
        let name = try name()
        var element = XMLTreeElement(name: name, attributes: [], children: [], line: line)
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("the start tag of <\(name)> is never closed") }
            if peek("/>") {
                advance(2)
                return element
            }
            if peek(">") {
                advance()
                break
            }
            let attribute = try self.name()
            skipSpace()
            guard peek("=") else { throw fail("the attribute '\(attribute)' has no value") }
            advance()
            skipSpace()
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
                throw fail("the value of '\(attribute)' is not quoted")
            }
            let quote = bytes[index]
            advance()
            var value: [UInt8] = []
            while index < bytes.count && bytes[index] != quote {
                if bytes[index] == 0x3C { throw fail("'<' inside the value of '\(attribute)'") }
                if bytes[index] == 0x26 {
                    value += try reference()
                } else {
                    value.append(bytes[index])
                    advance()
                }
            }
            guard index < bytes.count else { throw fail("the value of '\(attribute)' is never closed") }
            advance()
            if element.attributes.contains(where: { $0.name == attribute }) {
                throw fail("the attribute '\(attribute)' is written twice")
            }
            element.attributes.append((attribute, String(decoding: value, as: UTF8.self)))
        }
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { element.children.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while true {
            guard index < bytes.count else { throw XMLTreeError(line: line, message: "<\(name)> is never closed") }
            if peek("</") {
                flush()
                advance(2)
                let closing = try self.name()
                guard closing == name else {
                    throw fail("</\(closing)> closes <\(name)>, opened on line \(line)")
                }
                skipSpace()
                guard peek(">") else { throw fail("the end tag </\(name)> is not closed") }
                advance()
                return element
            } else if peek("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if peek("<![CDATA[") {
                advance(9)
                let start = index
                try skip(past: "]]>", what: "a CDATA section")
                text += bytes[start..<index - 3]
            } else if peek("<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if peek("<") {
                flush()
                element.children.append(.element(try self.element()))
            } else if bytes[index] == 0x26 {
                text += try reference()
            } else {
                text.append(bytes[index])
                advance()
            }
        }
    }

    /// Reads `&…;` and gives its bytes.
    mutating func reference() throws(XMLTreeError) -> [UInt8] {
        let start = index
        while index < bytes.count && bytes[index] != 0x3B && index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == 0x3B else {
            index = start
            throw fail("a bare '&' (write &amp;)")
        }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        switch body {
        case "lt": return [0x3C]
        case "gt": return [0x3E]
        case "amp": return [0x26]
        case "quot": return [0x22]
        case "apos": return [0x27]
        default:
            var scalar: UInt32?
            if body.hasPrefix("#x") {
                scalar = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst(), radix: 10)
            }
            guard let value = scalar else {
                throw fail("the entity '&\(body);' is not defined")
            }
            guard Self.isCharacter(value), let unicode = Unicode.Scalar(value) else {
                throw fail("'&\(body);' stands for \(Self.code(value)), which XML does not allow")
            }
            return Array(String(Character(unicode)).utf8)
        }
    }
}
