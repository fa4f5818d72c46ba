extension Words {
    /// The words in Spanish.
    public static let spanish: Words = Words()
}
