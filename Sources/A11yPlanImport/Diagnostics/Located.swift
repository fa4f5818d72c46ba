/// A piece of a page with the line it starts on, so that messages can point at it.
struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The text or value read.
    var value: Value
    /// Its 1-based line on the page.
    var line: Int
}

extension String {
    /// The text after `prefix`, compared scalar by scalar, or nil if it does not open with it.
    ///
    /// Scalars, not characters: a page's text after a fixed word may open with a combining mark,
    /// which joins the fixed word's last space into one character.
    func afterPrefix(_ prefix: String) -> String? {
        let scalars = unicodeScalars
        guard scalars.starts(with: prefix.unicodeScalars) else { return nil }
        return String(scalars.dropFirst(prefix.unicodeScalars.count))
    }
}

extension String {
    /// The text after `prefix` in any case ("GIVEN that", "Given That"), compared scalar by scalar, or
    /// nil if it does not open with it. For ASCII prefixes, whose case mapping keeps one scalar each.
    func afterPrefixIgnoringCase(_ prefix: String) -> String? {
        let head = String(String.UnicodeScalarView(unicodeScalars.prefix(prefix.unicodeScalars.count)))
        guard head.lowercased() == prefix.lowercased() else { return nil }
        return String(unicodeScalars.dropFirst(prefix.unicodeScalars.count))
    }
}

extension String {
    /// The text before `suffix`, or nil if it does not end with it.
    func beforeSuffix(_ suffix: String) -> String? {
        guard unicodeScalars.count > suffix.unicodeScalars.count, hasSuffix(suffix) else { return nil }
        return String(String.UnicodeScalarView(unicodeScalars.dropLast(suffix.unicodeScalars.count)))
    }
}
