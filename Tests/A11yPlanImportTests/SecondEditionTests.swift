import A11yPlan
import Testing

@testable import A11yPlanImport

/// What the corpus's later-edition pages and their slips read as: `#` sections and `&mdash;` bullets,
/// steps said of "the user", lines with no connective, a part's opener continued by "AND", an empty
/// bullet, a Gherkin "How to test" line copied from another page, a step for one platform only, and
/// the output scenario kept in its own words.
@Suite struct SecondEditionTests {
    static func imported(_ path: String) throws -> (Component, [String]) {
        let result = PageImporter().importPages([try RealShapes.page(path)])
        #expect(!result.hasErrors, "\(result.diagnostics.filter { $0.severity == .error })")
        return (try #require(result.components.first), result.diagnostics.map(\.message))
    }

    @Test func sectionsWrittenAsTitlesAndDashBullets() throws {
        let (listbox, _) = try Self.imported("web/second-edition/listbox.md")
        #expect(listbox.name == "Listbox")
        let web = try #require(listbox.variant(for: .web))
        #expect(
            web.keyboardActions?.rows.map(\.input) == [.key(.tab), .key(.upDownArrows).phrased("Up/down arrow keys")])
        #expect(web.screenreaderOutput?.rows.map(\.input) == [.name, .role, .state])
        #expect(web.howToTest?.keyboardOnly?.steps.count == 2)
        let heard = try #require(web.howToTest?.screenreader?.steps.first)
        #expect(heard.input == .keys(.key(.tab)), "the opener goes on in the bullet after its AND")
        #expect(heard.expectation == .hearOutput, "lines that say the rows' words hear the rows")
    }

    /// That edition's numbers written `1\.` and `1 -`, its bullets `\-` at the start of a line with
    /// blank lines between them; a `\-` line inside a code block stays as written.
    @Test func escapedNumbersAndBulletsAtTheMargin() throws {
        let (footer, _) = try Self.imported("web/second-edition/footer-landmark.md")
        let web = try #require(footer.variant(for: .web))
        #expect(web.keyboardActions?.rows.map(\.input) == [.key(.tab)])
        #expect(web.screenreaderOutput?.rows.map(\.input) == [.name, .role])
        #expect(web.howToTest?.keyboardOnly?.steps.map(\.input) == [.key(.tab)])
        #expect(web.howToTest?.screenreader?.steps.first?.expectation == .hearOutput)
        #expect(web.howToTest?.mobileScreenreader?.steps.map(\.input) == [.gesture(.swipe)])
        let text = try RealShapes.page("web/second-edition/footer-landmark.md").text
        #expect(DashBullets.listed(text).contains("\\- not a bullet inside code"))
    }

    @Test func slipsOfRealPagesKeepEveryStep() throws {
        let (grid, warnings) = try Self.imported("web/second-edition/data-grid.md")
        #expect(grid.name == "Data grid", "the file's name agrees with the first How-to-test line")
        #expect(warnings.contains { $0.hasPrefix("'How to test a grid of rows' names another component") })
        let web = try #require(grid.variant(for: .web)?.howToTest)
        #expect(
            web.keyboardOnly?.steps.map(\.input) == [.key(.arrowKeys), .words("the grid finishes loading new rows")])
        let steps = try #require(web.screenreader?.steps)
        #expect(steps.count == 2)
        #expect(steps[0].input == .keys(.key(.arrowKeys)), "'AND use the arrow keys' goes on with the opener")
        #expect(steps[1].connective == .thenWhen, "a line with no connective after the first is Then when")
        #expect(
            steps[1].expectation
                == .all([
                    .hear("the grid named by the heading above it"),
                    .hear("a sorted column read with which way it is sorted"),
                ]), "an empty bullet's outcomes are the step's above it")
        #expect(
            warnings.contains(
                "the line opens with no connective; read as 'Then when I use the table quick key to jump to the next grid'"
            ))
    }

    /// "WHEN I turn on the screen reader" with "AND I swipe …" under it opens the part; the swipe is
    /// the action, never a guess from the word "turn".
    @Test func turningTheScreenReaderOnOpensThePart() throws {
        let (toggle, warnings) = try Self.imported("native/toggle-switch.md")
        let first = try #require(toggle.variant(for: .iOS)?.howToTest?.screenreader?.steps.first)
        #expect(first.input == .gesture(.swipe))
        #expect(!warnings.contains { $0.contains("'turn'") })
    }

    @Test func nativeStepsSaidOfTheUserAndForOnePlatform() throws {
        let (rating, warnings) = try Self.imported("native/second-edition/rating-control.md")
        let iOS = try #require(rating.variant(for: .iOS)?.howToTest)
        let android = try #require(rating.variant(for: .android)?.howToTest)
        #expect(iOS.keyboardOnly?.steps.count == 2, "the step whose outcome is Android's is not an iOS step")
        #expect(android.keyboardOnly?.steps.count == 3)
        #expect(android.keyboardOnly?.steps.last?.input.keys == [.enter])
        #expect(warnings.contains("'the user presses' is written 'I press'"))
        let gestures = try #require(iOS.screenreader?.steps.map(\.input))
        #expect(gestures.first == .gesture(.swipe))
        #expect(gestures[1] == ScreenreaderInput.gesture(.doubleTap).phrased("perform a double-tap gesture"))
        #expect(gestures[2] == .words("the score changes by itself"))
        // The output scenario's own sentences follow, heard.
        let output = try #require(iOS.screenreader?.steps.last)
        #expect(output.input == .words("a screen reader reads the rating control"))
        guard case .all(let heard) = output.expectation else {
            Issue.record("the output scenario's lines are one expectation: \(output.expectation)")
            return
        }
        #expect(heard.count == 3)
        #expect(heard.allSatisfy { if case .hear = $0 { true } else { false } })
    }
}
