extension Words {
    /// The words in German.
    public static let german: Words = Words()
}
