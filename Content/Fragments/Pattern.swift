import A11yPlan

/// How one component behaves on one platform, in the few words that differ between components.
///
/// `Pattern.variant(_:on:)` turns it into a full plan with the same wording everywhere: reaching the
/// component, activating it, adjusting or dismissing it, what the screen reader says, and the device
/// settings each platform has.
struct Spec {
    /// The component as a sentence names it, such as "the switch".
    var target: String
    /// The role the screen reader announces.
    var role: Role
    /// The states it announces, if any.
    var states: [State] = []
    /// Whether keyboard focus stops on it; headings, images and messages are read, not focused.
    var focusable = true
    /// The keys that activate it and what a tester then sees.
    var activate: (keys: KeyInput, see: String, hear: String)? = nil
    /// The keys that change its value or selection, what a tester sees, and what the screen reader says.
    var adjust: (keys: KeyInput, see: String, hear: String)? = nil
    /// The gesture that does the same on a phone: swipe up or down for an adjustable value, swipe
    /// again to move through options that are items of their own.
    var adjustGesture: Gesture = .swipeUpOrDown
    /// What the escape key (or the dismiss gesture) does, if anything.
    var dismiss: String? = nil
    /// The success criteria activation proves besides 2.1.1 Keyboard.
    var activationReferences: [SuccessCriterion] = []
    /// The success criteria adjusting proves besides 2.1.1 Keyboard, such as 3.2.2 On Input.
    var adjustReferences: [SuccessCriterion] = []
    /// Output rows to use instead of the standard name, role, group and state.
    var output: [Row<OutputAttribute>]? = nil
    /// One more check on the device settings table.
    var setting: Row<SettingInput>? = nil
}

/// The shared plan every bundled component builds from a `Spec`.
enum Pattern {
    /// The whole variant for `spec` on `platform`, its narrative starting from `given`.
    static func variant(
        _ spec: Spec,
        on platform: Platform,
        given: String,
        fileID: String = #fileID,
        line: Int = #line
    ) -> Variant {
        Variant(platform, fileID: fileID, line: line) {
            HowToTest(given: Phrase(given), fileID: fileID, line: line) {
                KeyboardOnly(fileID: fileID, line: line) {
                    keyboardSteps(spec, on: platform, fileID: fileID, line: line)
                }
                Screenreader(fileID: fileID, line: line) {
                    screenreaderSteps(spec, on: platform, fileID: fileID, line: line)
                }
            }
            KeyboardActions(fileID: fileID, line: line) {
                keyboardRows(spec, fileID: fileID, line: line)
            }
            ScreenreaderGestures(fileID: fileID, line: line) {
                gestureRows(spec, on: platform, fileID: fileID, line: line)
            }
            ScreenreaderOutput(fileID: fileID, line: line) {
                spec.output ?? Output.control(spec.role, on: platform, states: spec.states, fileID: fileID, line: line)
            }
            DeviceSettings(fileID: fileID, line: line) {
                Settings.rows(for: spec.target, on: platform, fileID: fileID, line: line)
                if let extra = spec.setting {
                    extra
                }
            }
        }
    }

    static func keyboardSteps(_ spec: Spec, on platform: Platform, fileID: String, line: Int) -> [Step<KeyInput>] {
        let target = spec.target
        var steps: [Step<KeyInput>] = []
        func add(_ connective: Connective, _ keys: KeyInput, _ purpose: Phrase?, _ see: Phrase, _ refs: References) {
            steps.append(
                Step(
                    connective: connective,
                    input: keys,
                    purpose: purpose,
                    expectation: .see(see),
                    references: refs,
                    location: SourceLocation(fileID: fileID, line: line)
                )
            )
        }
        guard spec.focusable else {
            add(
                .when,
                .keys(.tab, .shiftTab),
                "to move through the screen",
                "focus passes over \(target), which is read but not operated",
                .wcag(.sc2_4_3)
            )
            return steps
        }
        add(
            .when, .key(.tab), "to move focus to \(target)", "a visible focus indicator on \(target)",
            .wcag(.sc2_1_1, .sc2_4_7))
        if let activate = spec.activate {
            add(.thenWhen, activate.keys, nil, Phrase(activate.see), .wcag([.sc2_1_1] + spec.activationReferences))
        }
        if let adjust = spec.adjust {
            add(.thenWhen, adjust.keys, nil, Phrase(adjust.see), .wcag([.sc2_1_1] + spec.adjustReferences))
        }
        if let dismiss = spec.dismiss {
            add(.orWhen, .key(.escape), nil, Phrase(dismiss), .wcag(.sc2_1_2))
        }
        add(.thenWhen, .key(.shiftTab), nil, "focus moves back without getting stuck", .wcag(.sc2_1_2, .sc2_4_3))
        return steps
    }

    static func screenreaderSteps(
        _ spec: Spec,
        on platform: Platform,
        fileID: String,
        line: Int
    ) -> [Step<ScreenreaderInput>] {
        let mobile = platform.usesTouchGestures
        var steps: [Step<ScreenreaderInput>] = []
        func add(_ connective: Connective, _ input: ScreenreaderInput, _ purpose: Phrase?, _ expectation: Expectation) {
            let refs: References = expectation == .hearOutput ? .none : .wcag(.sc4_1_2)
            steps.append(
                Step(
                    connective: connective,
                    input: input,
                    purpose: purpose,
                    expectation: expectation,
                    references: refs,
                    location: SourceLocation(fileID: fileID, line: line)
                )
            )
        }
        let reach: ScreenreaderInput =
            mobile ? .gesture(.swipe) : (spec.focusable ? .key(.tab) : .keys(.upDownArrows))
        add(.when, reach, "to reach \(spec.target)", .hearOutput)
        if let activate = spec.activate {
            let input: ScreenreaderInput = mobile ? .gesture(.doubleTap) : .keys(activate.keys)
            add(.thenWhen, input, nil, .hear(Phrase(activate.hear)))
        }
        if let adjust = spec.adjust {
            let input: ScreenreaderInput = mobile ? .gesture(spec.adjustGesture) : .keys(adjust.keys)
            add(.thenWhen, input, nil, .hear(Phrase(adjust.hear)))
        }
        return steps
    }

    static func keyboardRows(_ spec: Spec, fileID: String, line: Int) -> [Row<KeyInput>] {
        let target = spec.target
        guard spec.focusable else {
            return [
                Row(.key(.tab), "Focus passes over \(target)", .wcag(.sc2_4_3), fileID: fileID, line: line)
            ]
        }
        var rows: [Row<KeyInput>] = [
            Row(
                .key(.tab), "Focus moves to \(target) and is clearly visible", .wcag(.sc2_1_1, .sc2_4_7),
                fileID: fileID, line: line),
            Row(
                .key(.shiftTab), "Focus moves back to the previous control", .wcag(.sc2_4_3), fileID: fileID, line: line
            ),
        ]
        if let activate = spec.activate {
            rows.append(
                Row(
                    activate.keys, Phrase(activate.see.capitalizingFirstLetter), .wcag(.sc2_1_1), fileID: fileID,
                    line: line))
        }
        if let adjust = spec.adjust {
            rows.append(
                Row(
                    adjust.keys, Phrase(adjust.see.capitalizingFirstLetter), .wcag(.sc2_1_1), fileID: fileID, line: line
                ))
        }
        if let dismiss = spec.dismiss {
            rows.append(
                Row(.key(.escape), Phrase(dismiss.capitalizingFirstLetter), .wcag(.sc2_1_2), fileID: fileID, line: line)
            )
        }
        return rows
    }

    static func gestureRows(_ spec: Spec, on platform: Platform, fileID: String, line: Int) -> [Row<ScreenreaderInput>]
    {
        let mobile = platform.usesTouchGestures
        let reach: ScreenreaderInput =
            mobile ? .gesture(.swipe) : (spec.focusable ? .key(.tab) : .keys(.upDownArrows))
        var rows: [Row<ScreenreaderInput>] = [
            Row(
                reach, "Moves to \(spec.target) and reads its name and role", .wcag(.sc4_1_2), fileID: fileID,
                line: line)
        ]
        if let activate = spec.activate {
            let input: ScreenreaderInput = mobile ? .gesture(.doubleTap) : .keys(activate.keys)
            rows.append(
                Row(input, Phrase(activate.hear.capitalizingFirstLetter), .wcag(.sc4_1_2), fileID: fileID, line: line))
        }
        if let adjust = spec.adjust {
            let input: ScreenreaderInput = mobile ? .gesture(spec.adjustGesture) : .keys(adjust.keys)
            rows.append(
                Row(input, Phrase(adjust.hear.capitalizingFirstLetter), .wcag(.sc4_1_2), fileID: fileID, line: line))
        }
        if let dismiss = spec.dismiss, mobile {
            rows.append(
                Row(
                    .gesture(.dismiss), Phrase(dismiss.capitalizingFirstLetter), .wcag(.sc2_1_2), fileID: fileID,
                    line: line))
        }
        return rows
    }
}
