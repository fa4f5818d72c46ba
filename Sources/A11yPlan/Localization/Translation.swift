/// The translations of a catalog's free text into one language, as `a11yplan l10n import` keeps them:
/// one unit per piece of free text, keyed by an id derived from the text, with the source it was
/// translated from so that a changed source shows the translation is stale.
public struct Translation: Sendable, Hashable, Codable {
    /// One translated piece of free text.
    public struct Unit: Sendable, Hashable, Codable {
        /// The source text the translator saw, with typed terms as placeholders.
        public var source: String
        /// The translation, with the same placeholders.
        public var target: String

        /// A unit translating `source` as `target`.
        public init(source: String, target: String) {
            self.source = source
            self.target = target
        }
    }

    /// The language code translated into: "de".
    public var locale: String
    /// The units, by id.
    public var units: [String: Unit]

    /// The translation into `locale` made of `units`.
    public init(locale: String, units: [String: Unit] = [:]) {
        self.locale = locale
        self.units = units
    }
}
