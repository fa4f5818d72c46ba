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

    /// What each screen reader says for the state, with where each word comes from; nil words where a
    /// screen reader says nothing for it.
    public var spoken: SpokenWords {
        switch self {
        case .expanded:
            SpokenWords(
                voiceOverIOS: .trait("expanded", "none (accessibilityExpanded)"),
                talkBack: .talkBack("expanded", "value_expanded"), nvda: .nvda("expanded", "State.EXPANDED"),
                jaws: .recorded("expanded", "a11ysupport.io aria-expanded"),
                voiceOverMac: .recorded("expanded", "a11ysupport.io aria-expanded"),
                voiceOverSafari: .recorded("expanded", "w3c/aria #1404"),
                talkBackChrome: .talkBack("expanded", "value_expanded"))
        case .collapsed:
            SpokenWords(
                voiceOverIOS: .trait("collapsed", "none (accessibilityExpanded)"),
                talkBack: .talkBack("collapsed", "value_collapsed"), nvda: .nvda("collapsed", "State.COLLAPSED"),
                jaws: .recorded("collapsed", "a11ysupport.io aria-expanded"),
                voiceOverMac: .recorded("collapsed", "a11ysupport.io aria-expanded"),
                voiceOverSafari: .recorded("collapsed", "w3c/aria #1404"),
                talkBackChrome: .talkBack("collapsed", "value_collapsed"))
        case .selected:
            SpokenWords(
                voiceOverIOS: .trait("selected", "selected"), talkBack: .talkBack("selected", "value_selected"),
                nvda: .nvda("selected", "State.SELECTED"),
                jaws: .recorded("selected", "Freedom Scientific standards-support #824"),
                voiceOverMac: .recorded("selected", "Freedom Scientific standards-support #117"),
                voiceOverSafari: .undocumented("selected", "no recording for iOS Safari; a selected tab may go unsaid"),
                talkBackChrome: .talkBack("selected", "value_selected"))
        case .notSelected:
            SpokenWords(
                voiceOverIOS: .none("iOS has no trait for an item that is not selected"),
                talkBack: .none("TalkBack has no string for it"),
                nvda: .nvda("not selected", "negative State.SELECTED"),
                jaws: .undocumented("not selected", "no recording"),
                voiceOverMac: .none("a11ysupport.io gridcell aria-selected=false: not spoken"),
                voiceOverSafari: .none("no recording; iOS has no such word"),
                talkBackChrome: .none("TalkBack has no string for it"))
        case .checked:
            SpokenWords(
                voiceOverIOS: .undocumented("checked", "iOS has no checkbox trait; the app's value"),
                talkBack: .talkBack("checked", "value_checked"), nvda: .nvda("checked", "State.CHECKED"),
                jaws: .recorded("checked", "a11ysupport.io input-checkbox"),
                voiceOverMac: .recorded("checked", "ARIA-AT #224"),
                voiceOverSafari: .recorded("checked", "a11ysupport.io input-checkbox"),
                talkBackChrome: .talkBack("checked", "value_checked"))
        case .unchecked:
            SpokenWords(
                voiceOverIOS: .undocumented("unchecked", "iOS has no checkbox trait; the app's value"),
                talkBack: .talkBack("not checked", "value_not_checked"),
                nvda: .nvda("not checked", "negative State.CHECKED"),
                jaws: .recorded("not checked", "a11ysupport.io input-checkbox"),
                voiceOverMac: .recorded("unchecked", "a11ysupport.io input-checkbox"),
                voiceOverSafari: .recorded("unchecked", "a11ysupport.io input-checkbox"),
                talkBackChrome: .talkBack("not checked", "value_not_checked"))
        case .mixed:
            SpokenWords(
                voiceOverIOS: .trait("mixed", "toggleButton"),
                talkBack: .undocumented("partially checked", "TalkBack has no string; the app's state description"),
                nvda: .nvda("half checked", "State.HALFCHECKED"),
                jaws: .recorded("partially checked", "scottaohara.github.io attr-indeterminate"),
                voiceOverMac: .recorded("mixed", "scottaohara.github.io attr-indeterminate"),
                voiceOverSafari: .recorded("mixed", "a11ysupport.io aria-pressed"),
                talkBackChrome: .chrome("partially checked", "IDS_AX_CHECKBOX_PARTIALLY_CHECKED"))
        case .on:
            SpokenWords(
                voiceOverIOS: .trait("on", "toggleButton"), talkBack: .talkBack("on", "value_on"),
                nvda: .nvda("on", "State.ON"),
                jaws: .recorded("on", "Freedom Scientific standards-support #835"),
                voiceOverMac: .recorded("on", "ARIA-AT #1307"),
                voiceOverSafari: .undocumented("on", "no recording of role=switch in iOS Safari"),
                talkBackChrome: .chrome("on", "IDS_AX_TOGGLE_BUTTON_ON"))
        case .off:
            SpokenWords(
                voiceOverIOS: .trait("off", "toggleButton"), talkBack: .talkBack("off", "value_off"),
                nvda: .nvda("off", "negative State.ON"),
                jaws: .recorded("off", "Freedom Scientific standards-support #835"),
                voiceOverMac: .recorded("off", "ARIA-AT #1306"),
                voiceOverSafari: .undocumented("off", "no recording of role=switch in iOS Safari"),
                talkBackChrome: .chrome("off", "IDS_AX_TOGGLE_BUTTON_OFF"))
        case .pressed:
            SpokenWords(
                voiceOverIOS: .trait("selected", "selected"),
                talkBack: .undocumented("on", "TalkBack has no \"pressed\"; a toggle button says value_on"),
                nvda: .nvda("pressed", "State.PRESSED"), jaws: .recorded("pressed", "a11ysupport.io aria-pressed"),
                voiceOverMac: .recorded("selected", "a11ysupport.io aria-pressed, ARIA-AT #1029"),
                voiceOverSafari: .recorded("pressed", "a11ysupport.io aria-pressed"),
                talkBackChrome: .chrome("on", "IDS_AX_TOGGLE_BUTTON_ON"))
        case .notPressed:
            SpokenWords(
                voiceOverIOS: .none("a button without the selected trait has no state word"),
                talkBack: .undocumented("off", "TalkBack has no \"not pressed\"; a toggle button says value_off"),
                nvda: .nvda("not pressed", "negative State.PRESSED"),
                jaws: .recorded("not pressed", "a11ysupport.io aria-pressed"),
                voiceOverMac: .none("a11ysupport.io aria-pressed, ARIA-AT #828: \"toggle button\" only"),
                voiceOverSafari: .recorded("not pressed", "a11ysupport.io aria-pressed"),
                talkBackChrome: .chrome("off", "IDS_AX_TOGGLE_BUTTON_OFF"))
        case .disabled:
            SpokenWords(
                voiceOverIOS: .trait("dimmed", "notEnabled"), talkBack: .talkBack("disabled", "value_disabled"),
                nvda: .nvda("unavailable", "State.UNAVAILABLE"),
                jaws: .recorded("unavailable", "a11ysupport.io button disabled"),
                voiceOverMac: .recorded("dimmed", "a11ysupport.io button disabled"),
                voiceOverSafari: .recorded("dimmed", "a11ysupport.io button disabled"),
                talkBackChrome: .talkBack("disabled", "value_disabled"))
        case .invalid:
            SpokenWords(
                voiceOverIOS: .none("iOS has no invalid trait; the app says its error in the value or hint"),
                talkBack: .talkBack("error", "template_node_error_with_error_message"),
                nvda: .nvda("invalid entry", "State.INVALID_ENTRY"),
                jaws: .recorded("invalid entry", "a11ysupport.io aria-invalid"),
                voiceOverMac: .recorded("invalid data", "a11ysupport.io aria-invalid"),
                voiceOverSafari: .recorded("invalid data", "a11ysupport.io issue #269, iOS 16"),
                talkBackChrome: .talkBack("error", "template_node_error_with_error_message"))
        case .required:
            SpokenWords(
                voiceOverIOS: .none("iOS has no required trait; the app says it in the label or hint"),
                talkBack: .none("TalkBack has no string for it"), nvda: .nvda("required", "State.REQUIRED"),
                jaws: .recorded("required", "a11ysupport.io aria-required"),
                voiceOverMac: .recorded("required", "a11ysupport.io aria-required"),
                voiceOverSafari: .recorded("required", "a11ysupport.io aria-required"),
                talkBackChrome: .chrome("required", "IDS_AX_ARIA_REQUIRED_STATE_DESCRIPTION"))
        case .current:
            SpokenWords(
                voiceOverIOS: .trait("selected", "selected"), talkBack: .talkBack("selected", "value_selected"),
                nvda: .nvda("current page", "isCurrent.py IsCurrent.PAGE"),
                jaws: .recorded("current page", "a11ysupport.io aria-current page"),
                voiceOverMac: .recorded("current page", "a11ysupport.io aria-current page"),
                voiceOverSafari: .recorded("current page", "a11ysupport.io aria-current page"),
                talkBackChrome: .chrome("current page", "IDS_AX_ARIA_CURRENT_PAGE"))
        case .sortedAscending:
            SpokenWords(
                voiceOverIOS: .none("iOS has no sorted trait"), talkBack: .none("TalkBack has no string for it"),
                nvda: .nvda("sorted ascending", "State.SORTED_ASCENDING"),
                jaws: .recorded("sorted ascending", "a11ysupport.io aria-sort"),
                voiceOverMac: .recorded("sort up", "a11ysupport.io aria-sort"),
                voiceOverSafari: .recorded("sort up", "a11ysupport.io aria-sort"),
                talkBackChrome: .none("neither TalkBack nor Chrome has a string for it"))
        case .sortedDescending:
            SpokenWords(
                voiceOverIOS: .none("iOS has no sorted trait"), talkBack: .none("TalkBack has no string for it"),
                nvda: .nvda("sorted descending", "State.SORTED_DESCENDING"),
                jaws: .recorded("sorted descending", "a11ysupport.io aria-sort"),
                voiceOverMac: .recorded("sort down", "a11ysupport.io aria-sort"),
                voiceOverSafari: .recorded("sort down", "a11ysupport.io aria-sort"),
                talkBackChrome: .none("neither TalkBack nor Chrome has a string for it"))
        case .readOnly:
            SpokenWords(
                voiceOverIOS: .none("iOS has no read-only trait"), talkBack: .none("TalkBack has no string for it"),
                nvda: .nvda("read only", "State.READONLY"),
                jaws: .recorded("read only", "Freedom Scientific standards-support #208"),
                voiceOverMac: .none("a11ysupport.io issue #382: VoiceOver does not say read-only"),
                voiceOverSafari: .none("no recording; iOS has no such word"),
                talkBackChrome: .none("neither TalkBack nor Chrome has a string for it"))
        case .busy:
            SpokenWords(
                voiceOverIOS: .none("iOS has no busy trait"), talkBack: .none("TalkBack has no string for it"),
                nvda: .nvda("busy", "State.BUSY"), jaws: .none("a11ysupport.io aria-busy: no word"),
                voiceOverMac: .none("a11ysupport.io aria-busy: no word"),
                voiceOverSafari: .none("a11ysupport.io aria-busy: no word"),
                talkBackChrome: .none("neither TalkBack nor Chrome has a string for it"))
        }
    }
}
