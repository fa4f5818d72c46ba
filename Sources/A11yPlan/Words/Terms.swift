/// How the typed vocabulary reads in one language: keys, gestures, desktop commands, roles, states,
/// settings and output attributes, per platform and position, and the words that turn an input into
/// an action ("I use …", "I …").
///
/// English phrases itself from the vocabulary's own types; another language reads a `TermTable`, so a
/// translation is data, and a term its table lacks stays in English, marked as such.
public struct Terms: Sendable {
    /// A key at a position: "the tab key" in a sentence, "tab" in a cell.
    public var key: @Sendable (_ key: Key, _ platform: Platform, _ position: Position) -> String
    /// A gesture at a position: what follows "I" in a sentence ("swipe"), or a cell's words ("Swipe").
    public var gesture: @Sendable (_ gesture: Gesture, _ platform: Platform, _ position: Position) -> String
    /// A desktop command with each screen reader's keys: "H (NVDA, JAWS) or VO + command + H (VoiceOver)".
    public var command: @Sendable (_ command: DesktopCommand) -> String
    /// A role as the platform's screen reader announces it.
    public var role: @Sendable (_ role: Role, _ platform: Platform) -> String
    /// A state as the platform's screen reader announces it.
    public var state: @Sendable (_ state: State, _ platform: Platform) -> String
    /// A setting by the platform's name for it, or its generic name where the platform has none.
    public var setting: @Sendable (_ setting: DeviceSetting, _ platform: Platform) -> String
    /// An output attribute as the Reads column shows it: "Name".
    public var attribute: @Sendable (_ attribute: OutputAttribute) -> String
    /// What joins alternative keys: " or ".
    public var or: String
    /// What starts a keyboard or desktop action: "I use ".
    public var iUse: String
    /// What starts a gesture action: "I ".
    public var iGesture: String

    /// English, phrased by the vocabulary's types.
    public static let english = Terms(
        key: { $0.phrase(on: $1, at: $2) },
        gesture: { $0.phrase(on: $1, at: $2) },
        command: { $0.phrase },
        role: { $0.phrase(on: $1) },
        state: { $0.phrase(on: $1) },
        setting: { $0.name(on: $1) ?? $0.genericName },
        attribute: { $0.title },
        or: " or ",
        iUse: "I use ",
        iGesture: "I "
    )

    /// Terms from closures, for a language whose phrasing needs code.
    public init(
        key: @escaping @Sendable (Key, Platform, Position) -> String,
        gesture: @escaping @Sendable (Gesture, Platform, Position) -> String,
        command: @escaping @Sendable (DesktopCommand) -> String,
        role: @escaping @Sendable (Role, Platform) -> String,
        state: @escaping @Sendable (State, Platform) -> String,
        setting: @escaping @Sendable (DeviceSetting, Platform) -> String,
        attribute: @escaping @Sendable (OutputAttribute) -> String,
        or: String, iUse: String, iGesture: String
    ) {
        self.key = key
        self.gesture = gesture
        self.command = command
        self.role = role
        self.state = state
        self.setting = setting
        self.attribute = attribute
        self.or = or
        self.iUse = iUse
        self.iGesture = iGesture
    }

    /// Terms read from `table`; a term it lacks reads in English, marked as English so that HTML gives
    /// it its own `lang`.
    public init(table: TermTable) {
        @Sendable func lookup(_ entry: TermTable.Entry, _ english: String) -> String {
            table.phrase(entry) ?? ForeignText.mark(english, language: "en")
        }
        let english = Terms.english
        key = { lookup(.key($0, $1, $2), english.key($0, $1, $2)) }
        gesture = { lookup(.gesture($0, $1, $2), english.gesture($0, $1, $2)) }
        command = { lookup(.command($0), english.command($0)) }
        role = { lookup(.role($0, $1), english.role($0, $1)) }
        state = { lookup(.state($0, $1), english.state($0, $1)) }
        setting = { lookup(.setting($0, $1), english.setting($0, $1)) }
        attribute = { lookup(.attribute($0), english.attribute($0)) }
        or = table.words["or"] ?? english.or
        iUse = table.words["iUse"] ?? english.iUse
        iGesture = table.words["iGesture"] ?? english.iGesture
    }
}
