/// A key or key combination that a keyboard tester presses.
public enum Key: String, CaseIterable, Sendable, Hashable, Codable {
    /// The tab key, which moves focus forward.
    case tab
    /// Shift and tab together, which move focus backward.
    case shiftTab
    /// Control and tab together, which move between groups (iOS Full Keyboard Access, browser tabs).
    case ctrlTab
    /// All four arrow keys, as a group.
    case arrowKeys
    /// One arrow key, named as a kind of key rather than a group.
    case arrowKey
    /// The up and down arrow keys.
    case upDownArrows
    /// The left and right arrow keys.
    case leftRightArrows
    /// The space bar, which activates buttons and toggles checkboxes.
    case space
    /// The enter key (return on Apple keyboards), which activates buttons and links.
    case enter
    /// The escape key, which dismisses popovers, menus and dialogs.
    case escape
    /// The home key, which moves to the first item or value.
    case home
    /// The end key, which moves to the last item or value.
    case end
    /// The page up key.
    case pageUp
    /// The page down key.
    case pageDown
    /// The up arrow key alone, such as to move to the previous option or collapse a tree item's parent.
    case upArrow
    /// The down arrow key alone, such as to open a menu button's menu or move to the next option.
    case downArrow
    /// The left arrow key alone, such as to collapse a tree item or move to the previous tab.
    case leftArrow
    /// The right arrow key alone, such as to expand a tree item or move to the next tab.
    case rightArrow
    /// Alt (option on Apple keyboards) and the down arrow together, which open a combo box's list.
    case altDownArrow
    /// Typing printable characters: type-ahead in lists and menus, or text in a field.
    case characters
    /// The backspace key (delete on Apple keyboards), which removes a character or a chip.
    case backspace
    /// The delete key, which removes the item in focus, such as a chip.
    case delete

    /// How the key reads on `platform` at `position`: "the spacebar" in a sentence, "spacebar" in a cell.
    public func phrase(on platform: Platform, at position: Position) -> String {
        let (sentence, cell) = phrasing(on: platform)
        return position == .sentence ? sentence : cell
    }

    private func phrasing(on platform: Platform) -> (sentence: String, cell: String) {
        switch self {
        case .tab: ("the tab key", "tab")
        case .shiftTab: ("shift + tab", "shift + tab")
        case .ctrlTab: ("ctrl + tab", "ctrl + tab")
        case .arrowKeys: ("the arrow keys", "arrow keys")
        case .arrowKey: ("an arrow key", "arrow key")
        case .upDownArrows: ("the up and down arrow keys", "up and down arrow keys")
        case .leftRightArrows: ("the left and right arrow keys", "left and right arrow keys")
        case .space: ("the spacebar", "spacebar")
        case .enter: platform == .iOS ? ("the return key", "return") : ("the enter key", "enter")
        case .escape: ("the escape key", "escape")
        case .home: ("the home key", "home")
        case .end: ("the end key", "end")
        case .pageUp: ("the page up key", "page up")
        case .pageDown: ("the page down key", "page down")
        case .upArrow: ("the up arrow key", "up arrow")
        case .downArrow: ("the down arrow key", "down arrow")
        case .leftArrow: ("the left arrow key", "left arrow")
        case .rightArrow: ("the right arrow key", "right arrow")
        case .altDownArrow:
            platform == .iOS ? ("option + down arrow", "option + down arrow") : ("alt + down arrow", "alt + down arrow")
        case .characters: ("letter and number keys", "letter and number keys")
        case .backspace: platform == .iOS ? ("the delete key", "delete") : ("the backspace key", "backspace")
        case .delete: ("the delete key", "delete")
        }
    }
}
