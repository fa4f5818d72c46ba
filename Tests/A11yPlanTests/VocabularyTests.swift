import Testing

@testable import A11yPlan

@Suite struct VocabularyTests {
    @Test(arguments: [
        ("Popover", "popover"), ("popover", "popover"), ("A", "a"), ("A toggle", "a toggle"), ("", ""),
        ("1 tab", "1 tab"), ("Ésc", "ésc"), ("E\u{301}sc", "e\u{301}sc"), ("Ǆx", "ǆx"), ("Its Name", "its Name"),
        ("Voice Access shows numbers", "Voice Access shows numbers"),
        ("Reduce Motion stops it", "Reduce Motion stops it"), ("Voice over it", "voice over it"),
        // Names and keys keep their case.
        ("ABC", "ABC"), ("VoiceOver reads it", "VoiceOver reads it"), ("TalkBack, then", "TalkBack, then"),
        ("H (NVDA, JAWS)", "H (NVDA, JAWS)"), ("VO + U", "VO + U"), ("I", "I"),
    ])
    func lowercasesOnlyTheFirstCharacterOfAWordThatIsNoName(text: String, expected: String) {
        #expect(text.lowercasingFirstLetter == expected)
    }

    @Test func keysArePhrasedByPosition() {
        let input = KeyInput.keys(.arrowKeys, .ctrlTab)
        #expect(input.phrase(on: .iOS, at: .sentence) == "the arrow keys or ctrl + tab")
        #expect(input.phrase(on: .iOS, at: .cell) == "Arrow keys or ctrl + tab")
        #expect(KeyInput.key(.space).phrase(on: .web, at: .sentence) == "the spacebar")
        #expect(KeyInput.key(.space).phrase(on: .web, at: .cell) == "Spacebar")
        #expect(KeyInput.key(.escape).action(on: .android) == "I use the escape key")
    }

    @Test func keysArePhrasedByPlatform() {
        #expect(Key.enter.phrase(on: .iOS, at: .cell) == "return")
        #expect(Key.enter.phrase(on: .android, at: .cell) == "enter")
    }

    @Test func overrideKeepsTheTypedKeys() {
        let input = KeyInput.keys(.ctrlTab, .arrowKey).phrased("the ctrl + tab key or arrow key")
        #expect(input.keys == [.ctrlTab, .arrowKey])
        #expect(input.phrase(on: .iOS, at: .sentence) == "the ctrl + tab key or arrow key")
        #expect(input.phrase(on: .iOS, at: .cell) == "The ctrl + tab key or arrow key")
    }

    @Test func gesturesArePhrasedPerPlatform() {
        #expect(ScreenreaderInput.gesture(.doubleTap).action(on: .iOS) == "I doubletap")
        #expect(ScreenreaderInput.gesture(.doubleTap).action(on: .android) == "I double-tap")
        #expect(ScreenreaderInput.gesture(.swipeAgain).phrase(on: .iOS, at: .cell) == "Swipe again")
        #expect(ScreenreaderInput.gesture(.dismiss).phrase(on: .iOS, at: .cell) == "Two-finger scrub")
        #expect(ScreenreaderInput.key(.tab).action(on: .web) == "I use the tab key")
    }

    @Test func settingsUseEachPlatformsName() {
        #expect(DeviceSetting.textResize.name(on: .iOS) == "Larger Text")
        #expect(DeviceSetting.textResize.name(on: .android) == "Font size")
        #expect(DeviceSetting.increasedContrast.name(on: .android) == "High contrast text")
        #expect(DeviceSetting.forcedColors.name(on: .iOS) == nil)
        #expect(DeviceSetting.forcedColors.platforms == [.web])
        #expect(SettingInput.setting(.textResize).phrased("Text resize").phrase(on: .iOS) == "Text resize")
    }

    @Test func screenReadersBelongToTheirPlatform() {
        #expect(Platform.iOS.screenReaderNames == "VoiceOver")
        #expect(Platform.android.screenReaderNames == "TalkBack")
        #expect(Platform.web.screenReaderNames == "NVDA / JAWS / VoiceOver")
    }

    @Test func phrasesInterpolateTypedTerms() {
        let phrase: Phrase = "It is \(.state(.disabled)) and a \(.role(.toggle)) read by \(.screenReader)"
        #expect(phrase.text(on: .iOS) == "It is dimmed and a switch button read by VoiceOver")
        #expect(phrase.text(on: .android) == "It is disabled and a switch read by TalkBack")
        #expect(
            phrase.text(on: .web)
                == "It is unavailable (NVDA, JAWS) or dimmed (VoiceOver) and a switch read by NVDA / JAWS / VoiceOver")
        #expect(
            phrase.text(on: .web, heardBy: Platform.mobileWebScreenReaders)
                == "It is dimmed (VoiceOver) or disabled (TalkBack) and a switch read by VoiceOver / TalkBack")
    }

    @Test func blankPhrasesAreDetected() {
        #expect(Phrase(" \n").isBlank)
        #expect(!Phrase("\(.role(.button))").isBlank)
    }

    @Test func platformsParseFromArguments() {
        #expect(Platform(argument: "iOS") == .iOS)
        #expect(Platform(argument: "WEB") == .web)
        #expect(Platform(argument: "windows") == nil)
        #expect(Platform.allCases.sorted() == [.iOS, .android, .web])
    }
}
