/// Where a typed term stands on a page, which decides how it is phrased.
///
/// The same key reads "the arrow keys or ctrl + tab" inside a sentence and "Arrow keys or ctrl + tab"
/// as a table cell.
public enum Position: Sendable, Hashable {
    /// Inside a running sentence, with an article where English wants one.
    case sentence
    /// At the start of a table cell, without an article; the cell capitalises its first letter.
    case cell
}

extension String {
    /// This text with its first letter upper-cased, as a table cell starts.
    package var capitalizingFirstLetter: String {
        if let (mark, text) = foreignTextOpening { return mark + text.capitalizingFirstLetter }
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// This text with its first letter lower-cased, as a table row reads inside a sentence.
    ///
    /// A first word that is a name or a key keeps its case: one with a capital after its first letter
    /// ("VoiceOver", "TalkBack", "NVDA", "VO + U") or a lone capital other than the article "A"
    /// ("H (NVDA, JAWS) …", "I").
    package var lowercasingFirstLetter: String {
        if let (mark, text) = foreignTextOpening { return mark + text.lowercasingFirstLetter }
        if firstWordIsAName { return self }
        // An ASCII byte followed by another (or by nothing) is a whole first character: lowercase it
        // byte-wise, as every phrase of the vocabulary needs, without Unicode case mapping.
        let utf8 = self.utf8
        if let byte = utf8.first, byte < 0x80, utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            guard byte &- 0x41 < 26 else { return self }
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                let count = buffer.initialize(fromContentsOf: utf8)
                buffer[0] = byte | 0x20
                return count
            }
        }
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }

    /// The mark that opens this text when it starts with a `ForeignText` run, and the rest, so that a
    /// change of case reaches the first letter of the words, not the mark.
    private var foreignTextOpening: (String, String)? {
        guard unicodeScalars.first == ForeignText.start,
            let separator = unicodeScalars.firstIndex(of: ForeignText.separator)
        else { return nil }
        let after = unicodeScalars.index(after: separator)
        return (String(unicodeScalars[..<after]), String(unicodeScalars[after...]))
    }

    /// Whether the text opens with a name whose case must stay: a word with a capital inside it
    /// ("VoiceOver"), a single capital letter other than "A" ("H"), or the name of a device setting of
    /// more than one word ("Voice Access", "Reduce Motion").
    private var firstWordIsAName: Bool {
        var length = 0
        var twoCapitalisedWords = false
        for byte in utf8 {
            if byte == 0x20 || byte == 0x2C || byte == 0x3B {
                twoCapitalisedWords = byte == 0x20 && utf8.dropFirst(length + 1).first.map { $0 &- 0x41 < 26 } ?? false
                break
            }
            if length > 0 && byte &- 0x41 < 26 { return true }
            length += 1
        }
        guard let first = utf8.first, first &- 0x41 < 26 else { return false }
        if length == 1 { return first != 0x41 }
        return twoCapitalisedWords && DeviceSetting.namesOfSeveralWords.contains { hasPrefix($0) }
    }
}
