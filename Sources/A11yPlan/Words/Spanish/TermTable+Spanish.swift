extension TermTable {
    /// The vocabulary in Spanish.
    public static let spanish = TermTable(entries: [:], words: [:])
}
