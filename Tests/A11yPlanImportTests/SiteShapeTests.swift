import A11yPlan
import A11yPlanFormats
import A11yPlanImport
import Foundation
import Testing

/// The fixtures in `Tests/Fixtures/import`: hand-written pages in the shapes criteria sites use, one
/// component each.
///
/// - `checkbox-web.md`: YAML front matter (with `source:`); numbered `###` parts with one-line steps;
///   GFM tables with header variants; an entity; inline WCAG references in cells; a `## WCAG` list.
/// - `switch-ios.md`: actions with nested `I SEE` / `I HEAR` outcomes; connectives in every case,
///   `AND THEN` among them; `## When to use` prose; notes and developer notes that are no criteria.
/// - `tabs-web-condensed.md`: the four tables as a `## Condensed` list with qualifiers in
///   parentheses; a valid and an impossible inline reference; Gherkin, videos and a footer.
/// - `button-native.md`: one page for iOS and Android, with lines marked for one platform.
/// - `link-android.md`: four parts with a Mobile keyboard part; tables under numbered headings in
///   another section, with header variants.
enum SiteFixtures {
    static let names = [
        "checkbox-web.md", "switch-ios.md", "tabs-web-condensed.md", "button-native.md", "link-android.md",
    ]

    static func page(_ name: String) throws -> PageSource {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/import/\(name)")
        return PageSource(path: name, text: try String(contentsOf: url, encoding: .utf8))
    }

    static func imported(_ name: String) throws -> ImportResult {
        PageImporter().importPages([try page(name)])
    }

    static func component(_ name: String) throws -> Component {
        let result = try imported(name)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.components.first)
    }

    static func warnings(_ name: String) throws -> [String] {
        try imported(name).diagnostics.filter { $0.severity == .warning }.map(\.description)
    }

    /// The words an import kept of its pages: those of its warnings and of `component`'s plans rendered
    /// on each of its platforms.
    static func keptWords(_ result: ImportResult, _ component: Component) throws -> Set<String> {
        var kept = result.diagnostics.map(\.description).joined(separator: "\n")
        for platform in component.platforms {
            kept += MarkdownRenderer().string(try #require(TestPlan(component: component, platform: platform)))
        }
        return words(kept)
    }

    /// The words of `text`, lower-cased: runs of letters and digits, character references such as
    /// `&amp;` left out (the page means the character).
    static func words(_ text: String) -> Set<String> {
        let references = try! Regex("&(#[0-9]+|[A-Za-z]+);")
        return Set(
            text.replacing(references, with: " ").lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }
}

@Suite struct SiteShapeTests {
    /// Every word of a page is in the plan it imports to, rendered on each of its platforms, or in a
    /// warning: nothing a page says is dropped silently.
    @Test(arguments: SiteFixtures.names)
    func noWordIsLost(name: String) throws {
        let page = try SiteFixtures.page(name)
        let result = PageImporter().importPages([page])
        let component = try #require(result.components.first)
        // The front matter's keys name fields, they are no words of the plan.
        let missing = SiteFixtures.words(page.text).subtracting(try SiteFixtures.keptWords(result, component))
            .subtracting(["title", "platform", "id"])
        #expect(missing.isEmpty, "\(name): \(missing.sorted())")
    }
}

/// What each shape reads as, fixture by fixture.
@Suite struct SiteShapeReadingTests {
    @Test func frontMatterGivesTheIdAndThePlatformAndReportsTheRest() throws {
        let checkbox = try SiteFixtures.component("checkbox-web.md")
        #expect(checkbox.id == "checkbox" && checkbox.name == "Checkbox" && checkbox.noun == "a checkbox")
        #expect(checkbox.platforms == [.web])
        #expect(checkbox.usage?.markdown.hasPrefix("A checkbox lets people pick") == true)
        #expect(
            try SiteFixtures.warnings("checkbox-web.md").contains(
                "checkbox-web.md:5: warning: not part of a test plan, left out: 'source: https://example.org/criteria/checkbox'"
            ))
    }

    @Test func partsUnderHeadingsWithOneLineSteps() throws {
        let web = try #require(try SiteFixtures.component("checkbox-web.md").variant(for: .web))
        let howToTest = try #require(web.howToTest)
        #expect(howToTest.given == "I am on a page with a checkbox")
        #expect(howToTest.keyboardOnly?.steps.map(\.connective) == [.when, .thenWhen, .thenWhen, .orWhen, .orWhen])
        #expect(howToTest.keyboardOnly?.steps.first?.input == .key(.tab))
        #expect(howToTest.screenreader?.steps.isEmpty == false, "Desktop screenreader is the desktop part")
        #expect(howToTest.mobileScreenreader?.steps.first?.input == .gesture(.swipe))
        #expect(
            howToTest.mobileScreenreader?.steps[1].expectation == .hear("checked, and I SEE the tick appear"),
            "an outcome that names both senses keeps its words")
    }

    @Test func tablesWithHeaderVariantsEntitiesAndInlineReferences() throws {
        let web = try #require(try SiteFixtures.component("checkbox-web.md").variant(for: .web))
        #expect(
            web.keyboardActions?.rows.map(\.input) == [
                .key(.tab), .key(.shiftTab), KeyInput.key(.space).phrased("Space"),
            ])
        let tab = try #require(web.keyboardActions?.rows.first)
        #expect(tab.result == "Focus moves to the checkbox and a focus outline stays visible")
        #expect(tab.references == .wcag(.sc2_4_7, .sc2_1_1, .sc4_1_2), "its own criterion, then the page's")
        #expect(web.screenreaderOutput?.rows.first?.result.text(on: .web).contains("Terms & conditions") == true)
        let zoom = try #require(web.deviceSettings?.rows.first)
        #expect(zoom.references == .wcag(.sc1_4_4))
        #expect(zoom.result == "The box and its label are larger and nothing is cut off or overlapped")
        let warnings = try SiteFixtures.warnings("checkbox-web.md")
        #expect(
            warnings.contains(
                "checkbox-web.md:45: warning: the headers 'Keyboard | Expected result' are written 'When I use | I see/hear'"
            ))
        #expect(
            warnings.contains(
                "checkbox-web.md:53: warning: 'Screenreader gestures' is titled 'Desktop screenreader commands'"))
    }

    @Test func nestedOutcomesAndEveryConnective() throws {
        let switchComponent = try SiteFixtures.component("switch-ios.md")
        let iOS = try #require(switchComponent.variant(for: .iOS))
        let steps = try #require(iOS.howToTest?.screenreader?.steps)
        #expect(steps.map(\.connective) == [.when, .thenWhen, .thenWhen, .orWhen])
        #expect(steps[1].expectation == .all([.see("the switch changes state"), .hear("the new state, on or off")]))
        #expect(iOS.howToTest?.keyboardOnly?.steps.map(\.connective) == [.when, .thenWhen, .orWhen])
        #expect(iOS.deviceSettings?.rows.count == 4, "the settings part's nested outcomes make the rows")
        let warnings = try SiteFixtures.warnings("switch-ios.md")
        #expect(warnings.contains("switch-ios.md:37: warning: 'AND THEN when' is written 'Then when'"))
        #expect(warnings.contains("switch-ios.md:62: warning: not part of a test plan, left out: 'General Notes'"))
        #expect(
            warnings.contains {
                $0.hasPrefix("switch-ios.md:68: warning: not part of a test plan, left out: '```swift")
            })
    }

    @Test func sectionsThatDescribeTheComponentAreUsageProse() throws {
        let usage = try #require(try SiteFixtures.component("switch-ios.md").usage?.markdown)
        #expect(usage.hasPrefix("**When to use**\n\nUse a switch for a single setting"))
    }

    @Test func theCondensedListIsTheFourTables() throws {
        let tabs = try SiteFixtures.component("tabs-web-condensed.md")
        let web = try #require(tabs.variant(for: .web))
        #expect(web.howToTest == nil)
        #expect(web.keyboardActions?.rows.count == 7)
        #expect(
            web.keyboardActions?.rows[1].input
                == KeyInput.key(.leftRightArrows).phrased("Left/right-arrow-keys (automatic activation)"),
            "a qualifier in parentheses stays in the cell")
        #expect(web.keyboardActions?.rows[3].input == KeyInput.keys(.home, .end).phrased("Home and End"))
        #expect(web.screenreaderGestures?.rows.count == 3)
        #expect(web.screenreaderOutput?.rows.map(\.input) == [.name, .role, .group, .state])
        #expect(web.screenreaderOutput?.rows[1].references == References.none, "4.0.0 is no criterion")
        #expect(web.deviceSettings?.rows.last?.references == .wcag(.sc1_4_3))
        let warnings = try SiteFixtures.warnings("tabs-web-condensed.md")
        #expect(
            warnings.contains(
                "tabs-web-condensed.md:21: warning: '4.0.0' is not a WCAG 2.2 success criterion; left out"))
        for line in ["'Gherkin'", "'Videos'", "'Last reviewed in 2025. [Source](https://example.org/tabs)'"] {
            #expect(warnings.contains { $0.hasSuffix("not part of a test plan, left out: \(line)") }, "\(line)")
        }
    }

    @Test func aNativePageIsBothPlatformsWithTheirOwnLines() throws {
        let button = try SiteFixtures.component("button-native.md")
        #expect(button.platforms == [.iOS, .android])
        let iOS = try #require(button.variant(for: .iOS))
        let android = try #require(button.variant(for: .android))
        #expect(iOS.keyboardActions?.rows.last?.input == KeyInput.key(.space).phrased("Space"))
        #expect(iOS.keyboardActions?.rows.last?.result == "Activates the button")
        #expect(android.keyboardActions?.rows.last?.input == .key(.enter))
        #expect(iOS.deviceSettings?.rows.map(\.input).contains(.setting(.boldText)) == true)
        #expect(android.deviceSettings?.rows.map(\.input).contains(.setting(.boldText)) == false)
        #expect(android.deviceSettings?.rows.last?.result == "The whole button grows and stays inside the screen")
        #expect(iOS.deviceSettings?.rows.count == 2 && android.deviceSettings?.rows.count == 2)
    }

    @Test func aMobileKeyboardPartFollowsKeyboardOnly() throws {
        let link = try SiteFixtures.component("link-android.md")
        let android = try #require(link.variant(for: .android))
        #expect((android.howToTest?.keyboardOnly?.steps.count ?? 0) > 3)
        #expect(android.howToTest?.screenreader != nil)
        #expect(android.keyboardActions != nil && android.screenreaderGestures != nil)
        #expect(android.screenreaderOutput?.rows.map(\.input) == [.name, .role])
        #expect(android.deviceSettings != nil)
        let warnings = try SiteFixtures.warnings("link-android.md")
        #expect(
            warnings.contains(
                "link-android.md:21: warning: 'Mobile keyboard' is a second keyboard part; its steps follow Keyboard only"
            ))
        #expect(warnings.contains { $0.contains("'Announcement | Expected' are written 'Reads | I hear'") })
    }

    /// What `check` would refuse is known at import, at the page's lines; rows without references
    /// are counted once per page.
    @Test func saysWhatCheckWillRefuse() throws {
        let tabs = try SiteFixtures.warnings("tabs-web-condensed.md")
        #expect(
            tabs.contains {
                $0.contains(
                    "a11yplan check will refuse this until it is fixed: the Web variant of 'Tabs' has no HowToTest")
            })
        #expect(tabs.filter { $0.contains("have no WCAG reference") }.count == 1)
        let checkbox = try SiteFixtures.warnings("checkbox-web.md")
        #expect(
            checkbox.contains {
                $0.hasPrefix(
                    "checkbox-web.md:37: warning: a11yplan check will refuse this until it is fixed: checklist id")
            })
    }

    /// Every fixture's source compiles (in `CompiledImportTests`) and imports without errors here.
    @Test(arguments: SiteFixtures.names)
    func importsWithoutErrors(name: String) throws {
        let result = try SiteFixtures.imported(name)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.components.count == 1)
    }
}

/// Edges a reviewer found: marks that are not marks, YAML as YAML writes it, a plain title.
@Suite struct SiteShapeEdgeTests {
    static let page = """
        ---
        title: 'It''s a "toggle"'
        platform: native # both apps
        id: toggle
        ---

        # Toggle

        A toggle turns one setting on or off.

        ## How to test a toggle

        Given that I am on a screen with a toggle

        ### 1. Keyboard only

        - WHEN I use the tab key I SEE a focus ring on iOS and a highlight on Android
        - Then when I use the spacebar I SEE the toggle changes state on Android

        ## Device settings

        | Setting | Result |
        |---|---|
        | Bold Text | Not available on Android |

        """

    static func imported() -> ImportResult {
        PageImporter().importPages([PageSource(path: "toggle.md", text: page)])
    }

    @Test func readsYAMLScalarsAndComments() throws {
        let component = try #require(Self.imported().components.first)
        #expect(component.name == #"It's a "toggle""#)
        #expect(component.id == "toggle")
        #expect(component.platforms == [.iOS, .android])
        #expect(component.usage?.markdown == "A toggle turns one setting on or off.")
    }

    @Test func aLineNamingAPlatformInsideStaysOnBoth() throws {
        let component = try #require(Self.imported().components.first)
        let iOS = try #require(component.variant(for: .iOS)?.howToTest?.keyboardOnly?.steps)
        let android = try #require(component.variant(for: .android)?.howToTest?.keyboardOnly?.steps)
        #expect(iOS.count == 1 && android.count == 2)
        #expect(iOS[0].expectation == .see("a focus ring on iOS and a highlight on Android"))
        #expect(android[1].expectation == .see("the toggle changes state"))
        #expect(component.variant(for: .iOS)?.deviceSettings?.rows.count == 1)
        #expect(component.variant(for: .android)?.deviceSettings?.rows.count == 1)
        let warnings = Self.imported().diagnostics.map(\.description)
        #expect(
            warnings.contains(
                "toggle.md:17: warning: 'WHEN I use the tab key I SEE a focus ring on iOS and a highlight on Android' names a platform inside the line; kept on every platform as written"
            ))
        #expect(warnings.count == Set(warnings).count, "each warning once, though both variants read the line")
        #expect(
            warnings.map { Int($0.split(separator: ":")[1])! }
                == warnings.map { Int($0.split(separator: ":")[1])! }.sorted())
    }

    @Test func aPlatformValueWithOtherWordsNamesNone() {
        #expect(FrontMatterProbe.platforms("not web") == nil)
        #expect(FrontMatterProbe.platforms("[ios, android]") == [.iOS, .android])
        #expect(FrontMatterProbe.platforms("Web") == [.web])
    }
}

/// The front matter's platform values, through a page: the platforms the imported component has.
enum FrontMatterProbe {
    static func platforms(_ value: String) -> [Platform]? {
        let page =
            "---\nplatform: \(value)\n---\n\n# Probe\n\n## How to test a probe\n\n### Keyboard actions\n\n| Key | Result |\n|---|---|\n| Tab | Focus moves |\n"
        return PageImporter().importPages([PageSource(path: "probe.md", text: page)]).components.first?.platforms
    }
}
