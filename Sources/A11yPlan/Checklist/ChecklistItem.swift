/// One thing a tester checks and records a result for: an action and the result it should have.
///
/// Its `id` is derived from the component, platform, section and the item's own content, so it stays the
/// same when other rows are added, removed or reordered, and results can be tracked across releases.
public struct ChecklistItem: Sendable, Hashable, Codable {
    /// The section of a checklist, matching the parts of the How-to-test narrative.
    public enum Section: String, Sendable, Hashable, Codable, CaseIterable {
        /// Keyboard only.
        case keyboard
        /// Screen reader (on the Web, the desktop one).
        case screenreader
        /// On the Web, the screen reader of a phone's browser.
        case mobileScreenreader
        /// Device settings.
        case deviceSettings
        /// Pointer and touch: target size and single-pointer alternatives.
        case pointerAndTouch

        /// The section's title in `words`, such as "Screen reader".
        public func title(in words: Words = .english) -> String { words.checklistSection(self) }
    }

    /// Where an item comes from on the page.
    public enum Source: String, Sendable, Hashable, Codable {
        /// A line of the How-to-test narrative.
        case step
        /// A row of the Keyboard actions table.
        case keyboardActions
        /// A row of the screen-reader gestures (or commands) table.
        case screenreaderGestures
        /// A row of the Screenreader output table.
        case screenreaderOutput
        /// A row of the Pointer and touch table.
        case pointerAndTouch
    }

    /// The stable id, such as `popover-tooltip.ios.keyboard.step-use-the-escape-key`.
    public var id: String
    /// The component's id.
    public var componentID: String
    /// The component's name.
    public var componentName: String
    /// The platform.
    public var platform: Platform
    /// The section.
    public var section: Section
    /// The section's title in the checklist's language, such as "Screen reader".
    public var sectionTitle: String
    /// Where the item comes from.
    public var source: Source
    /// The precondition, the narrative's Given line.
    public var precondition: String
    /// What the tester does, such as "I use the escape key".
    public var action: String
    /// Whether the result is seen, heard, or (keyboard table) either.
    public var sense: String
    /// The expected result, such as "the popover closed".
    public var expected: String
    /// The WCAG success criteria the item proves, such as `2.1.1`.
    public var references: [String]
    /// Whether the item is a platform best practice rather than a WCAG requirement.
    public var isBestPractice: Bool
    /// Where the item was written.
    public var location: SourceLocation

    /// The expected result as a tester reads it: "I see the popover closed" for a narrative line, the
    /// table's own words ("Closes the popover") for a row.
    public var expectation: String

    /// The action as a clause after "when", where the language orders it otherwise than `action`
    /// (German: "Ich die Tabulatortaste bis zum Button drücke" for "Ich drücke die Tabulatortaste bis zum
    /// Button"); nil where the two read alike, as in English.
    public var condition: String? = nil

    /// A short title for test-management tools: the section and the action.
    public var title: String { "\(sectionTitle): \(action)" }
}
