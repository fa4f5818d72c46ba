/// Turns text into a short, stable id fragment: lower-case ASCII letters and digits joined by hyphens.
enum Slug {
    /// The longest fragment kept, in characters, so ids stay readable.
    static let maximumLength = 48

    /// `text` as a slug, such as "use-the-escape-key" for "I use the escape key"; a leading "I " is dropped.
    static func make(_ text: String) -> String {
        var words = Component.id(forName: text)
        if words.hasPrefix("i-") { words.removeFirst(2) }
        // Ids are ASCII, so their length in bytes is their length in characters.
        guard words.utf8.count > maximumLength else { return words.isEmpty ? "item" : words }
        let cut = words.prefix(maximumLength)
        return String(cut.lastIndex(of: "-").map { cut[..<$0] } ?? cut)
    }
}
