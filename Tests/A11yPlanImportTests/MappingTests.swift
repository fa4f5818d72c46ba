import A11yPlan
import A11yPlanFormats
import Foundation
import Testing

@testable import A11yPlanImport

/// Each mapping on a page written by hand, in the Markdown shape, with words that differ from the
/// vocabulary's own and things no plan holds.
@Suite struct MappingTests {
    static let page = """
        # Toggle chip

        ## Usage

        A chip that turns a filter **on** or off.

        ## Android Toggle chip

        ### How to test a toggle chip

        Given that I am on a screen with a toggle chip

        1. Keyboard only
           - WHEN I use the tab key or shift + tab to move focus to the chip I SEE a focus ring
           - Then when I use the magic key I SEE nothing at all
           - Then when I use ctrl+tab key to leave I SEE the next group
        2. TalkBack screenreader
           - WHEN I use a screenreader AND I swipe to the chip
             - I HEAR the label
             - I HEAR it is a switch
           - Then when I double tap it I HEAR its state (on)

        ### 1. Keyboard actions

        | When I use | I see/hear |
        |---|---|
        | Tab or shift + tab | Focus moves to the chip |
        | Space \\| enter | Toggles it | extra |

        ### 2. Mobile screenreader gestures

        | When I use | I hear |
        |---|---|
        | Double tap | Toggles the chip |
        | Wave at the phone | Nothing |

        ### 3. Screenreader output

        | Reads | I hear |
        |---|---|
        | Name | The label |
        | Role | It is read as a switch |

        ### 4. Device settings

        | When I use | I see |
        |---|---|
        | Text resize | The chip grows &amp; wraps |

        ### WCAG 2.2 success criteria

        - [2.1.1 Keyboard (A)](https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html)
        - 4.0.0 Imaginary Criterion (AAA)

        Platform best practices, not WCAG requirements: Text resize.

        ## Developer notes

        ```swift
        chip.isAccessibilityElement = true
        ```

        """

    static func imported() -> ImportResult {
        PageImporter().importPages([PageSource(path: "chip.md", text: page)])
    }

    static func variant() throws -> Variant {
        try #require(imported().components.first?.variant(for: .android))
    }

    static func warnings() -> [String] {
        imported().diagnostics.filter { $0.severity == .warning }.map(\.description)
    }

    @Test func readsTheComponentFromItsTitles() throws {
        let component = try #require(Self.imported().components.first)
        #expect(component.name == "Toggle chip" && component.noun == "a toggle chip" && component.id == "toggle-chip")
        #expect(component.usage?.markdown == "A chip that turns a filter **on** or off.")
        #expect(component.platforms == [.android])
    }

    @Test func mapsKeysInSentencesAndCells() throws {
        let variant = try Self.variant()
        let steps = try #require(variant.howToTest?.keyboardOnly?.steps)
        #expect(steps.count == 3)
        #expect(steps[0].input == .keys(.tab, .shiftTab))
        #expect(steps[0].purpose == "to move focus to the chip")
        #expect(steps[1].input == .words("I use the magic key"), "no key is forced onto words that name none")
        #expect(steps[2].input == .key(.ctrlTab).phrased("ctrl+tab key"))
        #expect(steps[2].purpose == "to leave")
        #expect(variant.keyboardActions?.rows.map(\.input) == [.keys(.tab, .shiftTab)])
    }

    /// Keys as native criteria pages write them: quoted in capitals, slips in the names, two keys
    /// joined by a slash; each is the key it names, never typed characters.
    @Test(arguments: [
        (#"the "TAB", "ARROW KEYS", or "CTRL+TAB" keys"#, [Key.tab, .arrowKeys, .ctrlTab]),
        (#"the "SPACEBAR" key"#, [.space]),
        (#"the "RIGHT ARROW" or "LEFT ARROW" key"#, [.rightArrow, .leftArrow]),
        ("Tab, arrow keys or ctl+tab", [.tab, .arrowKeys, .ctrlTab]),
        ("Tab, ctr+tab or arrow keys", [.tab, .ctrlTab, .arrowKeys]),
        ("Home/end", [.home, .end]),
        ("the page up/down key", [.pageUp, .pageDown]),
        ("the up/down/left/right arrow keys", [.arrowKeys]),
    ])
    func readsKeysAsPagesWriteThem(words: String, keys: [Key]) {
        #expect(InputReader.keysByAlias(words) == keys, "\(words)")
    }

    /// Words that name no term stay words; terms named by one screen reader's keys or by a setting's own
    /// name on its platform are read right, never guessed from a word they share.
    @Test func namesNoTermItDoesNotHave() {
        let web = InputReader(tables: TermTables(platform: .web))
        #expect(
            web.keyInput(sentence: "an action that opens a snackbar").input
                == .words("I use an action that opens a snackbar"))
        #expect(web.keyInput(sentence: "focus moves visibly").input == .words("I use focus moves visibly"))
        #expect(web.keyInput(cell: "Launch button").input == .words("Launch button"))
        #expect(web.screenreaderInput(cell: "Swipe right")?.input == .words("Swipe right"), "no gesture on the desktop")
        let voiceOverJ = web.screenreaderInput(cell: "VO + command + J")
        #expect(voiceOverJ?.input == ScreenreaderInput.command(.nextFormField).phrased("VO + command + J"))
        #expect(voiceOverJ?.guess?.contains(".nextButton") == true, "the other commands on that key are named")
        #expect(
            web.screenreaderInput(cell: "the H key")?.input
                == ScreenreaderInput.command(.nextHeading).phrased("the H key"))
        let iOS = InputReader(tables: TermTables(platform: .iOS))
        #expect(iOS.settingInput("On/Off Labels")?.input == .setting(.onOffLabels))
        #expect(iOS.settingInput("On/Off Labels")?.guess == nil)
        #expect(
            iOS.screenreaderInput(sentence: "perform the back gesture")?.input == .words("I perform the back gesture"))
        let android = InputReader(tables: TermTables(platform: .android))
        #expect(android.settingInput("Display size")?.input == .setting(.displaySize))
    }

    /// Only verbs a tester's action opens with are turned into the first person; any other line said
    /// of "the user" stays in the page's words.
    @Test func saysOnlyKnownVerbsInTheFirstPerson() throws {
        #expect(StepSentence("WHEN the user presses the tab key I SEE a focus ring")?.action == "I press the tab key")
        #expect(StepSentence("WHEN the user focuses the field I SEE a ring")?.action == "I focus the field")
        #expect(StepSentence("WHEN the user has a keyboard I SEE a ring")?.action == "the user has a keyboard")
        #expect(
            StepSentence("WHEN the user settings screen opens I SEE it")?.action == "the user settings screen opens")
    }

    /// A step that names an event or an action of its own ("THEN when the alert appears") is kept in
    /// its words, never left out.
    @Test func keepsEventSteps() throws {
        let page = """
            # Web Alert

            ## How to test an alert

            Given that I am on a page with a button that shows an alert

            ### 1. Keyboard only

            - WHEN I use the enter key to show the alert I SEE the alert appear
            - THEN when the alert appears I SEE focus stay on the button
            - THEN when I type a letter I SEE nothing happen to the alert

            ### 2. Desktop screenreader

            - WHEN I use a desktop screenreader AND the alert appears I HEAR its message once

            """
        let result = PageImporter().importPages([PageSource(path: "alert.md", text: page)])
        let howToTest = try #require(result.components.first?.variant(for: .web)?.howToTest)
        let keyboard = try #require(howToTest.keyboardOnly?.steps)
        #expect(keyboard.map(\.input) == [.key(.enter), .words("the alert appears"), .words("I type a letter")])
        #expect(keyboard[1].expectation == .see("focus stay on the button"))
        #expect(howToTest.screenreader?.steps.map(\.input) == [.words("the alert appears")])
        #expect(!result.diagnostics.contains { $0.message.contains("left out") })
    }

    @Test func mapsGesturesWrittenAnyWay() throws {
        let variant = try Self.variant()
        let steps = try #require(variant.howToTest?.screenreader?.steps)
        #expect(steps.map(\.input) == [.gesture(.swipe), ScreenreaderInput.gesture(.doubleTap).phrased("double tap")])
        #expect(steps[0].expectation == .all([.hear("the label"), .hear("it is a switch")]), "the page's own words")
        #expect(steps[1].expectation == .hear("its state (\(.state(.on)))"))
        #expect(steps[1].purpose == "it")
        #expect(
            variant.screenreaderGestures?.rows.map(\.input) == [
                ScreenreaderInput.gesture(.doubleTap).phrased("Double tap"), .words("Wave at the phone"),
            ])
    }

    @Test func mapsRolesStatesAndSettings() throws {
        let variant = try Self.variant()
        #expect(variant.screenreaderOutput?.rows.map(\.input) == [.name, .role])
        #expect(variant.screenreaderOutput?.rows.last?.result == "It is read as a \(.role(.toggle))")
        let setting = try #require(variant.deviceSettings?.rows.first)
        #expect(setting.input == .setting(.textResize).phrased("Text resize"))
        #expect(setting.result == "The chip grows & wraps", "entities are undone")
        #expect(setting.references == .bestPractice)
    }

    @Test func keepsOnlyWCAG22Criteria() throws {
        let variant = try Self.variant()
        #expect(variant.keyboardActions?.rows.first?.references == .wcag(.sc2_1_1))
        #expect(
            Self.warnings().contains { $0.hasPrefix("chip.md:53: warning: '4.0.0 Imaginary Criterion (AAA)' is not") })
    }

    @Test func warnsAtTheLineOfEverythingNotMappedOrLeftOut() {
        let warnings = Self.warnings()
        let expected = [
            "chip.md:15: warning: 'the magic key' names no key of the vocabulary; kept in the page's words "
                + "(.words(\"I use the magic key\"))",
            "chip.md:18: warning: the lines heard here say the Screenreader output rows in other words; the plan "
                + "keeps both, so a tester checks each: where they say the same, write .hearOutput",
            "chip.md:28: warning: a row of 3 cells, not 2, left out: 'Space | enter | Toggles it | extra'",
            "chip.md:35: warning: 'Wave at the phone' names no gesture or command of the vocabulary; kept in the page's "
                + "words (.words)",
            "chip.md:57: warning: not part of a test plan, left out: 'Developer notes'",
            "chip.md:59: warning: not part of a test plan, left out: '```swift\nchip.isAccessibilityElement = true\n```'",
        ]
        for line in expected {
            #expect(warnings.contains(line), "\(line)\n\(warnings.joined(separator: "\n"))")
        }
        #expect(!Self.imported().hasErrors)
    }

    /// Words two terms share on a platform are read as the first declared, with a warning naming both.
    @Test func warnsWhereTwoTermsSayTheSame() throws {
        let page = """
            # Field

            ## iOS Field

            ### 1. Keyboard actions

            | When I use | I see/hear |
            |---|---|
            | Delete | Removes a character |

            ### 2. Mobile screenreader gestures

            | When I use | I hear |
            |---|---|
            | Swipe up or down | The value changes |

            """
        let result = PageImporter().importPages([PageSource(path: "field.md", text: page)])
        let variant = try #require(result.components.first?.variant(for: .iOS))
        #expect(variant.keyboardActions?.rows.first?.input == .key(.backspace))
        #expect(variant.screenreaderGestures?.rows.first?.input == .gesture(.swipeUpOrDown))
        #expect(
            result.diagnostics.filter { !$0.message.contains("a11yplan check") }.map(\.description) == [
                "field.md:9: warning: 'delete' is .backspace or .delete on iOS, which say it alike; read as .backspace",
                "field.md:15: warning: 'swipe up or down' is .swipeUpOrDown or .adjustValue on iOS, which say it alike; "
                    + "read as .swipeUpOrDown",
            ])
    }

    @Test func refusesAPageThatIsNotATestPlan() {
        let result = PageImporter().importPages([
            PageSource(path: "notes.md", text: "# Notes\n\nNothing here.\n"),
            PageSource(path: "other.md", text: "# Tabs\n\n## Desktop Tabs\n\n### 1. Keyboard actions\n"),
            PageSource(path: "bare.md", text: "# Tabs\n\n## iOS Tabs\n\nJust prose.\n"),
        ])
        #expect(result.components.isEmpty && result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "notes.md:1: error: not a test plan: no title naming a platform and a component, such as 'iOS Popover tooltip'",
                "other.md:3: error: not a test plan: the title 'Desktop Tabs' does not start with a platform (iOS, Android, Web)",
                "bare.md:3: error: not a test plan: 'iOS Tabs' has no How to test narrative and no tables",
            ])
        #expect(result.summary == "3 pages read, 0 components written, 0 terms mapped, 0 warnings, 3 errors")
    }

    /// The module is pure, as `A11yPlanFormats` is: no Foundation, no file system, no threads.
    @Test func theImportModuleTouchesNoFileSystem() throws {
        let root = repositoryRoot.appendingPathComponent("Sources/A11yPlanImport")
        let names = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count > 10)
        let banned = ["import Foundation", "FileManager", "fopen(", "Task {", "Thread(", "DispatchQueue", ".write(to:"]
        for name in names {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            for word in banned where text.contains(word) {
                Issue.record("Sources/A11yPlanImport/\(name): \(word) in the pure import module")
            }
        }
    }
}
