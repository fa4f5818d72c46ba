/// A platform that a component is built and tested on.
///
/// Each platform brings its own screen readers, keyboard and device-settings vocabulary, so every
/// typed term is phrased through the platform it appears on.
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    /// Apple's iPhone and iPad operating system, tested with VoiceOver and Full Keyboard Access.
    case iOS = "ios"
    /// Google's Android, tested with TalkBack and a hardware keyboard.
    case android
    /// Web pages in desktop and mobile browsers, tested with desktop and mobile screen readers.
    case web

    /// The platform's name as a reader sees it in titles, such as "iOS".
    public var name: String {
        switch self {
        case .iOS: "iOS"
        case .android: "Android"
        case .web: "Web"
        }
    }

    /// The screen readers a tester uses on this platform, in the order pages list them.
    public var screenReaders: [ScreenreaderApp] {
        switch self {
        case .iOS: [.voiceOverIOS]
        case .android: [.talkBack]
        case .web: [.nvda, .jaws, .voiceOverMac]
        }
    }

    /// The names of this platform's screen readers, joined for a title, such as "NVDA / JAWS / VoiceOver".
    public var screenReaderNames: String {
        screenReaders.map(\.name).joined(separator: " / ")
    }

    /// The phone screen readers a Web page is also tested with, for the title of that part.
    public static let mobileWebScreenReaderNames = "VoiceOver (Safari on iOS) / TalkBack (Chrome on Android)"

    /// The phone screen readers a Web page is also tested with, VoiceOver with Safari and TalkBack with
    /// Chrome, in the order the page names them.
    public static let mobileWebScreenReaders: [ScreenreaderApp] = [.voiceOverIOS, .talkBack]

    /// Every screen reader a plan on this platform can name: on the Web, the desktop ones and then the
    /// phone ones.
    public var allScreenReaders: [ScreenreaderApp] {
        self == .web ? screenReaders + Self.mobileWebScreenReaders : screenReaders
    }

    /// Whether testers use touch gestures (mobile) or keyboard commands (desktop) with the screen reader.
    public var usesTouchGestures: Bool { self != .web }

    /// Orders platforms as pages and listings show them: iOS, Android, Web.
    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Reads a platform from a command-line word, ignoring case (`ios`, `iOS`, `android`, `web`).
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
