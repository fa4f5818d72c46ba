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

    /// How the screen reader on `platform` announces the role, such as "button" or "adjustable".
    public func phrase(on platform: Platform) -> String {
        switch (self, platform) {
        case (.checkbox, .iOS): "checkbox button"
        case (.toggle, .iOS): "switch button"
        case (.toggle, _): "switch"
        case (.slider, .iOS): "adjustable"
        case (.textField, .android): "edit box"
        case (.textField, .web): "edit"
        case (.textField, .iOS): "text field"
        case (.searchField, .iOS): "search field"
        case (.searchField, _): "search edit box"
        case (.radioButton, _): "radio button"
        case (.menuItem, _): "menu item"
        case (.progressIndicator, .iOS): "progress"
        case (.progressIndicator, _): "progress bar"
        case (.popUpButton, .iOS): "pop up button"
        case (.popUpButton, .android): "drop down list"
        case (.popUpButton, .web): "combo box"
        case (.menuButton, .iOS): "pop up button"
        case (.menuButton, .android): "button"
        case (.menuButton, .web): "menu button"
        case (.comboBox, .iOS): "text field"
        case (.comboBox, .android): "edit box"
        case (.comboBox, .web): "combo box"
        case (.textArea, .iOS): "text field"
        case (.textArea, .android): "edit box"
        case (.textArea, .web): "edit, multi line"
        case (.tree, _): "tree view"
        case (.treeItem, _): "tree view item"
        case (.toolbar, .web): "tool bar"
        case (.navigation, _): "navigation landmark"
        case (.main, _): "main landmark"
        case (.group, .web): "grouping"
        case (.image, .web): "graphic"
        default: rawValue
        }
    }
}
