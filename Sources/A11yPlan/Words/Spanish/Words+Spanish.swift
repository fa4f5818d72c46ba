extension Words {
    /// The words in Spanish.
    public static let spanish: Words = {
        var words = Words()
        words.terms = Terms(table: .spanish)
        return words
    }()
}
