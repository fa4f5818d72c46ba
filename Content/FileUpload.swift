import A11yPlan

extension BundledCatalog {
    /// A file upload: a drop area with a Choose file button, the chosen file and any error announced.
    static var fileUpload: Component {
        Component("File upload", noun: "a file upload") {
            Usage(
                "A file upload lets people attach a file, such as a PDF receipt. Files can be dragged onto its drop area, and a Choose file button does the same without dragging."
            )
            Variant(.iOS) {
                HowToTest(given: "I am on a screen with a file upload area that takes PDF files up to 10 MB") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Choose file button",
                            .see("the focus ring is on Choose file inside the drop area"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "to open the file picker",
                            .see("the Files picker opens with the focus ring inside it"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.space), "to choose a PDF in the picker",
                            .see(
                                "the picker closes, the file's name shows in the upload area, and the focus ring is back on Choose file"
                            ),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "after choosing a file",
                            .see("the focus ring reaches the Remove button of the chosen file"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Choose file button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to choose a PDF in the Files picker opened from Choose file",
                            .hear("VoiceOver announces the chosen file, such as \"receipt.pdf added\""), .wcag(.sc4_1_3)
                        )
                        OrWhen(
                            .gesture(.doubleTap), "to choose a file larger than 10 MB instead",
                            .hear(
                                "the error, such as \"video.mov is larger than 10 MB\", without having to look for it"),
                            .wcag(.sc3_3_1, .sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.key(.space), "Removes the chosen file from its Remove button", .wcag(.sc2_1_1))
                    Row(.key(.escape), "Closes the Files picker without choosing, back on Choose file", .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Opens the Files picker from Choose file, with no drag needed",
                        .wcag(.sc4_1_2))
                    Row(.gesture(.dismiss), "Cancels the Files picker and returns to Choose file", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "The button reads its visible text, Choose file", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "It is read as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(
                        .group, "The accepted file type and size limit, PDF up to 10 MB, are read with the button",
                        .wcag(.sc3_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The instructions, the file's name and any error grow and wrap",
                        .wcag(.sc1_4_4))
                    Row(.setting(.voiceControl), "Saying \"Tap Choose file\" opens the Files picker", .wcag(.sc2_5_3))
                    Row(
                        .setting(.switchControl), "The Choose file and Remove buttons can each be selected by scanning",
                        .wcag(.sc4_1_2))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Choose file and the Remove buttons each have a target of at least 24 by 24 points, or are spaced so that a 24-point circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Choose file and the Remove buttons each have a target of at least 44 by 44 points, as Apple's guidelines recommend",
                        .bestPractice)
                    Row(
                        .tap, "Touching Remove and sliding the finger well away from it before lifting keeps the file",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "A file that can be dragged onto the drop area, such as from the Files app on iPad, can also be added with a tap on Choose file and a tap on the file in the picker",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.android) {
                HowToTest(given: "I am on a screen with a file upload area that takes PDF files up to 10 MB") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Choose file button",
                            .see("a focus highlight on Choose file in the drop area"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "to open the file picker",
                            .see("the system file picker opens with the highlight inside it"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to choose a PDF in the picker",
                            .see(
                                "the picker closes, the file's name shows in the upload area, and the highlight is back on Choose file"
                            ),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "after choosing a file",
                            .see("the highlight reaches the Remove button of that file"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the Choose file button", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to choose a PDF in the system file picker opened from Choose file",
                            .hear("TalkBack announces the file that was added, such as \"receipt.pdf added\""),
                            .wcag(.sc4_1_3))
                        OrWhen(
                            .gesture(.doubleTap), "to choose a file larger than 10 MB instead",
                            .hear("TalkBack reads the error, such as \"video.mp4 is larger than 10 MB\""),
                            .wcag(.sc3_3_1, .sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(
                        .keys(.enter, .space), "Removes the chosen file when its Remove button is highlighted",
                        .wcag(.sc2_1_1))
                    Row(
                        .key(.escape), "Leaves the file picker without a file and returns to Choose file",
                        .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Opens the system file picker from Choose file, with no dragging",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.dismiss), "Goes back from the file picker to Choose file with nothing chosen",
                        .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(.name, "The button says its visible text, Choose file", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.group, "The limits, PDF up to 10 MB, are read with the button", .wcag(.sc3_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the file's name and the error wrap without being cut",
                        .wcag(.sc1_4_4))
                    Row(.setting(.voiceControl), "Saying \"Tap Choose file\" opens the file picker", .wcag(.sc2_5_3))
                    Row(
                        .setting(.switchControl),
                        "The Choose file and Remove buttons are both reached by Switch Access scanning",
                        .wcag(.sc4_1_2))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Choose file and the Remove buttons each have a target of at least 24 by 24 dp, or are spaced so that a circle 24 dp across centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Choose file and the Remove buttons each have a target of at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap, "Touching Remove and sliding the finger off it before lifting keeps the file",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "A file that can be dragged onto the drop area from another app can also be added with a tap on Choose file and a tap on the file in the picker",
                        .wcag(.sc2_5_7))
                }
            }
            Variant(.web) {
                HowToTest(given: "I am on a page with a file upload drop area that takes PDF files up to 10 MB") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the Choose file button",
                            .see("a visible focus indicator on Choose file inside the drop area"),
                            .wcag(.sc2_1_1, .sc2_4_7)
                        )
                        ThenWhen(
                            .keys(.enter, .space), "to open the file dialog",
                            .see("the system's file dialog opens, so no file has to be dragged"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.enter), "to choose a PDF in the file dialog",
                            .see(
                                "the dialog closes, the file's name is listed in the drop area and focus is back on Choose file"
                            ),
                            .wcag(.sc2_4_3))
                        ThenWhen(
                            .key(.tab), "after choosing a file",
                            .see("focus reaches the Remove button next to the file's name"), .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the Choose file button", .hearOutput)
                        ThenWhen(
                            .key(.enter), "to choose a PDF in the file dialog opened from Choose file",
                            .hear("an announcement such as \"receipt.pdf added\" once the dialog closes"),
                            .wcag(.sc4_1_3))
                        OrWhen(
                            .key(.enter), "to choose a file that is too large instead",
                            .hear("the error is announced, such as \"video.mp4 is larger than 10 MB\""),
                            .wcag(.sc3_3_1, .sc4_1_3))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the Choose file button",
                            .hear("Choose file, \(.role(.button)), and the PDF up to 10 MB limit"),
                            .wcag(.sc4_1_2, .sc3_3_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to activate Choose file",
                            .hear("the phone's file or photo picker opens"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to choose a PDF in the picker",
                            .hear("the name of the added file is announced when the browser is back"), .wcag(.sc4_1_3))
                    }
                }
                KeyboardActions {
                    Row(.keys(.enter, .space), "Removes the file when focus is on its Remove button", .wcag(.sc2_1_1))
                    Row(
                        .key(.escape), "Closes the file dialog without a file, with focus back on Choose file",
                        .wcag(.sc2_1_2))
                }
                ScreenreaderGestures {
                    Row(.command(.nextButton), "Moves from Choose file to each file's Remove button", .wcag(.sc4_1_2))
                    Row(
                        .command(.nextList), "Reaches the list of chosen files and says how many there are",
                        .wcag(.sc1_3_1)
                    )
                }
                ScreenreaderOutput {
                    Row(.name, "The button is named by its visible text, Choose file", .wcag(.sc2_5_3, .sc4_1_2))
                    Row(.role, "It is announced as a \(.role(.button))", .wcag(.sc4_1_2))
                    Row(.group, "The hint, PDF up to 10 MB, is read after the button's name", .wcag(.sc3_3_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The drop area's text and the file names grow without overlapping",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the drop area and long file names fit the width, wrapping where needed",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The drop area's border, Choose file and the focus indicator stay visible",
                        .wcag(.sc1_4_11))
                    Row(.setting(.voiceControl), "Saying \"Click Choose file\" opens the file dialog", .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Choose file and the Remove buttons are each at least 24 by 24 CSS pixels, or are spaced so that a 24-pixel circle centred on each overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Choose file and the Remove buttons are each at least 44 by 44 CSS pixels, the size WCAG asks for at level AAA",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing on Remove and moving the pointer or finger off it before letting go keeps the file",
                        .wcag(.sc2_5_2))
                    Row(
                        .drag,
                        "Any file that can be dropped on the drop area can also be added by clicking or tapping Choose file and picking it in the file dialog",
                        .wcag(.sc2_5_7))
                }
            }
        }
    }
}
