/// Text made fit for an HTML document.
enum HTMLDocumentText {
    /// `text` with each character HTML forbids in a document as U+FFFD, or `text` itself when it has
    /// none, as nearly every text has not.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var visible = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { visible.append(isForbidden(scalar) ? "\u{FFFD}" : scalar) }
        return String(visible)
    }

    /// Whether HTML forbids `scalar` in a document: C0 controls but tab, line feed, form feed and carriage
    /// return; DEL and the C1 controls; and the noncharacters U+FDD0 to U+FDEF and U+xFFFE, U+xFFFF.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0C, 0x0D: return false
        case 0x00..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }
}

extension TextBuffer {
    /// Appends `text` as HTML element content: escaped, with the characters HTML forbids in a document
    /// (control characters other than tab, line feed and carriage return, and noncharacters) as U+FFFD,
    /// so that notes pasted with such a character still make a valid page and show where it was.
    mutating func append(htmlText text: String) {
        append(html: HTMLDocumentText.visible(text))
    }
}
