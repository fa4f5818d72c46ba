extension Words {
    /// The words in German.
    public static let german: Words = {
        var words = Words()
        words.terms = Terms(table: .german)
        return words
    }()
}
