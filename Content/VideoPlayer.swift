import A11yPlan

extension BundledCatalog {
    /// A video player: play, position, captions, audio description and a transcript, all usable without a mouse.
    static var videoPlayer: Component {
        Component("Video player", noun: "a video player") {
            Usage(
                "A video player plays a recorded video or a live stream with its controls: play and pause, position, volume, captions and audio description. A transcript sits next to it, and it never starts with sound on its own."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a video player, its transcript link and a comment field") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the video player's play button",
                            .see(
                                "a focus ring on the play button, and no sound has played by itself for more than 3 seconds"
                            ),
                            .wcag(.sc2_1_1, .sc1_4_2))
                        ThenWhen(
                            .key(.space), "to start the video",
                            .see("the video plays and the button shows Pause"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to reach the subtitles button",
                            .see("a focus ring on the subtitles button"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .key(.space), "to open the subtitles menu",
                            .see("captions (CC or SDH) and an audio description track can be chosen"),
                            .wcag(.sc1_2_2, .sc1_2_5))
                        ThenWhen(
                            .key(.space), "on a captions track in the menu",
                            .see(
                                "captions of the speech and of sounds such as [laughter] appear, on a live stream within a few seconds of the speech"
                            ),
                            .wcag(.sc1_2_2, .sc1_2_4))
                        ThenWhen(
                            .key(.characters), "to type in the comment field",
                            .see("the letters go into the field and the video does not pause, skip or mute"),
                            .wcag(.sc2_1_4))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the video player's play button",
                            .hear("\"Play\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.doubleTap), "on the subtitles button", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to the transcript link once the menu is closed",
                            .hear("\"Transcript\" and \(.role(.link))"), .wcag(.sc1_2_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Moves through play, position, volume, subtitles and full screen", .wcag(.sc2_1_1))
                    Row(
                        .key(.space), "Plays or pauses, or opens the menu of the player button in focus",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.adjustValue), "On the position slider, moves the video by steps and reads the time",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.doubleTap), "On a track in the subtitles menu, turns it on and closes the menu",
                        .wcag(.sc1_2_2))
                    Row(
                        .gesture(.touchExplore),
                        "Touching the video brings back its controls and reads the one under the finger",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.twoFingerDoubleTap),
                        "Plays or pauses the video from anywhere on the screen, as VoiceOver's Magic Tap",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(
                        .name,
                        "each track by its language, such as \"English CC\", and an audio description track as AD",
                        .wcag(.sc1_2_2, .sc1_2_5))
                    Row(.role, "\(.role(.button)) for each track in the menu", .wcag(.sc4_1_2))
                    Row(.state, "\(.state(.selected)) on the captions track that is on", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.captions),
                        "Captions show as soon as the video plays, without turning them on in the player",
                        .bestPractice)
                    Row(.setting(.textResize), "The time and the transcript grow with the text size", .wcag(.sc1_4_4))
                    Row(
                        .setting(.reduceMotion),
                        "With Auto-Play Video Previews also off in the Motion settings, the video waits for Play",
                        .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Play and the other player buttons are each at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Play and the other player buttons are each at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching Play and sliding the finger well away from it before lifting does not start the video",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Moving through the video needs no drag on the position slider: the skip back and skip forward buttons jump by a few seconds",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a video player, its transcript link and a comment field") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the video player's play button",
                            .see(
                                "a focus highlight on the play button, and no sound has played by itself for more than 3 seconds"
                            ),
                            .wcag(.sc2_1_1, .sc1_4_2))
                        ThenWhen(
                            .keys(.enter, .space), "to start the video",
                            .see("the video plays and the button turns into Pause"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to reach the captions (CC) button",
                            .see("the captions button is highlighted"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to turn captions on",
                            .see("captions appear in step with the speech, on a live stream a few seconds behind it"),
                            .wcag(.sc1_2_2, .sc1_2_4))
                        ThenWhen(
                            .key(.characters), "to type in the comment field",
                            .see("the text is typed and no letter controls the video"), .wcag(.sc2_1_4))
                    }
                    Screenreader {
                        When(
                            .gesture(.swipe), "to reach the video player's play button",
                            .hear("\"Play\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start the video",
                            .hear("\"Pause\" as the button's new name"), .wcag(.sc4_1_2))
                        ThenWhen(.gesture(.swipe), "through the other player controls", .hearOutput)
                        ThenWhen(
                            .gesture(.swipe), "to the settings button and open its audio tracks",
                            .hear("an audio description track offered, such as \"English, audio description\""),
                            .wcag(.sc1_2_5))
                    }
                }
                KeyboardActions {
                    Row(.key(.tab), "Reaches each player control in turn while the controls are shown", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Uses the player control in focus", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.adjustValue), "On the position bar, moves the video and reads the new time",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.touchExplore), "Touching the video shows its controls and reads them", .wcag(.sc4_1_2)
                    )
                    Row(
                        .gesture(.doubleTap), "On the transcript link, opens the full text of the video",
                        .wcag(.sc1_2_3))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "each control by what it does, such as \"Pause\", \"Captions\" or \"Full screen\"",
                        .wcag(.sc4_1_2))
                    Row(
                        .role, "\(.role(.button)) for each control and \(.role(.slider)) for the position",
                        .wcag(.sc4_1_2))
                    Row(.state, "\(.state(.on)) or \(.state(.off)) for the captions button", .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.captions),
                        "Captions are on when the video starts, in the style chosen in the settings",
                        .bestPractice)
                    Row(
                        .setting(.textResize), "The time, labels and transcript grow with the font size",
                        .wcag(.sc1_4_4))
                    Row(.setting(.voiceControl), "Saying \"Tap Play\" starts the video", .wcag(.sc2_5_3))
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
                        .tap, "Touching Play and sliding off it before lifting does not start the video",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Tapping a point on the position bar, or the rewind and fast-forward buttons, moves the video without a drag",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a video player, its transcript link and a comment field") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the video player's play button",
                            .see(
                                "a visible focus indicator on the play button, and no sound has played by itself for more than 3 seconds"
                            ),
                            .wcag(.sc2_1_1, .sc1_4_2))
                        ThenWhen(
                            .keys(.enter, .space), "to start the video",
                            .see("the video plays and the button changes to Pause"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.tab), "to reach the captions button",
                            .see("focus on the captions button"), .wcag(.sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to turn captions on",
                            .see("captions of the speech and of the sounds appear"), .wcag(.sc1_2_2))
                        ThenWhen(
                            .key(.characters), "to type in the comment field",
                            .see("the letters are typed and shortcuts such as K or M do nothing to the video"),
                            .wcag(.sc2_1_4))
                    }
                    Screenreader {
                        When(
                            .key(.tab), "to reach the video player's play button",
                            .hear("\"Play\" and \(.role(.button))"),
                            .wcag(.sc4_1_2))
                        ThenWhen(.command(.nextButton), "to reach the captions button", .hearOutput)
                        ThenWhen(
                            .command(.activate), "on the audio description button",
                            .hear("\(.state(.pressed)), and the video's narration adds what is shown"),
                            .wcag(.sc1_2_5))
                        ThenWhen(
                            .command(.nextLink), "to reach the transcript link",
                            .hear("\"Transcript\" and \(.role(.link))"), .wcag(.sc1_2_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the video player's play button",
                            .hear("\"Play\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start the video", .hear("the button now named \"Pause\""),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.adjustValue), "on the position slider",
                            .hear("the new time of the video, such as \"1 minute 20 of 4 minutes\""), .wcag(.sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Uses the player button in focus", .wcag(.sc2_1_1))
                    Row(
                        .key(.leftRightArrows), "On the position slider, moves the video back or on by a few seconds",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.characters),
                        "Single-letter shortcuts work only while the player has focus, or can be turned off",
                        .wcag(.sc2_1_4))
                }
                ScreenreaderGestures {
                    Row(
                        .command(.nextButton), "Finds play, mute, captions and audio description buttons by name",
                        .wcag(.sc4_1_2))
                    Row(
                        .command(.activate), "On the captions button of a live stream, shows live captions",
                        .wcag(.sc1_2_4))
                    Row(
                        .command(.sayAll), "The player's controls are read and the video does not talk over them",
                        .wcag(.sc1_4_2))
                }
                ScreenreaderOutput {
                    Row(.name, "\"Captions\" as the button's name", .wcag(.sc4_1_2))
                    Row(
                        .role, "It reads \(.role(.button)), said as \"toggle button\" by some screen readers",
                        .wcag(.sc4_1_2))
                    Row(
                        .state,
                        "The captions button reads \(.state(.notPressed)), then \(.state(.pressed)) once captions are on",
                        .wcag(.sc4_1_2)
                    )
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The controls, the time and the captions grow without covering each other",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the player and its controls fit the width without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The control icons, the position slider and focus stay visible",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.reduceMotion), "The video waits for Play instead of starting on its own",
                        .bestPractice)
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Play, the captions button and the other player buttons are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Play, the captions button and the other player buttons are each at least 44 by 44 CSS pixels, the size WCAG's level AAA asks for",
                        .bestPractice)
                    Row(
                        .tap, "Pressing Play and moving off it before releasing does not start the video",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Clicking or tapping a point on the position slider moves the video there, with no drag of its thumb",
                        .wcag(.sc2_5_7))
                }
            }
        }
    }
}
