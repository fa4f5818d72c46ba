/// The role that a screen reader announces for an element, phrased as each platform's screen reader says it.
public enum Role: String, CaseIterable, Sendable, Hashable, Codable {
    /// A button.
    case button
    /// A link.
    case link
    /// A checkbox.
    case checkbox
    /// A radio button in a group.
    case radioButton
    /// An on/off switch.
    case toggle
    /// A slider or other adjustable value.
    case slider
    /// A single-line text field.
    case textField
    /// A search field.
    case searchField
    /// A tab in a tab bar or tab list.
    case tab
    /// A heading.
    case heading
    /// An image with a meaning.
    case image
    /// A menu.
    case menu
    /// An item in a menu.
    case menuItem
    /// A dialog.
    case dialog
    /// An alert.
    case alert
    /// A progress indicator.
    case progressIndicator
    /// A data table.
    case table
    /// A list.
    case list
    /// A pop-up button that opens a list or menu.
    case popUpButton
    /// A button that opens a menu of actions (web `aria-haspopup="menu"`, iOS pull-down buttons).
    case menuButton
    /// A text field with a list of suggestions to pick from (web `role="combobox"`).
    case comboBox
    /// A text field for several lines.
    case textArea
    /// A tree of items that expand and collapse (web `role="tree"`).
    case tree
    /// One item in a tree.
    case treeItem
    /// A row of controls grouped as a toolbar (web `role="toolbar"`).
    case toolbar
    /// A navigation landmark (web `<nav>`).
    case navigation
    /// The main landmark (web `<main>`).
    case main
    /// A named region landmark (web `<section aria-label>`).
    case region
    /// A group of related fields (web `<fieldset>` or `role="group"`).
    case group

    /// What each screen reader says for the role, with where each word comes from. Words that read
    /// the same aloud are written the same ("check box" in NVDA's strings is "checkbox" here).
    public var spoken: SpokenWords {
        switch self {
        case .button:
            SpokenWords(
                voiceOverIOS: .trait("button", "button"), talkBack: .talkBack("button", "value_button"),
                nvda: .nvda("button", "Role.BUTTON"), jaws: .recorded("button", "a11ysupport.io aria-expanded"),
                voiceOverMac: .webKit("button", "AXButton"),
                voiceOverSafari: .recorded("button", "a11ysupport.io aria-pressed"),
                talkBackChrome: .chrome("button", "IDS_AX_ROLE_BUTTON"))
        case .link:
            SpokenWords(
                voiceOverIOS: .trait("link", "link"),
                talkBack: .undocumented("link", "TalkBack has no role word for a link; apps set the role description"),
                nvda: .nvda("link", "Role.LINK"), jaws: .recorded("link", "Freedom Scientific standards-support #212"),
                voiceOverMac: .webKit("link", "AXLinkText"), voiceOverSafari: .trait("link", "link"),
                talkBackChrome: .chrome("link", "IDS_AX_ROLE_LINK"))
        case .checkbox:
            SpokenWords(
                voiceOverIOS: .undocumented("checkbox button", "iOS has no checkbox trait; a button with a value"),
                talkBack: .talkBack("checkbox", "value_checkbox"), nvda: .nvda("checkbox", "Role.CHECKBOX"),
                jaws: .recorded("checkbox", "a11ysupport.io input-checkbox"),
                voiceOverMac: .recorded("checkbox", "a11ysupport.io input-checkbox, ARIA-AT #224"),
                voiceOverSafari: .recorded("checkbox", "a11ysupport.io input-checkbox"),
                talkBackChrome: .chrome("checkbox", "IDS_AX_ROLE_CHECK_BOX"))
        case .radioButton:
            SpokenWords(
                voiceOverIOS: .undocumented("radio button", "iOS has no radio-button trait"),
                talkBack: .talkBack("radio button", "value_radio_button"),
                nvda: .nvda("radio button", "Role.RADIOBUTTON"),
                jaws: .recorded("radio button", "ARIA-AT #881"),
                voiceOverMac: .recorded("radio button", "ARIA-AT #1171"),
                voiceOverSafari: .recorded("radio button", "dotherightthing fieldset-tests"),
                talkBackChrome: .chrome("radio button", "IDS_AX_ROLE_RADIO"))
        case .toggle:
            SpokenWords(
                voiceOverIOS: .trait("switch button", "toggleButton"), talkBack: .talkBack("switch", "value_switch"),
                nvda: .nvda("switch", "Role.SWITCH"),
                jaws: .recorded("switch", "Freedom Scientific standards-support #835"),
                voiceOverMac: .recorded("switch", "ARIA-AT #1306"),
                voiceOverSafari: .undocumented("switch", "no recording of role=switch in current iOS Safari"),
                talkBackChrome: .chrome("switch", "IDS_AX_ROLE_SWITCH"))
        case .slider:
            SpokenWords(
                voiceOverIOS: .trait("adjustable", "adjustable"), talkBack: .talkBack("slider", "value_seek_bar"),
                nvda: .nvda("slider", "Role.SLIDER"), jaws: .recorded("slider", "a11ysupport.io input-range"),
                voiceOverMac: .webKit("slider", "AXSlider"),
                voiceOverSafari: .recorded("adjustable", "a11ysupport.io input-range"),
                talkBackChrome: .chrome("slider", "IDS_AX_ROLE_SLIDER"))
        case .textField:
            SpokenWords(
                voiceOverIOS: .trait("text field", "none (UITextField)"),
                talkBack: .talkBack("edit box", "value_edit_box"),
                nvda: .nvda("edit", "Role.EDITABLETEXT"), jaws: .recorded("edit", "a11ysupport.io aria-required"),
                voiceOverMac: .recorded("edit text", "a11ysupport.io aria-required"),
                voiceOverSafari: .recorded("text field", "a11ysupport.io aria-required"),
                talkBackChrome: .undocumented("edit box", "Chrome sets no role description; TalkBack's value_edit_box"))
        case .searchField:
            SpokenWords(
                voiceOverIOS: .trait("search field", "searchField"), talkBack: .talkBack("edit box", "value_edit_box"),
                nvda: .nvda("edit", "Role.EDITABLETEXT (a search box maps to a text field)"),
                jaws: .recorded("edit", "a11ysupport.io input-search"),
                voiceOverMac: .webKit("search text field", "AXSearchField"),
                voiceOverSafari: .recorded("search field", "a11ysupport.io input-search"),
                talkBackChrome: .chrome("search text field", "IDS_AX_ROLE_SEARCH_BOX"))
        case .tab:
            SpokenWords(
                voiceOverIOS: .trait("tab", "tabBar (its items)"),
                talkBack: .undocumented("tab", "TalkBack only has \"Tab bar\" for the container; tabs set the role"),
                nvda: .nvda("tab", "Role.TAB"), jaws: .recorded("tab", "ARIA-AT #379"),
                voiceOverMac: .webKit("tab", "AXTab"),
                voiceOverSafari: .undocumented("tab", "no recording for iOS Safari"),
                talkBackChrome: .chrome("tab", "IDS_AX_ROLE_TAB"))
        case .heading:
            SpokenWords(
                voiceOverIOS: .trait("heading", "header"), talkBack: .talkBack("heading", "heading_template"),
                nvda: .nvda("heading", "Role.HEADING"), jaws: .recorded("heading", "a11ysupport.io headings"),
                voiceOverMac: .webKit("heading", "AXHeadingText"),
                voiceOverSafari: .recorded("heading", "a11ysupport.io headings"),
                talkBackChrome: .chrome("heading", "IDS_AX_ROLE_HEADING"))
        case .image:
            SpokenWords(
                voiceOverIOS: .trait("image", "image"), talkBack: .talkBack("image", "value_image"),
                nvda: .nvda("graphic", "Role.GRAPHIC"),
                jaws: .recorded("graphic", "Freedom Scientific standards-support #238"),
                voiceOverMac: .webKit("image", "AXImage"), voiceOverSafari: .trait("image", "image"),
                talkBackChrome: .chrome("graphic", "IDS_AX_ROLE_GRAPHIC"))
        case .menu:
            SpokenWords(
                voiceOverIOS: .undocumented("menu", "UIKit menus publish no role word"),
                talkBack: .undocumented("menu", "TalkBack has no role word for a menu"),
                nvda: .nvda("menu", "Role.POPUPMENU"), jaws: .recorded("menu", "ARIA-AT #715"),
                voiceOverMac: .recorded("menu", "ARIA-AT #1137"),
                voiceOverSafari: .undocumented("menu", "no recording for iOS Safari"),
                talkBackChrome: .chrome("menu", "IDS_AX_ROLE_MENU"))
        case .menuItem:
            SpokenWords(
                voiceOverIOS: .undocumented("menu item", "UIKit menus publish no role word"),
                talkBack: .undocumented("menu item", "TalkBack has no role word for a menu item"),
                nvda: .nvdaSilent("role.py silentRolesOnFocus: MENUITEM is not spoken on focus"),
                jaws: .none("ARIA-AT #715 and Freedom Scientific #732: name and position only"),
                voiceOverMac: .recorded("menu item", "ARIA-AT #1059"),
                voiceOverSafari: .undocumented("menu item", "no recording for iOS Safari"),
                talkBackChrome: .chrome("menu item", "IDS_AX_ROLE_MENU_ITEM"))
        case .dialog:
            SpokenWords(
                voiceOverIOS: .undocumented("dialog", "iOS has no dialog trait"),
                talkBack: .undocumented("dialog", "TalkBack speaks the window's title; no role word"),
                nvda: .nvda("dialog", "Role.DIALOG"), jaws: .recorded("dialog", "ARIA-AT #895"),
                voiceOverMac: .webKit("web dialog", "AXARIAContentGroupText dialog"),
                voiceOverSafari: .webKit("web dialog", "AXARIAContentGroupText dialog"),
                talkBackChrome: .chrome("dialog", "IDS_AX_ROLE_DIALOG"))
        case .alert:
            SpokenWords(
                voiceOverIOS: .undocumented("alert", "iOS publishes no word for a system alert"),
                talkBack: .undocumented("alert", "not in current TalkBack strings"),
                nvda: .nvda("alert", "Role.ALERT"),
                jaws: .none("a11ysupport.io alert-role: JAWS with Chrome reads the content only"),
                voiceOverMac: .webKit("alert", "AXARIAContentGroupText alert"),
                voiceOverSafari: .none("a11ysupport.io alert-role: the content only"),
                talkBackChrome: .chrome("alert", "IDS_AX_ROLE_ALERT"))
        case .progressIndicator:
            SpokenWords(
                voiceOverIOS: .undocumented("progress", "UIProgressView publishes no role word"),
                talkBack: .talkBack("progress bar", "value_progress_bar"),
                nvda: .nvda("progress bar", "Role.PROGRESSBAR"),
                jaws: .recorded("progress bar", "Freedom Scientific standards-support #650"),
                voiceOverMac: .webKit("progress indicator", "AXProgressIndicator"),
                voiceOverSafari: .webKit("progress indicator", "AXProgressIndicator"),
                talkBackChrome: .chrome("progress indicator", "IDS_AX_ROLE_PROGRESS_INDICATOR"))
        case .table:
            SpokenWords(
                voiceOverIOS: .undocumented("table", "VoiceOver reads rows and columns; no table trait"),
                talkBack: .undocumented("table", "TalkBack says \"grid\" only for a GridView"),
                nvda: .nvda("table", "Role.TABLE"), jaws: .recorded("table", "a11ysupport.io table example 1"),
                voiceOverMac: .recorded("table", "a11ysupport.io table example 1"),
                voiceOverSafari: .recorded("table", "a11ysupport.io table example 1"),
                talkBackChrome: .chrome("table", "IDS_AX_ROLE_TABLE"))
        case .list:
            SpokenWords(
                voiceOverIOS: .undocumented("list", "only a container marked as a list says \"list start\""),
                talkBack: .talkBack("list", "value_listview"), nvda: .nvda("list", "Role.LIST"),
                jaws: .recorded("list", "a11ysupport.io ul"), voiceOverMac: .recorded("list", "a11ysupport.io ul"),
                voiceOverSafari: .recorded("list start", "a11ysupport.io ul"),
                talkBackChrome: .talkBack("in list", "in_list"))
        case .popUpButton:
            SpokenWords(
                voiceOverIOS: .undocumented("pop up button", "a UIButton with a menu"),
                talkBack: .talkBack("drop down list", "value_spinner"), nvda: .nvda("combo box", "Role.COMBOBOX"),
                jaws: .recorded("combo box", "a11ysupport.io select"),
                voiceOverMac: .recorded("pop up button", "a11ysupport.io select"),
                voiceOverSafari: .recorded("pop up button", "a11ysupport.io select"),
                talkBackChrome: .undocumented(
                    "drop down list", "Chrome reports a select as a Spinner, TalkBack's value_spinner"))
        case .menuButton:
            SpokenWords(
                voiceOverIOS: .undocumented("pop up button", "a UIButton with a menu"),
                talkBack: .talkBack("button", "value_button"), nvda: .nvda("menu button", "Role.MENUBUTTON"),
                jaws: .recorded("button menu", "ARIA-AT #1168"),
                voiceOverMac: .recorded("pop up button", "a11ysupport.io aria-haspopup menu"),
                voiceOverSafari: .recorded("button", "a11ysupport.io aria-haspopup menu"),
                talkBackChrome: .chrome("menu pop up button", "IDS_AX_ROLE_POP_UP_BUTTON_MENU"))
        case .comboBox:
            SpokenWords(
                voiceOverIOS: .trait("text field", "none (UITextField)"),
                talkBack: .talkBack("edit box", "value_edit_box"),
                nvda: .nvda("combo box", "Role.COMBOBOX"),
                jaws: .recorded("edit combo", "alphagov accessible-autocomplete #337"),
                voiceOverMac: .webKit("combo box", "AXComboBox"),
                voiceOverSafari: .undocumented("combo box", "no recording for current iOS Safari"),
                talkBackChrome: .undocumented("edit box", "Chrome sets no role description; TalkBack's value_edit_box"))
        case .textArea:
            SpokenWords(
                voiceOverIOS: .trait("text field", "none (UITextView)"),
                talkBack: .talkBack("edit box", "value_edit_box"),
                nvda: .nvda("edit multi line", "Role.EDITABLETEXT and State.MULTILINE"),
                jaws: .recorded("edit", "a11ysupport.io textarea"),
                voiceOverMac: .recorded("edit text", "a11ysupport.io textarea"),
                voiceOverSafari: .recorded("multi line text field", "a11ysupport.io textarea"),
                talkBackChrome: .undocumented("edit box", "Chrome sets no role description; TalkBack's value_edit_box"))
        case .tree:
            SpokenWords(
                voiceOverIOS: .undocumented("tree view", "iOS has no tree"),
                talkBack: .undocumented("tree view", "Android has no tree"),
                nvda: .nvda("tree view", "Role.TREEVIEW"), jaws: .undocumented("tree view", "no recording"),
                voiceOverMac: .webKit("outline", "AXOutline"),
                voiceOverSafari: .undocumented("outline", "no recording for iOS Safari"),
                talkBackChrome: .chrome("tree", "IDS_AX_ROLE_TREE"))
        case .treeItem:
            SpokenWords(
                voiceOverIOS: .undocumented("tree view item", "iOS has no tree"),
                talkBack: .undocumented("tree view item", "Android has no tree"),
                nvda: .nvdaSilent("role.py silentRolesOnFocus: TREEVIEWITEM is not spoken on focus"),
                jaws: .none("Freedom Scientific standards-support #338: \"closed\" or \"open\" and the position only"),
                voiceOverMac: .webKit("outline row", "AXOutlineRow"),
                voiceOverSafari: .undocumented("outline row", "no recording for iOS Safari"),
                talkBackChrome: .chrome("tree item", "IDS_AX_ROLE_TREE_ITEM"))
        case .toolbar:
            SpokenWords(
                voiceOverIOS: .undocumented("toolbar", "UIToolbar publishes no role word"),
                talkBack: .talkBack("toolbar", "value_toolbar"), nvda: .nvda("toolbar", "Role.TOOLBAR"),
                jaws: .undocumented("toolbar", "no recording"), voiceOverMac: .webKit("toolbar", "AXToolbar"),
                voiceOverSafari: .undocumented("toolbar", "no recording for iOS Safari"),
                talkBackChrome: .chrome("toolbar", "IDS_AX_ROLE_TOOLBAR"))
        case .navigation:
            SpokenWords(
                voiceOverIOS: .trait("landmark", "none (accessibilityContainerType .landmark)"),
                talkBack: .none("Android views have no landmarks"),
                nvda: .nvda("navigation landmark", "aria.py landmarkRoles navigation and Role.LANDMARK"),
                jaws: .recorded("navigation region", "a11ysupport.io role-navigation"),
                voiceOverMac: .webKit("navigation", "AXARIAContentGroupText navigation"),
                voiceOverSafari: .recorded("navigation landmark", "a11ysupport.io role-navigation"),
                talkBackChrome: .chrome("navigation", "IDS_AX_ROLE_NAVIGATIONAL_LINK"))
        case .main:
            SpokenWords(
                voiceOverIOS: .trait("landmark", "none (accessibilityContainerType .landmark)"),
                talkBack: .none("Android views have no landmarks"),
                nvda: .nvda("main landmark", "aria.py landmarkRoles main and Role.LANDMARK"),
                jaws: .recorded("main region", "Freedom Scientific standards-support #28"),
                voiceOverMac: .webKit("main", "AXARIAContentGroupText main"),
                voiceOverSafari: .recorded("main landmark", "a11ysupport.io role-main"),
                talkBackChrome: .chrome("main", "IDS_AX_ROLE_MAIN_CONTENT"))
        case .region:
            SpokenWords(
                voiceOverIOS: .trait("landmark", "none (accessibilityContainerType .landmark)"),
                talkBack: .none("Android views have no landmarks"), nvda: .nvda("region", "Role.REGION"),
                jaws: .recorded("region", "a11ysupport.io section with aria-label"),
                voiceOverMac: .webKit("region", "AXARIAContentGroupText region"),
                voiceOverSafari: .recorded("region landmark", "a11ysupport.io section with aria-label"),
                talkBackChrome: .chrome("region", "IDS_AX_ROLE_REGION"))
        case .group:
            SpokenWords(
                voiceOverIOS: .none("iOS speaks a group's label, with no role word"),
                talkBack: .none("TalkBack's node_role gives view_group no word"),
                nvda: .nvda("grouping", "Role.GROUPING"),
                jaws: .recorded("group", "a11ysupport.io input-checkbox"), voiceOverMac: .webKit("group", "AXGroup"),
                voiceOverSafari: .none("dotherightthing fieldset-tests: the legend, with no role word"),
                talkBackChrome: .none("Chrome gives a group no role description, and TalkBack's view_group has no word")
            )
        }
    }
}
