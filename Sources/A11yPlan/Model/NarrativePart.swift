/// One authored part of the How-to-test narrative: its steps, all with one kind of input.
///
/// Write `KeyboardOnly { … }` for part 1 and `Screenreader { … }` for part 2; the input type keeps a
/// gesture out of the keyboard part at compile time.
public struct NarrativePart<Input: StepInput>: Sendable, Hashable, Codable, HowToTestContent {
    /// The steps, in order.
    public var steps: [Step<Input>]
    /// Where the part was written.
    public var location: SourceLocation

    /// A part holding the steps built in `content`.
    public init(
        fileID: String = #fileID,
        line: Int = #line,
        @StepBuilder<Input> _ content: () -> [Step<Input>]
    ) {
        self.steps = content()
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// A part holding `steps`, written at `location`.
    init(steps: [Step<Input>], location: SourceLocation) {
        self.steps = steps
        self.location = location
    }

    /// Puts the part in its place in the narrative.
    public func apply(to howToTest: inout HowToTest) {
        howToTest[keyPath: Input.part] = self
    }
}

/// Part 1 of the narrative: what a keyboard user does and sees.
public typealias KeyboardOnly = NarrativePart<KeyInput>

/// Part 2 of the narrative: what a screen-reader user does and hears.
public typealias Screenreader = NarrativePart<ScreenreaderInput>

/// The Web's part after the desktop screen reader: what a tester does and hears with a phone's screen
/// reader in its browser (VoiceOver with Safari on iOS, TalkBack with Chrome on Android).
///
/// Its steps are gestures; where VoiceOver and TalkBack differ, the page names both.
public struct MobileScreenreader: Sendable, HowToTestContent {
    /// The part, as the narrative keeps it.
    public var part: NarrativePart<ScreenreaderInput>

    /// A part holding the gesture steps built in `content`.
    public init(
        fileID: String = #fileID,
        line: Int = #line,
        @StepBuilder<ScreenreaderInput> _ content: () -> [Step<ScreenreaderInput>]
    ) {
        part = NarrativePart(steps: content(), location: SourceLocation(fileID: fileID, line: line))
    }

    /// Puts the part after the desktop screen-reader part.
    public func apply(to howToTest: inout HowToTest) {
        howToTest.mobileScreenreader = part
    }
}
