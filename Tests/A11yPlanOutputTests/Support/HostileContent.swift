import A11yPlan

/// A Web component whose every free-text field (name, given, override phrasings, purposes,
/// expectations, table results) says `text`, for escaping tests; its usage prose is `usage`.
func component(saying text: String, usage: String) -> Component {
    let phrase = Phrase(text)
    return Component(text, noun: text, id: "hostile") {
        Usage(usage)
        Variant(.web) {
            HowToTest(given: phrase) {
                KeyboardOnly {
                    When(.key(.tab).phrased(text), phrase, .see(phrase))
                    ThenWhen(.key(.enter), .hear(phrase))
                }
                Screenreader {
                    When(.key(.tab).phrased(text), phrase, .hearOutput)
                }
                MobileScreenreader {
                    When(.gesture(.swipe).phrased(text), phrase, .hear(phrase))
                }
            }
            KeyboardActions { Row(.key(.tab).phrased(text), phrase) }
            ScreenreaderGestures { Row(.gesture(.swipe).phrased(text), phrase) }
            ScreenreaderOutput { Row(.name, phrase) }
            DeviceSettings { Row(.setting(.textResize).phrased(text), phrase) }
        }
    }
}
