/// A screen-reader app that a test plan names, such as VoiceOver on iOS or NVDA on Windows.
public enum ScreenreaderApp: String, CaseIterable, Sendable, Hashable, Codable {
    /// VoiceOver on iPhone and iPad.
    case voiceOverIOS
    /// TalkBack on Android.
    case talkBack
    /// NonVisual Desktop Access, the free Windows screen reader.
    case nvda
    /// Job Access With Speech, the commercial Windows screen reader.
    case jaws
    /// VoiceOver on macOS.
    case voiceOverMac

    /// The screen reader's name as its maker writes it.
    public var name: String {
        switch self {
        case .voiceOverIOS, .voiceOverMac: "VoiceOver"
        case .talkBack: "TalkBack"
        case .nvda: "NVDA"
        case .jaws: "JAWS"
        }
    }

    /// The phone platform the screen reader comes with, where it reads apps as well as web pages:
    /// iOS for VoiceOver on an iPhone, Android for TalkBack, nil for a desktop screen reader.
    public var phonePlatform: Platform? {
        switch self {
        case .voiceOverIOS: .iOS
        case .talkBack: .android
        case .nvda, .jaws, .voiceOverMac: nil
        }
    }
}
