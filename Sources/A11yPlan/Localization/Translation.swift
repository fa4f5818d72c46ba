/// The translations of a catalog's free text into one language, as `a11yplan l10n import` keeps them
/// in the catalog package: one unit per piece of free text, keyed by component and unit id, with the
/// source it was translated from, so that a changed source shows the translation is stale.
public struct Translation: Sendable, Hashable, Codable {
    /// One translated piece of free text.
    public struct Unit: Sendable, Hashable, Codable {
        /// The source text the translator saw, with its typed terms.
        public var source: Phrase
        /// The translation, with the same terms.
        public var target: Phrase

        /// A unit translating `source` as `target`.
        public init(source: Phrase, target: Phrase) {
            self.source = source
            self.target = target
        }
    }

    /// The language code translated into: "de".
    public var locale: String
    /// The units, by `Translation.key(component:unit:)`.
    public var units: [String: Unit]

    /// The translation into `locale` made of `units`.
    public init(locale: String, units: [String: Unit] = [:]) {
        self.locale = locale
        self.units = units
    }

    /// The key of a unit: the component's id and the unit's, "popover-tooltip/ios.given".
    public static func key(component: String, unit: String) -> String {
        component + "/" + unit
    }

    /// What is wrong with `text` as words of a translation, or nil: it must not hold a control
    /// character (C0, DEL or C1) other than tab, line feed and carriage return, which a page would
    /// carry as it is. XML refuses most of them already; DEL and C1 it lets through.
    ///
    /// "holds the control character U+0085, which no translation may".
    public static func controlCharacterProblem(in text: String) -> String? {
        let control = text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: false
            case 0x00...0x1F, 0x7F...0x9F: true
            default: false
            }
        }
        guard let control else { return nil }
        let digits = String(control.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return "holds the control character \(code), which no translation may"
    }

    /// What a translation holds for one piece of free text.
    public enum Status: Sendable, Hashable {
        /// A translation of the current source.
        case translated(Phrase)
        /// A translation of a source that has changed since.
        case stale(Phrase)
        /// No translation.
        case missing
    }

    /// What the translation holds for `text`.
    public func status(of text: FreeText) -> Status {
        guard let unit = units[Self.key(component: text.componentID, unit: text.id)] else { return .missing }
        return unit.source.normalized == text.source.normalized ? .translated(unit.target) : .stale(unit.target)
    }
}
