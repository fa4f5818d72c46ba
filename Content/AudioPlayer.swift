import A11yPlan

extension BundledCatalog {
    /// An audio player: play and pause, position, volume, and a transcript of what is said.
    static var audioPlayer: Component {
        Component("Audio player", noun: "an audio player") {
            Usage(
                "An audio player plays a recording, such as a podcast episode, with play and pause, a position slider and a volume control. A transcript gives everything that is said as text, and the audio never starts on its own."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with an audio player and a link to its transcript") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the audio player's play button",
                            .see(
                                "a focus ring on the play button, and no audio has played by itself for more than 3 seconds"
                            ),
                            .wcag(.sc2_1_1, .sc1_4_2))
                        ThenWhen(
                            .key(.space), .see("the recording plays and the button shows Pause"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to reach the transcript link",
                            .see("a focus ring on the transcript link"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .key(.space), "to open the transcript",
                            .see("the transcript gives every spoken word and names the speakers"), .wcag(.sc1_2_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the audio player's play button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start the recording",
                            .hear("\"Pause\" as the button's new name, with the recording playing"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to the position slider",
                            .hear(
                                "the elapsed time and the length, such as \"2 minutes of 30 minutes\", and \(.role(.slider))"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.adjustValue), "on the volume slider",
                            .hear("the new volume, while the recording goes on playing"), .wcag(.sc1_4_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Moves from play to the position, the volume and the transcript link",
                        .wcag(.sc2_1_1))
                    Row(.key(.space), "Plays or pauses the recording from the play button", .wcag(.sc2_1_1, .sc1_4_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.twoFingerDoubleTap), "Plays or pauses the recording without finding the button first",
                        .bestPractice)
                    Row(
                        .gesture(.adjustValue), "On the position slider, skips back or on and reads the new time",
                        .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Play\", or \"Pause\" while the recording plays", .wcag(.sc4_1_2))
                    Row(.role, "\(.role(.button)) after the play button's name", .wcag(.sc4_1_2))
                    Row(.group, "the episode's title before or with the player's controls", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The title, times and transcript text grow", .wcag(.sc1_4_4))
                    Row(.setting(.buttonShapes), "The play and skip buttons get visible outlines", .bestPractice)
                    Row(.setting(.voiceControl), "Saying \"Tap Play\" starts the recording", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Play and the skip buttons are each at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Play and the skip buttons are each at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Play and sliding the finger well away from it before lifting does not start the recording",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Moving through the recording needs no drag on the position slider: the skip back and skip forward buttons jump by a set number of seconds",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with an audio player and a link to its transcript") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the audio player's play button",
                            .see(
                                "a focus highlight on the play button, and no audio has played by itself for more than 3 seconds"
                            ),
                            .wcag(.sc2_1_1, .sc1_4_2))
                        ThenWhen(
                            .keys(.enter, .space), .see("the recording plays and the button becomes Pause"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to reach the transcript link",
                            .see("the transcript link is highlighted"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .key(.enter), "to open the transcript",
                            .see("the full text of the recording opens, with who says what"), .wcag(.sc1_2_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the audio player's play button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start the recording",
                            .hear("the button now called \"Pause\", and the recording plays"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to the position slider",
                            .hear("\(.role(.slider)) and the time reached in the recording"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.adjustValue), "on the position slider",
                            .hear("the new position as a time, not only as a percentage"), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(
                        .key(.tab), "Goes through play, position, volume and the transcript link in order",
                        .wcag(.sc2_1_1))
                    Row(
                        .keys(.enter, .space), "Starts or pauses the recording from the play button",
                        .wcag(.sc2_1_1, .sc1_4_2))
                }
                ScreenreaderGestures {
                    Row(.gesture(.doubleTap), "On the pause button, stops the sound at once", .wcag(.sc1_4_2))
                    Row(.gesture(.swipeBack), "Moves back from the slider to the play button", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Play\" or \"Pause\", matching what the button will do", .wcag(.sc4_1_2))
                    Row(.role, "\(.role(.button)) for the play button", .wcag(.sc4_1_2))
                    Row(.group, "the episode's title next to its controls", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The times, title and transcript grow and stay whole", .wcag(.sc1_4_4))
                    Row(.setting(.darkMode), "The times keep a 4.5:1 contrast in the dark theme", .wcag(.sc1_4_3))
                    Row(.setting(.voiceControl), "Saying \"Tap Play\" starts the recording", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Play and the other player buttons are each at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Play and the other player buttons are each at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap, "Touching Play and sliding off it before lifting does not start the recording",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Tapping a point on the position slider moves the recording there, with no drag of its thumb",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with an audio player and a link to its transcript") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the audio player's play button",
                            .see(
                                "a visible focus indicator on the play button, and no sound has played by itself for more than 3 seconds"
                            ),
                            .wcag(.sc2_1_1, .sc1_4_2))
                        ThenWhen(
                            .keys(.enter, .space), .see("the recording plays and the button changes to Pause"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to reach the position slider",
                            .see("focus on the position slider"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .key(.leftRightArrows), .see("the recording skips back or on and the time shown changes"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "on the transcript link",
                            .see("the transcript opens with every spoken word"), .wcag(.sc1_2_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the audio player's play button", .hearOutput)
                        ThenWhen(
                            .keys(.enter, .space), "to start the recording",
                            .hear("\"Pause\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.tab), "to reach the volume slider",
                            .hear("\"Volume\", \(.role(.slider)) and its value"), .wcag(.sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the audio player's play button",
                            .hear("\"Play\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.adjustValue), "on the position slider",
                            .hear("the new time in the recording"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the transcript link",
                            .hear("the transcript page or panel opening"), .wcag(.sc1_2_1))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Plays or pauses from the play button", .wcag(.sc2_1_1, .sc1_4_2))
                    Row(
                        .key(.upDownArrows), "On the volume slider, turns the sound up or down",
                        .wcag(.sc2_1_1, .sc1_4_2))
                    Row(.keys(.home, .end), "On the position slider, goes to the start or the end", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.command(.nextButton), "Finds play, skip and mute buttons by their names", .wcag(.sc4_1_2))
                    Row(.command(.nextLink), "Finds the transcript link right after the player", .wcag(.sc1_2_1))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Play\", which becomes \"Pause\" while playing", .wcag(.sc4_1_2))
                    Row(
                        .role, "\(.role(.button)) for play and \(.role(.slider)) for position and volume",
                        .wcag(.sc4_1_2))
                    Row(.group, "the player grouped with the recording's title", .wcag(.sc1_3_1))
                }
                DeviceSettings {
                    Row(.setting(.textResize), "The title, times and buttons grow without overlapping", .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification), "At 320 px the controls fit the width with no sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The slider's track and thumb and the button icons stay visible",
                        .wcag(.sc1_4_11))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The play, skip and mute buttons are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The play, skip and mute buttons are each at least 44 by 44 CSS pixels, the size WCAG's level AAA asks for",
                        .bestPractice)
                    Row(
                        .tap, "Pressing Play and moving off it before releasing does not start the recording",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Nothing needs a drag of a slider's thumb: the skip buttons, or a click or tap on a point of the position slider, move through the recording, and a click or tap on the volume slider's track sets the volume",
                        .wcag(.sc2_5_7))
                }
            }
        }
    }
}
