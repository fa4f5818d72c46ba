/// A command of the desktop screen readers a Web plan names (NVDA, JAWS, VoiceOver on macOS), such as
/// moving to the next heading.
///
/// Each screen reader has its own keys for the same command: NVDA's and JAWS's browse-mode quick keys
/// and VoiceOver's VO-key commands (VO is control + option). A plan names the command once and the
/// page spells out every screen reader's keys, as their makers document them.
public enum DesktopCommand: String, CaseIterable, Sendable, Hashable, Codable {
    /// Reads the next item in browse mode (the virtual cursor, or VoiceOver's cursor).
    case nextItem
    /// Activates the item under the screen reader's cursor.
    case activate
    /// Moves to the next heading.
    case nextHeading
    /// Moves to the next link.
    case nextLink
    /// Moves to the next button.
    case nextButton
    /// Moves to the next form field of any kind.
    case nextFormField
    /// Moves to the next checkbox.
    case nextCheckbox
    /// Moves to the next radio button.
    case nextRadioButton
    /// Moves to the next combo box or select.
    case nextComboBox
    /// Moves to the next landmark or region.
    case nextLandmark
    /// Moves to the next table.
    case nextTable
    /// Moves from cell to cell inside a table.
    case tableCells
    /// Moves to the next list.
    case nextList
    /// Moves to the next image (graphic).
    case nextGraphic
    /// Opens the list of the page's headings, links, landmarks and form fields.
    case elementsList
    /// Switches NVDA and JAWS from browse mode to focus (forms) mode, so that typed keys reach the field.
    ///
    /// VoiceOver on macOS has no such mode: keyboard focus follows the VoiceOver cursor, and typing
    /// goes straight into a focused field, so VoiceOver needs no key here (Apple's VoiceOver User Guide
    /// for Mac describes no browse or focus mode; VO + shift + down arrow is "interact", which a text
    /// field does not need).
    case focusMode
    /// Reads the page from the cursor on.
    case sayAll

    /// The keys of each screen reader, in the order pages list them: NVDA, JAWS, VoiceOver; nil where
    /// that screen reader needs no key for the command.
    public var keys: (nvda: String, jaws: String, voiceOver: String?) {
        switch self {
        case .nextItem: ("down arrow", "down arrow", "VO + right arrow")
        case .activate: ("enter", "enter", "VO + space")
        case .nextHeading: ("H", "H", "VO + command + H")
        case .nextLink: ("K", "tab", "VO + command + L")
        case .nextButton: ("B", "B", "VO + command + J")
        case .nextFormField: ("F", "F", "VO + command + J")
        case .nextCheckbox: ("X", "X", "VO + command + J")
        case .nextRadioButton: ("R", "A", "VO + command + J")
        case .nextComboBox: ("C", "C", "VO + command + J")
        case .nextLandmark: ("D", "R", "VO + U, then Landmarks")
        case .nextTable: ("T", "T", "VO + command + T")
        case .tableCells: ("ctrl + alt + arrow keys", "ctrl + alt + arrow keys", "VO + arrow keys")
        case .nextList: ("L", "L", "VO + command + X")
        case .nextGraphic: ("G", "G", "VO + command + G")
        case .elementsList: ("NVDA + F7", "insert + F3", "VO + U")
        case .focusMode: ("NVDA + space", "enter", nil)
        case .sayAll: ("NVDA + down arrow", "insert + down arrow", "VO + A")
        }
    }

    /// The command as a page says it, each screen reader's keys named:
    /// "H (NVDA, JAWS) or VO + command + H (VoiceOver)"; a screen reader that needs no key is named
    /// after the others: "NVDA + space (NVDA) or enter (JAWS), no key in VoiceOver".
    public var phrase: String {
        let keys = keys
        guard let voiceOver = keys.voiceOver else {
            let windows =
                keys.nvda == keys.jaws ? "\(keys.nvda) (NVDA, JAWS)" : "\(keys.nvda) (NVDA) or \(keys.jaws) (JAWS)"
            return "\(windows), no key in VoiceOver"
        }
        let windows = keys.nvda == keys.jaws ? "\(keys.nvda) (NVDA, JAWS)" : "\(keys.nvda) (NVDA), \(keys.jaws) (JAWS)"
        return "\(windows) or \(voiceOver) (VoiceOver)"
    }
}
