/// What a screen reader announces about an element, one row each in the Screenreader output table.
public enum OutputAttribute: String, CaseIterable, Sendable, Hashable, Codable {
    /// The accessible name: what the element is for.
    case name
    /// The role: what kind of element it is (button, link, tab …).
    case role
    /// Grouping: what is read together with it, such as a visible label.
    case group
    /// The state: expanded, selected, checked and the like.
    case state

    /// The attribute as the Reads column shows it, such as "Name".
    public var title: String { rawValue.capitalizingFirstLetter }
}
