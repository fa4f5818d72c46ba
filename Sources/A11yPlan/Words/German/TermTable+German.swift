extension TermTable {
    /// The vocabulary in German.
    public static let german = TermTable(entries: [:], words: [:])
}
