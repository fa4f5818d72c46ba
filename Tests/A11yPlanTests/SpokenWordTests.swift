import Testing

@testable import A11yPlan

/// Each screen reader's own words for roles and states, and how a page names them.
@Suite struct SpokenWordTests {
    /// Every role and state, as every screen reader of every platform says it.
    static let terms: [(name: String, spoken: SpokenWords)] =
        Role.allCases.map { ("role \($0)", $0.spoken) } + State.allCases.map { ("state \($0)", $0.spoken) }

    @Test func everyRoleAndStateHasAWordForEveryScreenReaderWithItsSource() {
        for (name, spoken) in Self.terms {
            for platform in Platform.allCases {
                for reader in platform.allScreenReaders {
                    guard let word = spoken.word(by: reader, on: platform) else {
                        Issue.record("\(name) has no entry for \(reader) on \(platform)")
                        continue
                    }
                    #expect(
                        word.source.reference.count > 8,
                        "\(name), \(reader) on \(platform): the word's source says too little")
                    #expect(
                        word.text.map { !$0.isEmpty && $0 == $0.lowercased() } ?? true, "\(name): \(word.text ?? "")")
                }
            }
        }
    }

    @Test func aScreenReaderOfAnotherPlatformHasNoWordThere() {
        #expect(Role.button.spoken.word(by: .nvda, on: .iOS) == nil)
        #expect(Role.button.spoken.word(by: .talkBack, on: .iOS) == nil)
        #expect(Role.button.spoken.word(by: .voiceOverIOS, on: .web) != nil, "VoiceOver with Safari")
    }

    @Test func wordsThatAgreeAreSaidOnce() {
        let terms = Terms.english
        #expect(terms.role(.button, on: .web, heardBy: Platform.web.screenReaders) == "button")
        #expect(terms.state(.expanded, on: .web, heardBy: Platform.web.allScreenReaders) == "expanded")
    }

    @Test func wordsThatDifferNameEachScreenReader() {
        let terms = Terms.english
        #expect(
            terms.state(.disabled, on: .web, heardBy: Platform.web.screenReaders)
                == "unavailable (NVDA, JAWS) or dimmed (VoiceOver)")
        #expect(
            terms.state(.mixed, on: .web, heardBy: Platform.web.screenReaders)
                == "half checked (NVDA), partially checked (JAWS) or mixed (VoiceOver)")
        #expect(
            terms.state(.disabled, on: .web, heardBy: Platform.mobileWebScreenReaders)
                == "dimmed (VoiceOver) or disabled (TalkBack)")
        #expect(
            terms.state(.busy, on: .web, heardBy: Platform.web.screenReaders)
                == "busy (NVDA) or no word (JAWS, VoiceOver)")
    }

    @Test func noWebWordIsOneScreenReadersWordForAnother() {
        // The words the review found quoted for every screen reader: each is now said only by those
        // that say it.
        let terms = Terms.english
        for (state, word) in [
            (State.disabled, "unavailable"), (.invalid, "invalid entry"), (.notPressed, "not pressed"),
        ] {
            #expect(terms.state(state, on: .web, heardBy: Platform.web.screenReaders) != word)
        }
        for (role, word) in [(Role.image, "graphic"), (.popUpButton, "combo box"), (.treeItem, "tree view item")] {
            #expect(terms.role(role, on: .web, heardBy: Platform.web.screenReaders) != word)
        }
    }

    @Test func focusModeNeedsNoVoiceOverKey() {
        #expect(DesktopCommand.focusMode.keys.voiceOver == nil)
        #expect(DesktopCommand.focusMode.phrase == "NVDA + space (NVDA) or enter (JAWS), no key in VoiceOver")
        #expect(DesktopCommand.nextHeading.phrase == "H (NVDA, JAWS) or VO + command + H (VoiceOver)")
    }

    @Test func otherLanguagesHoldAWordPerScreenReader() {
        let german = Language.german.words.terms
        #expect(
            german.state(.disabled, on: .web, heardBy: Platform.web.screenReaders)
                == "nicht verfügbar (NVDA, JAWS) oder gedimmt (VoiceOver)")
        #expect(german.state(.disabled, on: .android, heardBy: [.talkBack]) == "deaktiviert")
    }
}
