/// A word that one screen reader speaks for a role or a state, with where that word comes from.
///
/// Screen readers do not agree: NVDA and JAWS say "unavailable" for a disabled button where VoiceOver
/// says "dimmed" and TalkBack "disabled". A plan names the word of each screen reader a tester may
/// hold, so none of them fails a correct component on another one's word.
public struct SpokenWord: Sendable, Hashable {
    /// Where a spoken word comes from, so a reviewer can check it and a translation can follow it.
    public enum Source: Sendable, Hashable {
        /// The screen reader's own published string: NVDA's `controlTypes` and translation catalogue,
        /// TalkBack's string resources, or WebKit's localized strings, which VoiceOver speaks for web
        /// content. The text names the file and the string.
        case ownString(String)
        /// The platform's documentation (Apple's, Google's) or what W3C ARIA-AT recorded the screen
        /// reader saying. The text names the document or the test.
        case documented(String)
        /// Not documented anywhere public: what testers hear, and on which version.
        case observed(String)

        /// The source's own words: the file, document or observation it names.
        public var reference: String {
            switch self {
            case .ownString(let text), .documented(let text), .observed(let text): text
            }
        }
    }

    /// The word as the screen reader says it, or nil where it says nothing for this role or state.
    public var text: String?
    /// Where the word comes from.
    public var source: Source

    /// The word `text`, from `source`.
    public init(_ text: String, _ source: Source) {
        self.text = text
        self.source = source
    }

    /// No word at all: the screen reader says nothing for the role or state, as `source` shows.
    public static func silent(_ source: Source) -> SpokenWord {
        var word = SpokenWord("", source)
        word.text = nil
        return word
    }
}

/// What each screen reader says for one role or state: VoiceOver and TalkBack in native apps, and the
/// five screen readers a Web plan names, NVDA, JAWS and VoiceOver on macOS at the desk and VoiceOver
/// (Safari) and TalkBack (Chrome) on a phone.
public struct SpokenWords: Sendable, Hashable {
    /// VoiceOver in an iOS app (UIKit or SwiftUI).
    public var voiceOverIOS: SpokenWord
    /// TalkBack in an Android app (Views or Compose).
    public var talkBack: SpokenWord
    /// NVDA with Firefox or Chrome.
    public var nvda: SpokenWord
    /// JAWS with Chrome.
    public var jaws: SpokenWord
    /// VoiceOver on macOS with Safari.
    public var voiceOverMac: SpokenWord
    /// VoiceOver on iOS with Safari.
    public var voiceOverSafari: SpokenWord
    /// TalkBack on Android with Chrome.
    public var talkBackChrome: SpokenWord

    /// Each screen reader's word, one by one.
    public init(
        voiceOverIOS: SpokenWord, talkBack: SpokenWord, nvda: SpokenWord, jaws: SpokenWord,
        voiceOverMac: SpokenWord, voiceOverSafari: SpokenWord, talkBackChrome: SpokenWord
    ) {
        self.voiceOverIOS = voiceOverIOS
        self.talkBack = talkBack
        self.nvda = nvda
        self.jaws = jaws
        self.voiceOverMac = voiceOverMac
        self.voiceOverSafari = voiceOverSafari
        self.talkBackChrome = talkBackChrome
    }

    /// The word `reader` says on `platform`, or nil where that screen reader is not used there (NVDA
    /// in an iOS app).
    public func word(by reader: ScreenreaderApp, on platform: Platform) -> SpokenWord? {
        switch (platform, reader) {
        case (.iOS, .voiceOverIOS): voiceOverIOS
        case (.android, .talkBack): talkBack
        case (.web, .nvda): nvda
        case (.web, .jaws): jaws
        case (.web, .voiceOverMac): voiceOverMac
        case (.web, .voiceOverIOS): voiceOverSafari
        case (.web, .talkBack): talkBackChrome
        default: nil
        }
    }
}
