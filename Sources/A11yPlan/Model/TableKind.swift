/// The four kinds of test-plan table, in page order, with their titles and column headers.
public enum TableKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// Table 1, Keyboard actions.
    case keyboardActions
    /// Table 2, screen-reader gestures (mobile) or commands (desktop).
    case screenreaderGestures
    /// Table 3, Screenreader output.
    case screenreaderOutput
    /// Table 4, Device settings.
    case deviceSettings

    /// The table's title on `platform`, such as "Mobile screenreader gestures".
    public func title(on platform: Platform) -> String {
        switch self {
        case .keyboardActions: Words.english.keyboardActions
        case .screenreaderGestures:
            platform.usesTouchGestures
                ? Words.english.mobileScreenreaderGestures : Words.english.desktopScreenreaderCommands
        case .screenreaderOutput: Words.english.screenreaderOutput
        case .deviceSettings: Words.english.deviceSettings
        }
    }

    /// The two column headers, exactly as the reference page writes them.
    public var headers: (input: String, result: String) {
        switch self {
        case .keyboardActions: (Words.english.whenIUse, Words.english.iSeeOrHear)
        case .screenreaderGestures: (Words.english.whenIUse, Words.english.iHearColumn)
        case .screenreaderOutput: (Words.english.reads, Words.english.iHearColumn)
        case .deviceSettings: (Words.english.whenIUse, Words.english.iSeeColumn)
        }
    }
}

/// A kind of input that fills the first column of one of the four tables.
public protocol TableInput: Sendable, Hashable, Codable {
    /// Which table rows with this input belong to.
    static var kind: TableKind { get }
    /// Where that table lives in a variant.
    static var table: WritableKeyPath<Variant, Table<Self>?> { get }
    /// The first cell's text on `platform`.
    func cell(on platform: Platform) -> String
}

extension KeyInput: TableInput {
    /// Keys fill the Keyboard actions table.
    public static var kind: TableKind { .keyboardActions }
    /// The variant's Keyboard actions table.
    public static var table: WritableKeyPath<Variant, Table<KeyInput>?> { \.keyboardActions }
    /// "Arrow keys or ctrl + tab".
    public func cell(on platform: Platform) -> String { phrase(on: platform, at: .cell) }
}

extension ScreenreaderInput: TableInput {
    /// Gestures and commands fill the screen-reader gestures table.
    public static var kind: TableKind { .screenreaderGestures }
    /// The variant's screen-reader gestures table.
    public static var table: WritableKeyPath<Variant, Table<ScreenreaderInput>?> { \.screenreaderGestures }
    /// "Swipe again".
    public func cell(on platform: Platform) -> String { phrase(on: platform, at: .cell) }
}

extension OutputAttribute: TableInput {
    /// Output attributes fill the Screenreader output table.
    public static var kind: TableKind { .screenreaderOutput }
    /// The variant's Screenreader output table.
    public static var table: WritableKeyPath<Variant, Table<OutputAttribute>?> { \.screenreaderOutput }
    /// "Name", "Role", "Group" or "State".
    public func cell(on platform: Platform) -> String { title }
}

extension SettingInput: TableInput {
    /// Settings fill the Device settings table.
    public static var kind: TableKind { .deviceSettings }
    /// The variant's Device settings table.
    public static var table: WritableKeyPath<Variant, Table<SettingInput>?> { \.deviceSettings }
    /// The setting's name on the platform, such as "Larger Text".
    public func cell(on platform: Platform) -> String { phrase(on: platform) }
}
