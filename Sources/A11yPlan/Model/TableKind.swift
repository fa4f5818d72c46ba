/// The kinds of test-plan table, in page order, with their titles and column headers: the reference
/// page's four, and Pointer and touch after them where a plan has it.
public enum TableKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// Table 1, Keyboard actions.
    case keyboardActions
    /// Table 2, screen-reader gestures (mobile) or commands (desktop).
    case screenreaderGestures
    /// Table 3, Screenreader output.
    case screenreaderOutput
    /// Table 4, Device settings.
    case deviceSettings
    /// Table 5, Pointer and touch: target size and the alternatives to dragging and gestures.
    case pointerAndTouch

    /// The table's title on `platform` in `words`, such as "Mobile screenreader gestures".
    public func title(on platform: Platform, words: Words = .english) -> String {
        switch self {
        case .keyboardActions: words.keyboardActions
        case .screenreaderGestures:
            platform.usesTouchGestures ? words.mobileScreenreaderGestures : words.desktopScreenreaderCommands
        case .screenreaderOutput: words.screenreaderOutput
        case .deviceSettings: words.deviceSettings
        case .pointerAndTouch: words.pointerAndTouch
        }
    }

    /// The two column headers in `words`, in English exactly as the reference page writes them.
    public func headers(words: Words = .english) -> (input: String, result: String) {
        switch self {
        case .keyboardActions: (words.whenIUse, words.iSeeOrHear)
        case .screenreaderGestures: (words.whenIUse, words.iHearColumn)
        case .screenreaderOutput: (words.reads, words.iHearColumn)
        case .deviceSettings, .pointerAndTouch: (words.whenIUse, words.iSeeColumn)
        }
    }
}

/// A kind of input that fills the first column of one of the four tables.
public protocol TableInput: Sendable, Hashable, Codable {
    /// Which table rows with this input belong to.
    static var kind: TableKind { get }
    /// Where that table lives in a variant.
    static var table: WritableKeyPath<Variant, Table<Self>?> { get }
    /// The first cell's text on `platform`, in the language of `words`.
    func cell(on platform: Platform, in words: Words) -> String
    /// The input as a narrative action in the language of `words`, for inputs a step can take too.
    func rowAction(on platform: Platform, in words: Words) -> String?
    /// The input as a line's condition says it after "when" (`Words.condition`), for inputs a step can
    /// take too: "I use the spacebar", German "ich die Leertaste drücke".
    func rowCondition(on platform: Platform, in words: Words) -> String?
}

extension TableInput {
    /// No action: an output attribute or a setting is not something a tester does with a key or a gesture.
    public func rowAction(on platform: Platform, in words: Words) -> String? { nil }

    /// No condition where there is no action.
    public func rowCondition(on platform: Platform, in words: Words) -> String? { nil }
}

extension KeyInput: TableInput {
    /// "I use the spacebar".
    public func rowAction(on platform: Platform, in words: Words) -> String? { action(on: platform, in: words) }

    /// "I use the spacebar", German "ich die Leertaste drücke".
    public func rowCondition(on platform: Platform, in words: Words) -> String? {
        words.condition(clause(on: platform, in: words), nil)
    }

    /// Keys fill the Keyboard actions table.
    public static var kind: TableKind { .keyboardActions }
    /// The variant's Keyboard actions table.
    public static var table: WritableKeyPath<Variant, Table<KeyInput>?> { \.keyboardActions }
    /// "Arrow keys or ctrl + tab".
    public func cell(on platform: Platform, in words: Words = .english) -> String {
        phrase(on: platform, at: .cell, in: words)
    }
}

extension ScreenreaderInput: TableInput {
    /// "I swipe", "I use H (NVDA, JAWS) …".
    public func rowAction(on platform: Platform, in words: Words) -> String? { action(on: platform, in: words) }

    /// "I swipe", German "ich nach links streiche".
    public func rowCondition(on platform: Platform, in words: Words) -> String? {
        words.condition(clause(on: platform, in: words), nil)
    }

    /// Gestures and commands fill the screen-reader gestures table.
    public static var kind: TableKind { .screenreaderGestures }
    /// The variant's screen-reader gestures table.
    public static var table: WritableKeyPath<Variant, Table<ScreenreaderInput>?> { \.screenreaderGestures }
    /// "Swipe again".
    public func cell(on platform: Platform, in words: Words = .english) -> String {
        phrase(on: platform, at: .cell, in: words)
    }
}

extension OutputAttribute: TableInput {
    /// Output attributes fill the Screenreader output table.
    public static var kind: TableKind { .screenreaderOutput }
    /// The variant's Screenreader output table.
    public static var table: WritableKeyPath<Variant, Table<OutputAttribute>?> { \.screenreaderOutput }
    /// "Name", "Role", "Group" or "State".
    public func cell(on platform: Platform, in words: Words = .english) -> String {
        words.terms.attribute(self)
    }
}

extension SettingInput: TableInput {
    /// Settings fill the Device settings table.
    public static var kind: TableKind { .deviceSettings }
    /// The variant's Device settings table.
    public static var table: WritableKeyPath<Variant, Table<SettingInput>?> { \.deviceSettings }
    /// The setting's name on the platform, such as "Larger Text".
    public func cell(on platform: Platform, in words: Words = .english) -> String {
        phrase(on: platform, in: words)
    }
}

extension PointerInput: TableInput {
    /// Pointer and touch inputs fill the Pointer and touch table.
    public static var kind: TableKind { .pointerAndTouch }
    /// The variant's Pointer and touch table.
    public static var table: WritableKeyPath<Variant, Table<PointerInput>?> { \.pointerAndTouch }
    /// "Target size", "Drag", "Touch and hold".
    public func cell(on platform: Platform, in words: Words = .english) -> String {
        words.terms.pointer(self, platform, .cell)
    }

    /// "I drag", "I measure the target": the row as a checklist item's action.
    public func rowAction(on platform: Platform, in words: Words) -> String? {
        words.terms.iGesture + words.terms.pointer(self, platform, .sentence)
    }

    /// "I drag", German "ich die Zielfläche messe".
    public func rowCondition(on platform: Platform, in words: Words) -> String? {
        let action = words.terms.iGesture + words.terms.pointer(self, platform, .sentence)
        return words.condition(.gesture(action, subject: words.terms.iGesture), nil)
    }
}
