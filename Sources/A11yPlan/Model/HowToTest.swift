/// The "How to test" narrative: a Given precondition, then the keyboard and screen-reader parts.
///
/// The third part, Device settings, is not written here: it is read from the Device settings table.
public struct HowToTest: Sendable, Hashable, Codable, VariantContent {
    /// The precondition after "Given that", such as "I am on a screen with a popover tooltip".
    public var given: Phrase
    /// Part 1: steps with a keyboard.
    public var keyboardOnly: NarrativePart<KeyInput>?
    /// Part 2: steps with a screen reader.
    public var screenreader: NarrativePart<ScreenreaderInput>?
    /// On the Web, the part after it: steps with a phone's screen reader (VoiceOver with Safari on
    /// iOS, TalkBack with Chrome on Android), since the Web is tested on phones too.
    public var mobileScreenreader: NarrativePart<ScreenreaderInput>?
    /// Where the narrative was written.
    public var location: SourceLocation

    /// A narrative that starts from `given` and holds the parts built in `content`.
    public init(
        given: Phrase,
        fileID: String = #fileID,
        line: Int = #line,
        @ListBuilder<any HowToTestContent> _ content: () -> [any HowToTestContent]
    ) {
        self.given = given
        self.mobileScreenreader = nil
        self.location = SourceLocation(fileID: fileID, line: line)
        for item in content() {
            item.apply(to: &self)
        }
    }

    /// Sets the variant's narrative.
    public func apply(to variant: inout Variant) {
        variant.howToTest = self
    }
}
