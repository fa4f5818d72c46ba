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
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// This text with its first letter lower-cased, as a table row reads inside a sentence.
    package var lowercasingFirstLetter: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
