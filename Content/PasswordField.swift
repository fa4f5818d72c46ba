import A11yPlan

extension BundledCatalog {
    /// A password field: hidden characters, a show/hide button, and nothing that stops paste or autofill.
    static var passwordField: Component {
        Component("Password field", noun: "a password field") {
            Usage(
                "A password field takes a password and shows dots in place of its characters. A button next to it shows or hides the password, and people can paste a password or let a password manager fill it in."
            )
            Variant(.iOS) {
                HowToTest(
                    given:
                        "I am on a sign-in screen with a required and a dimmed password field, and a saved password in Passwords"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the field",
                            .see("a focus ring around the password field with the cursor in it"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type a password",
                            .see("a dot appears for each character typed"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters).phrased("command + V"), "to paste a copied password",
                            .see("the pasted password fills the field and no message blocks it"), .wcag(.sc3_3_8))
                        ThenWhen(
                            .key(.tab), "to reach the show password button",
                            .see("the focus ring moves to the button beside the field"), .wcag(.sc2_4_3, .sc2_4_7))
                        ThenWhen(
                            .key(.space), "on the show password button",
                            .see("the password is shown as plain text and the button now offers to hide it"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is editing, and the keyboard opens with the saved sign-in suggested above it"
                            ),
                            .wcag(.sc3_3_8))
                        ThenWhen(
                            .gesture(.doubleTap), "on the saved sign-in above the keyboard",
                            .hear("the field is filled after Face ID or the passcode, with no characters read out"),
                            .wcag(.sc3_3_8, .sc1_3_5))
                        ThenWhen(
                            .gesture(.swipe), "to reach the show password button",
                            .hear("\"Show password\" and \(.role(.button))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the show password button",
                            .hear("the button's new label, \"Hide password\", or its selected state"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the dimmed password field",
                            .hear("its label, then \"secure text field\" and \"\(.state(.disabled))\""), .wcag(.sc4_1_2)
                        )
                        OrWhen(
                            .gesture(.swipe), "to return to the field after a sign-in with a wrong password failed",
                            .hear("the error, such as \"Incorrect password\", read with the field's label"),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Each typed character is hidden behind a dot", .wcag(.sc2_1_1))
                    Row(.key(.space), "Shows or hides the password from the show password button", .wcag(.sc2_1_1))
                    Row(.key(.backspace), "Removes the last hidden character", .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Starts editing the password field, or switches showing the password",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.rotor), "With the rotor set to Edit, Paste puts a copied password in the field",
                        .wcag(.sc3_3_8))
                    Row(
                        .gesture(.swipe).phrased("swipe right"), "Moves from the field to the show password button",
                        .wcag(.sc1_3_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The field is named by its visible label, \"Password\"", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(.role, "It is announced as a secure text field", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "Any rule for the password, such as \"At least 12 characters\", is read after the label as its hint",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "An empty required field has \"required\" in its label or hint, such as \"Password, required\", and a dimmed field says \"\(.state(.disabled))\"",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "The label, the dots and the show password button grow, and the button stays next to or below the field",
                        .wcag(.sc1_4_4))
                    Row(.setting(.buttonShapes), "The show password button gets an outline or underline", .bestPractice)
                    Row(
                        .setting(.voiceControl), "Saying \"Tap Show password\" shows the password",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The field and the Show password button are each at least 24 by 24 points, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The field and the Show password button are each at least 44 by 44 points, as Apple recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the Show password button and sliding off it before lifting leaves the password hidden; it is shown only when the finger lifts on the button",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.android) {
                HowToTest(
                    given:
                        "I am on a sign-in screen with a required and a disabled password field, and a password saved in the password manager"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the field",
                            .see("the password field is highlighted and has the cursor"), .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.characters), "to type a password",
                            .see("each character shows briefly or not at all, then turns into a dot"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.characters).phrased("ctrl + V"), "to paste a copied password",
                            .see("the whole pasted password is put into the field"), .wcag(.sc3_3_8))
                        ThenWhen(
                            .key(.tab), "to reach the show password icon",
                            .see("the eye icon at the end of the field is highlighted"), .wcag(.sc2_4_3, .sc2_4_7))
                        ThenWhen(
                            .keys(.enter, .space), "on the show password icon",
                            .see("the password turns into readable text and the icon changes to a crossed-out eye"),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.gesture(.swipe), "to reach the field", .hearOutput)
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear(
                                "that the field is editing, and the saved password is offered above the keyboard or in a list"
                            ),
                            .wcag(.sc3_3_8, .sc1_3_5))
                        ThenWhen(
                            .gesture(.doubleTap), "on the offered password",
                            .hear(
                                "the field is filled after the screen lock or fingerprint check, and no character is spoken"
                            ),
                            .wcag(.sc3_3_8))
                        ThenWhen(
                            .gesture(.actions), "to paste a copied password",
                            .hear("\"Paste\" among the actions; choosing it fills the field"), .wcag(.sc3_3_8))
                        ThenWhen(
                            .gesture(.swipe), "to reach the show password button",
                            .hear(
                                "\"Show password\", then \(.role(.button)), or \(.role(.toggle)) with its on or off state"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the show password button",
                            .hear("that the password is now shown, from the button's new label or its on state"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "to reach the disabled password field",
                            .hear("its label, then \"\(.role(.textField))\" and \"\(.state(.disabled))\""),
                            .wcag(.sc4_1_2))
                        OrWhen(
                            .gesture(.swipe), "to return to the field after a sign-in with a wrong password failed",
                            .hear(
                                "the field's label, then \"\(.state(.invalid))\" and the error text, such as \"Incorrect password\""
                            ),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types characters that are masked in the field", .wcag(.sc2_1_1))
                    Row(
                        .keys(.enter, .space), "Switches the eye icon between showing and hiding the password",
                        .wcag(.sc2_1_1))
                    Row(.key(.shiftTab), "Moves from the eye icon back to the password field", .wcag(.sc2_4_3))
                }
                ScreenreaderGestures {
                    Row(
                        .gesture(.doubleTap), "Opens the keyboard in the field, or toggles the eye icon",
                        .wcag(.sc4_1_2))
                    Row(
                        .gesture(.swipe).phrased("swipe right"), "Moves from the field to the show password button",
                        .wcag(.sc1_3_2))
                    Row(.gesture(.swipeBack), "Moves back from the button to the password field", .wcag(.sc2_4_3))
                }
                ScreenreaderOutput {
                    Row(
                        .name, "The visible label, \"Password\", is read as the field's name", .wcag(.sc4_1_2, .sc2_4_6)
                    )
                    Row(.role, "It is announced as an \(.role(.textField)) for a password", .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "The password rules in the helper text, such as \"At least 12 characters\", are read with the field",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "An empty required field has \"required\" in its label or helper text, a disabled field says \"\(.state(.disabled))\", a refused password adds \"\(.state(.invalid))\" and the error text, and no typed character is spoken",
                        .wcag(.sc3_3_1, .sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "At the largest font size the password dots and the eye icon stay inside the field",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.grayscale), "The eye icon still shows whether the password is shown, without colour",
                        .wcag(.sc1_4_1))
                    Row(
                        .setting(.voiceControl), "Saying \"Tap Show password\" reveals the password",
                        .wcag(.sc2_5_3))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The field and the eye icon are each at least 24 by 24 dp, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The field and the eye icon are each at least 48 by 48 dp, as Material Design recommends",
                        .bestPractice)
                    Row(
                        .tap,
                        "Touching the eye icon and sliding off it before lifting leaves the password hidden; it is shown only when the finger lifts on the icon",
                        .wcag(.sc2_5_2))
                }
            }
            Variant(.web) {
                HowToTest(
                    given:
                        "I am on a sign-in page with a required and a disabled password field, and a password saved in the browser"
                ) {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the field",
                            .see("a visible focus indicator on the password field"),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to open the browser's saved passwords",
                            .see("the saved password is listed under the field and highlighted"),
                            .wcag(.sc3_3_8, .sc1_3_5))
                        ThenWhen(
                            .key(.enter), "on the saved password",
                            .see("the field fills with dots for the saved password"), .wcag(.sc3_3_8))
                        ThenWhen(
                            .key(.characters).phrased("ctrl + V (command + V on a Mac)"), "to paste a copied password",
                            .see("the pasted password is accepted in full"), .wcag(.sc3_3_8))
                        ThenWhen(
                            .key(.tab), "to reach the show password button",
                            .see("focus moves to the show password button next to the field"), .wcag(.sc2_4_3, .sc2_4_7)
                        )
                        ThenWhen(
                            .keys(.enter, .space), "on the show password button",
                            .see(
                                "the password appears as plain text and the button's label changes to \"Hide password\""
                            ),
                            .wcag(.sc2_1_1))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the field", .hearOutput)
                        ThenWhen(
                            .key(.tab), "to reach the show password button",
                            .hear("\"Show password\", \(.role(.button)), and \(.state(.notPressed)) if it is a toggle"),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .keys(.enter, .space), "on the show password button",
                            .hear("\(.state(.pressed)), or the new label \"Hide password\""), .wcag(.sc4_1_2))
                        ThenWhen(
                            .command(.nextItem), "to move on to the disabled password field",
                            .hear("its label, that it is a password field, and \(.state(.disabled))"), .wcag(.sc4_1_2))
                        OrWhen(
                            .command(.nextFormField),
                            "to move back to the field after a sign-in with a wrong password failed",
                            .hear("the field's label, \(.state(.invalid)) and the error message"),
                            .wcag(.sc3_3_1, .sc4_1_2))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach the field",
                            .hear("the label \"Password\" and that it is a secure or password field"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "to start typing",
                            .hear("the saved password offered above the keyboard or in a list"),
                            .wcag(.sc3_3_8, .sc1_3_5))
                        ThenWhen(
                            .gesture(.doubleTap), "on the offered password",
                            .hear("the field is filled once the phone is unlocked by face, fingerprint or code"),
                            .wcag(.sc3_3_8))
                    }
                }
                KeyboardActions {
                    Row(.key(.characters), "Types into the field, masked as dots", .wcag(.sc2_1_1))
                    Row(.keys(.enter, .space), "Toggles the password between shown and hidden", .wcag(.sc2_1_1))
                    Row(
                        .key(.escape), "Closes the browser's password suggestions and keeps the typed text",
                        .wcag(.sc2_1_2)
                    )
                }
                ScreenreaderGestures {
                    Row(.command(.nextFormField), "Reaches the password field and reads its label", .wcag(.sc4_1_2))
                    Row(.command(.nextButton), "Reaches the show password button after the field", .wcag(.sc1_3_2))
                    Row(
                        .command(.activate), "Presses the show password button and reads its new state", .wcag(.sc4_1_2)
                    )
                    Row(
                        .key(.characters),
                        "Reads each typed character as a symbol or a sound, never as the character itself",
                        .bestPractice)
                }
                ScreenreaderOutput {
                    Row(.name, "The field is named by its visible label, \"Password\"", .wcag(.sc4_1_2, .sc2_4_6))
                    Row(
                        .role, "It is announced as a password edit field, such as \"protected\" in NVDA",
                        .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "Any rule for the password, such as \"At least 12 characters\", is read as its description",
                        .wcag(.sc1_3_1, .sc3_3_2))
                    Row(
                        .state,
                        "The required field is announced as \(.state(.required)), the disabled field as \(.state(.disabled)), and a refused password as \(.state(.invalid))",
                        .wcag(.sc3_3_2, .sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize), "The field and the show password button grow and neither is cut off",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px the field and its button stay on screen without sideways scrolling",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors), "The show password button's icon and outline stay visible",
                        .wcag(.sc1_4_11))
                    Row(
                        .setting(.textSpacing), "The shown password and the button's label are not clipped",
                        .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "The field and the Show password button are each at least 24 by 24 CSS pixels, or have that much space around them",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "The field and the Show password button are each at least 44 by 44 CSS pixels, the larger size recommended for touch",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing the Show password button and moving off it before letting go leaves the password hidden; it is shown only on release over the button",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
