import A11yPlan

/// Which of the four tables a title names: exactly as a plan titles it, or as sites word it
/// ("Mobile screenreader gestures", "Test keyboard actions", "Listen to screenreader output on all
/// devices", "Key", "Announcements").
enum TableTitle {
    /// The table `title` names on `platform`, or nil when it names none.
    static func kind(of title: String, on platform: Platform? = nil) -> TableKind? {
        if let platform, let exact = TableKind.allCases.first(where: { $0.title(on: platform) == title }) {
            return exact
        }
        let lowered = title.lowercased()
        if lowered.contains("gesture") || lowered.contains("command") { return .screenreaderGestures }
        if lowered.contains("output") || lowered.contains("listen") || lowered.contains("announce") {
            return .screenreaderOutput
        }
        if lowered.contains("setting") { return .deviceSettings }
        if lowered.contains("pointer") || lowered.contains("touch") { return .pointerAndTouch }
        if lowered.contains("keyboard action") || lowered.contains("key") { return .keyboardActions }
        return nil
    }
}

/// Which part of the How to test narrative a title names: exactly as a plan titles it ("Keyboard
/// only", "VoiceOver screenreader", "Device settings"), or as sites word it ("Mobile keyboard",
/// "Desktop screenreader", "Mobile screenreader", "TalkBack screen reader").
enum PartTitle: Equatable {
    /// The keyboard part, with or without a screen reader.
    case keyboard
    /// The platform's own screen reader (desktop ones on the Web).
    case screenreader
    /// Phone screen readers testing a Web page.
    case mobileScreenreader
    /// The device settings part.
    case deviceSettings

    /// The part's title as a plan on `platform` writes it.
    func title(on platform: Platform) -> String {
        switch self {
        case .keyboard: Words.english.keyboardOnly
        case .screenreader: Words.english.screenreaderPart(platform.screenReaderNames)
        case .mobileScreenreader: Words.english.screenreaderPart(Platform.mobileWebScreenReaderNames)
        case .deviceSettings: Words.english.deviceSettings
        }
    }

    /// Whether `title` names a part on some platform.
    static func names(_ title: String) -> Bool {
        Platform.allCases.contains { kind(of: title, on: $0) != nil }
    }

    /// The part `title` names on `platform`, or nil when it names none.
    static func kind(of title: String, on platform: Platform) -> PartTitle? {
        switch title {
        case Words.english.keyboardOnly: return .keyboard
        case Words.english.screenreaderPart(platform.screenReaderNames): return .screenreader
        case Words.english.screenreaderPart(Platform.mobileWebScreenReaderNames) where platform == .web:
            return .mobileScreenreader
        case Words.english.deviceSettings: return .deviceSettings
        default: break
        }
        let lowered = title.lowercased()
        let readers = ["screenreader", "screen reader", "voiceover", "talkback", "nvda", "jaws", "narrator"]
        if readers.contains(where: lowered.contains) {
            let onPhone = lowered.contains("mobile") || lowered.contains("phone")
            return platform == .web && onPhone ? .mobileScreenreader : .screenreader
        }
        if lowered.contains("setting") { return .deviceSettings }
        if lowered.contains("keyboard") { return .keyboard }
        return nil
    }
}
