/// Short ways to write a spoken word with its source, for the tables in `Role.spoken` and
/// `State.spoken`, so each cell reads as the word and the string it comes from.
extension SpokenWord {
    /// NVDA's own string: `source/controlTypes/` in nvaccess/nvda (`role.py`, `state.py`,
    /// `isCurrent.py`), or `source/aria.py` for landmarks.
    static func nvda(_ text: String, _ string: String) -> SpokenWord {
        SpokenWord(text, .ownString("NVDA, source/controlTypes: \(string)"))
    }

    /// NVDA says nothing for it, as its own code shows.
    static func nvdaSilent(_ why: String) -> SpokenWord { .silent(.ownString("NVDA, \(why)")) }

    /// TalkBack's own string: `compositor/src/main/res/values/strings.xml` in google/talkback.
    static func talkBack(_ text: String, _ string: String) -> SpokenWord {
        SpokenWord(text, .ownString("TalkBack, compositor strings.xml: \(string)"))
    }

    /// Chrome's word, which TalkBack reads for web content: `ui/strings/ax_strings.grd` in Chromium,
    /// set as the node's role or state description in `browser_accessibility_android.cc`.
    static func chrome(_ text: String, _ string: String) -> SpokenWord {
        SpokenWord(text, .ownString("Chromium, ui/strings/ax_strings.grd: \(string)"))
    }

    /// WebKit's role description, which VoiceOver speaks for web content on macOS and iOS:
    /// `Source/WebCore/en.lproj/Localizable.strings` and the role-description layout tests.
    static func webKit(_ text: String, _ string: String) -> SpokenWord {
        SpokenWord(text, .ownString("WebKit, role description: \(string)"))
    }

    /// What a screen reader was recorded saying in a public test: a11ysupport.io's results, W3C
    /// ARIA-AT's, or the screen reader maker's issue tracker.
    static func recorded(_ text: String, _ test: String) -> SpokenWord {
        SpokenWord(text, .documented("recorded output: \(test)"))
    }

    /// Apple's documentation of an accessibility trait, with the word VoiceOver speaks for it as
    /// AccessibilitySnapshot (cashapp) reproduces VoiceOver's trait words.
    static func trait(_ text: String, _ trait: String) -> SpokenWord {
        SpokenWord(text, .documented("UIAccessibilityTraits.\(trait), spoken as AccessibilitySnapshot reproduces it"))
    }

    /// A word no public source records: the catalog's word, to confirm on a device.
    static func undocumented(_ text: String, _ note: String) -> SpokenWord {
        SpokenWord(text, .observed("not documented: \(note)"))
    }

    /// Nothing is spoken, by the record or the screen reader's own strings named in `why`.
    static func none(_ why: String) -> SpokenWord { .silent(.documented(why)) }
}
