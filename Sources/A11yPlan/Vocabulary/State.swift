/// A state that a screen reader announces, phrased as each platform's screen reader says it.
public enum State: String, CaseIterable, Sendable, Hashable, Codable {
    /// Open: shows what it controls.
    case expanded
    /// Closed: hides what it controls.
    case collapsed
    /// The chosen item in a set (tab, segment, option).
    case selected
    /// An item in a set that is not chosen.
    case notSelected
    /// A ticked checkbox.
    case checked
    /// An unticked checkbox.
    case unchecked
    /// A checkbox that is partly ticked.
    case mixed
    /// A switch that is on.
    case on
    /// A switch that is off.
    case off
    /// A toggle button that is pressed.
    case pressed
    /// An element that cannot be used now.
    case disabled
    /// A field whose value is not accepted.
    case invalid
    /// A field that must be filled in.
    case required
    /// A toggle button that is not pressed.
    case notPressed
    /// The current item in a set of links, such as the page a navigation link or breadcrumb points to.
    case current
    /// A column sorted from lowest to highest.
    case sortedAscending
    /// A column sorted from highest to lowest.
    case sortedDescending
    /// A field whose value can be read and selected but not changed.
    case readOnly
    /// An element whose content is still loading or updating.
    case busy

    /// How the screen reader on `platform` announces the state, such as "dimmed" for disabled on iOS.
    public func phrase(on platform: Platform) -> String {
        switch (self, platform) {
        case (.notSelected, _): "not selected"
        case (.checked, .iOS): "checked"
        case (.unchecked, .iOS): "unchecked"
        case (.unchecked, _): "not checked"
        case (.mixed, .iOS): "mixed"
        case (.mixed, _): "partially checked"
        case (.disabled, .iOS): "dimmed"
        case (.disabled, .web): "unavailable"
        case (.invalid, .iOS): "invalid data"
        case (.invalid, .android): "error"
        case (.invalid, .web): "invalid entry"
        case (.notPressed, _): "not pressed"
        case (.current, .web): "current page"
        case (.current, _): "selected"
        case (.sortedAscending, _): "sorted ascending"
        case (.sortedDescending, _): "sorted descending"
        case (.readOnly, _): "read only"
        default: rawValue
        }
    }
}
