/// The fixed words a reader sees in plans, checklists, their formats and the site's pages, in one
/// table: headings, table titles and headers, connectives, sentences and link texts. Formats and pages
/// write syntax only and take every word from here; a translation (issue 14) is another value of this
/// type.
///
/// Each entry is keyed by its property name. Entries that hold a value take it as an argument.
public struct Words: Sendable {
    /// The words in English, as every page is written today.
    public static let english = Words()

    // MARK: A plan

    /// A plan's title: "iOS Popover tooltip".
    public var planTitle: @Sendable (_ platform: String, _ component: String) -> String = { "\($0) \($1)" }
    /// The usage section's heading.
    public var usage = "Usage"
    /// The How-to-test section's heading: "How to test a popover tooltip".
    public var howToTest: @Sendable (_ noun: String) -> String = { "How to test \($0)" }
    /// What starts the Given line: "Given that I am on a screen with …".
    public var givenThat = "Given that "
    /// The keyboard part's title.
    public var keyboardOnly = "Keyboard only"
    /// A screen-reader part's title: "VoiceOver screenreader".
    public var screenreaderPart: @Sendable (_ screenReaders: String) -> String = { "\($0) screenreader" }
    /// The screen readers of the Web's phone part, with the browser each runs in.
    public var mobileWebScreenReaders = Platform.mobileWebScreenReaderNames
    /// What the screen-reader part's first line starts with.
    public var usingAScreenreader = "I use a screenreader AND "
    /// What the phone screen-reader part's first line starts with.
    public var usingAScreenreaderOnAPhone = "I use a screenreader on a phone AND "
    /// The device-settings part's title, and table 4's.
    public var deviceSettings = "Device settings"
    /// A step's connective: "WHEN", "Then when", "Or when".
    public var connective: @Sendable (_ connective: Connective) -> String = { connective in
        switch connective {
        case .when: "WHEN"
        case .thenWhen: "Then when"
        case .orWhen: "Or when"
        }
    }
    /// A table cell's words as they read inside a sentence, after "I HEAR" or "I use": lower-cased in
    /// English ("I HEAR popover, button"), as written in German, whose nouns keep their capitals.
    public var cellInSentence: @Sendable (_ cell: String) -> String = { $0.lowercasingFirstLetter }
    /// A keyboard or gesture table row's action as a checklist item, from the cell ("spacebar") and
    /// the row's narrative action ("I use the spacebar"). English keeps "I use spacebar", which its
    /// item ids were made from; other languages take the narrative action, with its verb.
    public var tableRowAction: @Sendable (_ cell: String, _ action: String?) -> String = { cell, _ in
        "I use " + cell.lowercasingFirstLetter
    }
    /// The connective of each device-settings line.
    public var when = "When"
    /// What each device-settings line says before its setting.
    public var iUse = "I use "
    /// What introduces something seen.
    public var iSee = "I SEE"
    /// What introduces something heard.
    public var iHear = "I HEAR"
    /// A narrative line's condition from its action and purpose, in the language's order: "I use the
    /// tab key to reach the button"; German puts the verb last ("ich die Tabulatortaste bis zum Button
    /// drücke", a purpose with "um … zu" after it).
    public var condition: @Sendable (_ action: ActionClause, _ purpose: String?) -> String = { action, purpose in
        action.inOrder + (purpose.map { " " + $0 } ?? "")
    }
    /// The screen-reader part's opening (`usingAScreenreader`) as a line's condition says it: as it is
    /// in English; German puts its verb last ("ich einen Screenreader verwende UND ").
    public var conditionLead: @Sendable (_ lead: String) -> String = { $0 }
    /// What stands between a line's condition and the outcome that ends it: a space in English, a comma
    /// in German ("…, SEHE ICH …").
    public var beforeOutcome = " "
    /// A device-settings line's condition from "I use " (`iUse`) and the setting's name: "I use Larger
    /// Text"; German quotes the name before its verb ("ich „Größerer Text“ aktiviere").
    public var settingCondition: @Sendable (_ iUse: String, _ name: String) -> String = { $0 + $1 }
    /// How an outcome reads at its place, from its sense, its plain lead (`iSee` or `iHear`) and its
    /// words: English as they are; German inverts the lead after a condition ("SEHE ICH") and puts a
    /// colon before a cell's sentence; Spanish says "NO OIGO" before "ninguna".
    public var outcomeWords:
        @Sendable (_ sense: Outcome.Sense, _ lead: String, _ text: String, _ place: OutcomePlace) -> OutcomeWords = {
            _, lead, text, _ in OutcomeWords(lead: lead, separator: " ", text: text)
        }

    // MARK: Tables

    /// Table 1's title.
    public var keyboardActions = "Keyboard actions"
    /// Table 2's title on a phone.
    public var mobileScreenreaderGestures = "Mobile screenreader gestures"
    /// Table 5's title.
    public var pointerAndTouch = "Pointer and touch"
    /// Table 2's title on the desktop.
    public var desktopScreenreaderCommands = "Desktop screenreader commands"
    /// Table 3's title.
    public var screenreaderOutput = "Screenreader output"
    /// The first column's header of tables 1, 2 and 4.
    public var whenIUse = "When I use"
    /// The first column's header of table 3.
    public var reads = "Reads"
    /// Table 1's second column header.
    public var iSeeOrHear = "I see/hear"
    /// Tables 2 and 3's second column header.
    public var iHearColumn = "I hear"
    /// Table 4's second column header.
    public var iSeeColumn = "I see"

    // MARK: References

    /// The heading of the criteria a plan proves.
    public var successCriteria = "WCAG 2.2 success criteria"
    /// What that section says when every row is a best practice.
    public var noCriteria = "None: every row is a platform best practice."
    /// What starts the list of a plan's best practices (which ends with a full stop).
    public var bestPractices = "Platform best practices, not WCAG requirements: "
    /// What follows a narrative line whose outcome is a best practice.
    public var bestPracticeLine = "(best practice, not a WCAG requirement)"
    /// The reference of an item that is a best practice.
    public var bestPractice = "Best practice"

    // MARK: Checklists

    /// The title of each checklist section, after the parts of the How-to-test narrative.
    public var checklistSection: @Sendable (_ section: ChecklistItem.Section) -> String = { section in
        switch section {
        case .keyboard: "Keyboard"
        case .screenreader: "Screen reader"
        case .mobileScreenreader: "Screen reader on a phone"
        case .deviceSettings: "Device settings"
        case .pointerAndTouch: "Pointer and touch"
        }
    }
    /// A checklist of several components.
    public var accessibilityChecklist = "Accessibility checklist"
    /// A component on a platform: "Popover tooltip on iOS".
    public var componentOnPlatform: @Sendable (_ component: String, _ platform: String) -> String = { "\($0) on \($1)" }
    /// The Markdown checklist's heading before its title.
    public var checklistHeading = "Accessibility checklist: "
    /// Where a checklist comes from: "From Catalog 1.0.".
    public var checklistSource: @Sendable (_ catalog: String, _ version: String) -> String = { "From \($0) \($1)." }
    /// A Gherkin feature's name for one component: "Accessibility of Popover tooltip on iOS".
    public var accessibilityOf: @Sendable (_ title: String) -> String = { "Accessibility of \($0)" }
    /// What a Gherkin feature's description says before its catalog.
    public var generatedFrom = "Checklist generated by A11yPlan from "
    /// A table row's expectation as a step: "I expect: …". `ofAction` says the row's result is what the
    /// step's action does (a key's or a gesture's row) rather than what the component is (a target
    /// size).
    public var iExpect: @Sendable (_ expected: String, _ ofAction: Bool) -> String = { text, _ in "I expect: \(text)" }
    /// A gesture's own wording (`.phrased`), written as a table cell says it, as the narrative says it
    /// after "I": English as written; a language whose cells use the infinitive ("Nach rechts
    /// streichen", "Deslizar hacia la derecha") in the first person ("streiche nach rechts", "deslizo
    /// hacia la derecha").
    public var phrasedAction: @Sendable (_ words: String) -> String = { $0 }
    /// The CSV header row: TestRail's fields, then Platform and Component.
    public var csvHeader = [
        "ID", "Title", "Section", "Preconditions", "Steps", "Expected Result", "References", "Platform", "Component",
    ]
    /// A checklist's precondition when its plan has no Given line: "Given that I am on a screen with a button".
    public var onAScreenWith: @Sendable (_ component: String) -> String = { "Given that I am on a screen with \($0)" }
    /// A Screenreader output row's action as a checklist item: "The screen reader reads the name".
    public var screenReaderReads: @Sendable (_ attribute: String) -> String = {
        "The screen reader reads the \($0.lowercased())"
    }
    /// What starts a narrative item's expectation that is seen, inside running text.
    public var iSeeInText = "I see "
    /// What starts a narrative item's expectation that is heard, inside running text.
    public var iHearInText = "I hear "

    // MARK: The interactive checklist

    /// What starts the interactive checklist's title and heading.
    public var checklistTitle = "Checklist: "
    /// The interactive checklist's banner before its catalog.
    public var checklistBanner = "A11yPlan checklist · "
    /// The interactive checklist's instructions.
    public var checklistInstructions =
        "Under About this test run, say what you are testing and with what. Mark each item Pass, Fail, Not applicable or "
        + "Blocked (when you cannot tell) and add notes. Your results are kept in this browser as you go; "
        + "download them as JSON or CSV when you are done."
    /// How many items are checked, before any is: "0 of 12 items checked.".
    public var noneChecked: @Sendable (_ count: Int) -> String = { "0 of \($0) items checked." }
    /// An item's passing answer.
    public var pass = "Pass"
    /// An item's failing answer.
    public var fail = "Fail"
    /// The answer of an item that does not apply.
    public var notApplicable = "Not applicable"
    /// The answer of an item the tester could not check or cannot tell.
    public var blocked = "Blocked"
    /// The legend of the interactive checklist's form about the test run.
    public var aboutTestRun = "About this test run"
    /// What the form about the test run is for.
    public var aboutTestRunHint =
        "Optional. Saved with your results in the JSON download and shown in reports, so readers know what a "
        + "result holds for."
    /// The hint below the date field.
    public var dateHint = "As YYYY-MM-DD."
    /// The label of an item's notes.
    public var notes = "Notes"
    /// The button that saves the results as JSON.
    public var downloadJSON = "Download results (JSON)"
    /// The button that saves the results as CSV.
    public var downloadCSV = "Download results (CSV)"
    /// The button that forgets the results.
    public var clearResults = "Clear results"
    /// The link from a site's interactive checklist back to its plan's page.
    public var backToTestPlan = "Back to the test plan"
    /// The link from a site's interactive checklist to itself, which saves it.
    public var saveChecklist = "Save this checklist to work offline"
    /// The footer: "Generated by A11yPlan 0.1.0.".
    public var generatedBy: @Sendable (_ version: String) -> String = { "Generated by A11yPlan \($0)." }

    // MARK: The interactive checklist's script

    /// The running count once the script has counted: "3 of 12 items checked: 2 pass, 1 fail, 0 not
    /// applicable.". The script passes the place of each count, so the words may put them in any order.
    public var itemsChecked:
        @Sendable (
            _ done: String, _ all: String, _ pass: String, _ fail: String, _ notApplicable: String, _ blocked: String
        ) -> String = {
            "\($0) of \($1) items checked: \($2) pass, \($3) fail, \($4) not applicable, \($5) blocked."
        }
    /// The header row of the results the script saves as CSV.
    public var resultsCSVHeader = ["Component", "Platform", "ID", "Status", "Notes"]

    // MARK: Links to formats

    /// The link to a plan's Markdown.
    public var planMarkdownLink = "Download this test plan as Markdown"
    /// The link to a plan's HTML.
    public var planHTMLLink = "Test plan as HTML"
    /// The link to a plan's skill file.
    public var skillFileLink = "Test plan as a skill file for AI assistants"
    /// A skill file's description, which an assistant chooses the skill by: "Test Button on iOS …".
    public var skillDescription: @Sendable (_ component: String, _ platform: String) -> String = {
        "Test \($0) on \($1) for accessibility with a keyboard, a screen reader and device settings. "
            + "Use when building, reviewing or testing \($0) on \($1)."
    }
    /// The link to the interactive checklist.
    public var htmlChecklistLink =
        "Interactive checklist, a page to open in a browser: record the test run, mark each item and download the results"
    /// The link to the Markdown checklist.
    public var markdownChecklistLink = "Checklist as a Markdown task list, to paste into an issue or ticket"
    /// The link to the CSV checklist.
    public var csvChecklistLink = "Checklist as CSV, to import into TestRail and other test-management tools"
    /// The link to the JSON checklist.
    public var jsonChecklistLink = "Checklist as JSON"
    /// The link to the Gherkin checklist.
    public var gherkinChecklistLink = "Checklist as a Gherkin feature, for Cucumber"

    // MARK: Site pages

    /// The site navigation's link to the home page.
    public var home = "Home"
    /// The site navigation's link to the checklist builder.
    public var checklists = "Checklists"
    /// The coverage page's title and heading, and its link in the navigation.
    public var coverage = "Coverage"
    /// The home page's title.
    public var accessibilityTestPlans = "Accessibility test plans"
    /// The home page's description: "Accessibility test plans for every component of Catalog on …".
    public var homeDescription: @Sendable (_ catalog: String) -> String = {
        "Accessibility test plans for every component of \($0) on iOS, Android and the Web."
    }
    /// The home page's introduction, for a catalog of `count` components.
    public var homeIntroduction: @Sendable (_ count: Int) -> String = {
        "Accessibility test plans for \($0) component\($0 == 1 ? "" : "s") on iOS, Android and the Web. Each plan "
            + "says how to test the component with a keyboard, with a screen reader and with device settings, and "
            + "what you should see or hear."
    }
    /// The caption of the components × platforms tables.
    public var componentsAndPlatforms = "Components and platforms"
    /// The header of the components' column.
    public var component = "Component"
    /// Where a component has no plan: "Not on Android".
    public var notOn: @Sendable (_ platform: String) -> String = { "Not on \($0)" }
    /// The link to a plan from the home page's table.
    public var testPlan = "Test plan"
    /// What a link's text leaves to the visually hidden rest of its name: " for Popover tooltip on iOS".
    public var forComponentOnPlatform: @Sendable (_ component: String, _ platform: String) -> String = {
        " for \($0) on \($1)"
    }
    /// A platform index's title and heading: "iOS test plans".
    public var platformTestPlans: @Sendable (_ platform: String) -> String = { "\($0) test plans" }
    /// A platform index's description: "Every accessibility test plan for iOS in Catalog.".
    public var platformDescription: @Sendable (_ platform: String, _ catalog: String) -> String = {
        "Every accessibility test plan for \($0) in \($1)."
    }
    /// How many components a platform index lists: "2 components have a test plan on iOS, tested with
    /// VoiceOver.".
    public var componentsHaveAPlan: @Sendable (_ count: Int, _ platform: String, _ screenReaders: String) -> String = {
        "\($0 == 1 ? "1 component has" : "\($0) components have") a test plan on \($1), tested with \($2)."
    }
    /// A plan page's description: "How to test a popover tooltip on iOS with a keyboard, …".
    public var planDescription: @Sendable (_ noun: String, _ platform: String) -> String = {
        "How to test \($0) on \($1) with a keyboard, a screen reader and device settings."
    }
    /// The heading of a plan page's downloads and links to the other platforms.
    public var downloadsAndOtherPlatforms = "Downloads and other platforms"
    /// The link from a plan page (and a component page) to every download of the plan, which its
    /// interactive checklist page carries.
    public var planDownloadsLink =
        "Every download, the checklist as a task list, CSV and Gherkin included, on the interactive checklist page"
    /// The heading of a site's interactive checklist page's downloads: the plan and the checklist in
    /// every other format.
    public var checklistDownloads = "Download the test plan and this checklist as files"
    /// The heading of a plan page's checklists.
    public var checklistsForTesters = "Checklists for testers"
    /// The link to the checklist builder from a plan page.
    public var combineChecklists = "Combine several components into one checklist"
    /// A component page's title and heading, and the link to it: "Popover tooltip on every platform".
    public var onEveryPlatform: @Sendable (_ component: String) -> String = { "\($0) on every platform" }
    /// A component page's description: "How to test a popover tooltip on iOS, Android and the Web, …".
    public var componentDescription: @Sendable (_ noun: String) -> String = {
        "How to test \($0) on iOS, Android and the Web, side by side."
    }
    /// What a component page says of the platforms it has no plan on: "Slider has no test plan on Web.".
    public var hasNoPlanOn: @Sendable (_ component: String, _ platforms: [String]) -> String = {
        "\($0) has no test plan on \($1.joined(separator: " or "))."
    }
    /// The link from a component page to one plan: "Popover tooltip on iOS alone".
    public var componentOnPlatformAlone: @Sendable (_ component: String, _ platform: String) -> String = {
        "\($0) on \($1) alone"
    }
    /// The search page's title and heading, its button and its link in the navigation.
    public var search = "Search"
    /// The search field's label.
    public var searchComponentsAndCriteria = "Search components and criteria"
    /// What the search page says without scripts.
    public var searchNeedsJavaScript = "Search needs JavaScript. Every test plan is listed on its platform's page:"
    /// The search page's description: "Search the test plans of Catalog by component name and criteria.".
    public var searchDescription: @Sendable (_ catalog: String) -> String = {
        "Search the test plans of \($0) by component name and criteria."
    }
    /// The checklist builder's title and heading.
    public var checklistBuilder = "Checklist builder"
    /// The checklist builder's introduction.
    public var checklistBuilderIntroduction =
        "Tick the components a ticket or test run covers and pick a platform, to download one checklist with a "
        + "section per component."
    /// The checklist builder's description: "Combine the checklists of several components of Catalog into one.".
    public var checklistBuilderDescription: @Sendable (_ catalog: String) -> String = {
        "Combine the checklists of several components of \($0) into one."
    }
    /// The legend of the checklist builder's platforms.
    public var platform = "Platform"
    /// The legend of the checklist builder's components.
    public var components = "Components"
    /// The legend of the checklist builder's formats.
    public var format = "Format"
    /// The checklist builder's CSV choice.
    public var csvForTestManagementTools = "CSV for test-management tools"
    /// The checklist builder's JSON choice.
    public var json = "JSON"
    /// The checklist builder's button.
    public var downloadChecklist = "Download checklist"
    /// The heading of the checklist builder's list of every component's checklists.
    public var checklistsByComponent = "Checklists by component"
    /// The visually hidden rest of the name of a link from the checklist builder to a plan's
    /// checklists: "Popover tooltip" then " checklists on iOS".
    public var checklistsOnPlatform: @Sendable (_ platform: String) -> String = { " checklists on \($0)" }
    /// The missing page's title and heading.
    public var pageNotFound = "Page not found"
    /// The missing page's description and what it says first.
    public var noPageAtThisAddress = "There is no page at this address."
    /// What the missing page says next.
    public var pageMayHaveMoved = "It may have moved when the catalog changed."
    /// Where the missing page sends the reader, with the places of its two links.
    public var goHomeOrSearch: @Sendable (_ home: String, _ search: String) -> String = {
        "Go to the \($0) or \($1)."
    }
    /// The missing page's link to the home page.
    public var listOfComponents = "list of components"
    /// The missing page's link to the search page.
    public var searchTheTestPlans = "search the test plans"

    // MARK: Coverage page

    /// The coverage page's description.
    public var coverageDescription =
        "Which platforms each component covers and which WCAG 2.2 success criteria the catalog tests."
    /// The coverage page's summary: "The catalog tests 20 of the 55 …".
    public var coverageSummary: @Sendable (_ tested: Int, _ total: Int, _ untested: Int) -> String = {
        "The catalog tests \($0) of the \($1) WCAG 2.2 level A and AA success criteria (4.1.1 Parsing is obsolete "
            + "and not counted). \($2) are never touched."
    }
    /// The WCAG principles, in order.
    public var principles = ["Perceivable", "Operable", "Understandable", "Robust"]
    /// The chart's title.
    public var criteriaTestedByPrincipleChart = "WCAG 2.2 A and AA success criteria tested, by principle"
    /// One principle in the chart's description: "1 Perceivable: 5 of 20".
    public var principleTested: @Sendable (_ principle: String, _ tested: Int, _ total: Int) -> String = {
        "\($0): \($1) of \($2)"
    }
    /// The chart's caption.
    public var chartLegend = "Filled bars: criteria tested; outlined bars: all A and AA criteria of the principle."
    /// The heading of the chart's numbers as a table.
    public var successCriteriaTestedByPrinciple = "Success criteria tested by principle"
    /// The header of the principles' column.
    public var principle = "Principle"
    /// The header of the tested criteria's column.
    public var tested = "Tested"
    /// The header of all criteria's column.
    public var total = "Total"
    /// Where a component has no plan, and why, in the coverage table: "Not on Android: Android has no such control".
    public var notOnBecause: @Sendable (_ platform: String, _ reason: String) -> String = { "Not on \($0): \($1)" }
    /// How many checks a plan has, the link to it: "12 checks".
    public var checks: @Sendable (_ count: Int) -> String = { "\($0) checks" }
    /// The heading of the criteria the catalog tests.
    public var successCriteriaTested = "Success criteria tested"
    /// The caption of the table of criteria the catalog tests.
    public var testedCriteria = "Tested A and AA success criteria"
    /// The heading of the criteria the catalog never tests.
    public var successCriteriaNeverTested = "Success criteria never tested"
    /// What stands for an empty list.
    public var none = "None."
    /// The header of the criteria's column.
    public var successCriterion = "Success criterion"
    /// The header of the levels' column.
    public var level = "Level"
    /// The header of the column of how many plans test a criterion.
    public var plansThatTestIt = "Plans that test it"

    // MARK: Reports

    /// A result status as a reader sees it: "Pass", "Fail", "Not applicable", "Blocked", "Untested".
    public var resultStatus: @Sendable (_ status: ResultStatus) -> String = { status in
        switch status {
        case .pass: "Pass"
        case .fail: "Fail"
        case .notApplicable: "Not applicable"
        case .blocked: "Blocked"
        case .untested: "Untested"
        }
    }
    /// A conformance level, in the words of the VPAT 2.5: "Supports", "Partially Supports" …
    public var conformance: @Sendable (_ conformance: Conformance) -> String = { conformance in
        switch conformance {
        case .supports: "Supports"
        case .partiallySupports: "Partially Supports"
        case .doesNotSupport: "Does Not Support"
        case .notApplicable: "Not Applicable"
        case .notEvaluated: "Not Evaluated"
        }
    }
    /// What an item with conflicting results shows as its status.
    public var conflicting = "Conflicting"
    /// A report's title.
    public var reportTitle = "Accessibility test report"
    /// Where a report's results come from: "From 2 results files against Design system 1.0.".
    public var reportSource: @Sendable (_ files: Int, _ catalog: String, _ version: String) -> String = {
        "From \($0) results \($0 == 1 ? "file" : "files") against \($1) \($2)."
    }
    /// A report's summary heading.
    public var summary = "Summary"
    /// The summary in one sentence: "12 items: 8 pass, 2 fail, 1 not applicable, 0 blocked, 1 untested, 0 conflicting.".
    public var reportSummary:
        @Sendable (
            _ items: Int, _ pass: Int, _ fail: Int, _ notApplicable: Int, _ blocked: Int, _ untested: Int,
            _ conflicting: Int
        ) -> String = {
            "\($0) items: \($1) pass, \($2) fail, \($3) not applicable, \($4) blocked, \($5) untested, \($6) conflicting."
        }
    /// The heading of the failing items.
    public var failures = "Failures"
    /// What stands for no failing item.
    public var noFailures = "No item failed."
    /// The heading of the counts per component and platform.
    public var resultsByComponent = "Results by component and platform"
    /// The heading of the roll-up per success criterion.
    public var resultsByCriterion = "WCAG 2.2 success criteria"
    /// What the roll-up per success criterion means.
    public var criteriaExplanation =
        "Each criterion rolls up the results of the items that reference it. The Pass, Fail, Not applicable and "
        + "Blocked columns count results (an item two testers checked counts twice); Untested counts items with no "
        + "result, and Conflicting the items whose testers disagree, all of whose results are counted. Level A and "
        + "AA criteria without a recorded result are not evaluated."
    /// The header of the column of items that have results.
    public var itemsWithResults = "Items with results"
    /// The heading of the items whose results disagree.
    public var conflictingResults = "Conflicting results"
    /// What the conflicts section means.
    public var conflictsExplanation =
        "These items have different results in different files; the report keeps every one and does not choose between them."
    /// The heading of the results whose items the catalog does not have.
    public var itemsNotInCatalog = "Results for items not in the catalog"
    /// What the unknown-items section means.
    public var itemsNotInCatalogExplanation =
        "The catalog has no item with these ids (the checklist may come from another catalog version); they count in no total."
    /// The header of the items' column.
    public var item = "Item"
    /// The header of the column of where a result was read.
    public var source = "Read from"
    /// The label of an item's expected result in a report.
    public var expected = "Expected: "
    /// The header of the results' column.
    public var results = "Results"
    /// The header of the conformance column.
    public var conformanceLevel = "Conformance"
    /// The header of the items' count column.
    public var items = "Items"
    /// The link to a report in Markdown.
    public var reportMarkdownLink = "Report as Markdown, to paste into an issue or pull request"
    /// The link to a report in JSON.
    public var reportJSONLink = "Report as JSON"
    /// The link to a report in JUnit XML.
    public var reportJUnitLink = "Report as JUnit XML, for CI dashboards and test-management tools"
    /// The name of a JUnit document's test suites.
    public var junitSuitesName = "A11yPlan results"
    /// A JUnit skip message for an item nobody tested.
    public var noResult = "No result recorded"
    /// Why a result is listed as not in the catalog.
    public var notInCatalog = "Not in the catalog"
    /// A result with the tester's notes, when there are any: "Fail (a.json: results[3]): the notes".
    public var resultWithNotes: @Sendable (_ result: String, _ notes: String) -> String = {
        $1.isEmpty ? $0 : "\($0): \($1)"
    }
    /// One result where several are listed: "Pass (a.json: results[0])".
    public var resultAt: @Sendable (_ status: String, _ source: String) -> String = { "\($0) (\($1))" }

    /// A run's metadata field as a reader sees it.
    public var runField: @Sendable (_ field: RunMetadata.Field) -> String = { field in
        switch field {
        case .product: "Product"
        case .productVersion: "Product version"
        case .tester: "Tester"
        case .date: "Date tested"
        case .platformVersion: "Operating system and version"
        case .device: "Device"
        case .assistiveTechnology: "Assistive technology"
        case .assistiveTechnologyVersion: "Assistive technology version"
        case .browser: "Browser"
        case .browserVersion: "Browser version"
        }
    }
    /// The heading of a report's test runs and their metadata.
    public var testRuns = "Test runs"
    /// The header of a run's file column.
    public var file = "File"
    /// The header of the column of when a run's results were downloaded.
    public var downloaded = "Downloaded"
    /// What stands for a metadata field the run does not have.
    public var notRecorded = "No run details recorded (product, tester, device, assistive technology)"
    /// The label of the product a report is about.
    public var reportProduct = "Product"
    /// The label of the vendor that makes the product.
    public var reportVendor = "Vendor"
    /// The label of the report's contact address.
    public var reportContact = "Contact"

    // MARK: OpenACR report

    /// The link to a report in OpenACR.
    public var reportOpenACRLink =
        "Report as OpenACR (YAML), GSA's machine-readable Accessibility Conformance Report (VPAT 2.5, WCAG edition)"
    /// An OpenACR report's title, in the form OpenACR asks for: "Acme Accessibility Conformance Report".
    public var openACRTitle: @Sendable (_ vendor: String?) -> String = { vendor in
        vendor.map { "\($0) Accessibility Conformance Report" } ?? "Accessibility Conformance Report"
    }
    /// An OpenACR report's notes: where its answers come from and what they leave out.
    public var openACRNotes: @Sendable (_ files: Int, _ conflicts: Int, _ unknown: Int) -> String = {
        "Generated by A11yPlan from \($0) results \($0 == 1 ? "file" : "files"). Each criterion's level rolls up "
            + "the results of the checklist items that reference it: Web results answer for the web component, "
            + "iOS and Android results for the software component. \($1) \($1 == 1 ? "item has" : "items have") "
            + "conflicting results (counted with all their results); \($2) \($2 == 1 ? "result is" : "results are") "
            + "for items not in the catalog (counted nowhere)."
    }
    /// How an OpenACR report was evaluated: "Manual tests with the checklists of A11yPlan catalog 1.0 on iOS and Web."
    public var openACREvaluationMethods:
        @Sendable (_ catalog: String, _ version: String, _ platforms: String) -> String =
            {
                "Manual tests with the checklists of \($0) \($1) (A11yPlan test plans), on \($2); each item could be "
                    + "marked Pass, Fail, Not applicable or Blocked, with notes, or left untested."
            }
    /// One line of what an OpenACR report's runs used: "Assistive technologies: VoiceOver 18, NVDA.".
    public var openACRUsed: @Sendable (_ label: String, _ values: [String]) -> String = {
        "\($0): \($1.joined(separator: ", "))."
    }
    /// The label of the assistive technologies the runs used.
    public var openACRAssistiveTechnologies = "Assistive technologies"
    /// The label of the components and platforms the results cover: the whole evidence behind each level.
    public var openACRComponents = "Components tested (the levels rest on these alone)"
    /// A component on a platform, short: "Popover tooltip (iOS)".
    public var componentOnPlatformShort: @Sendable (_ component: String, _ platform: String) -> String = {
        "\($0) (\($1))"
    }
    /// The label of the devices the runs used.
    public var openACRDevices = "Devices"
    /// The label of the operating systems the runs used.
    public var openACROperatingSystems = "Operating systems"
    /// The label of the browsers the runs used.
    public var openACRBrowsers = "Browsers"
    /// The label of who tested.
    public var openACRTesters = "Testers"
    /// What stands for run metadata nobody recorded.
    public var openACRNoMetadata = "The results files record no assistive technology, device or browser."
    /// A remark's first line: the counts behind a level, "Web: 3 items with results: 2 pass, 1 fail, 0 not applicable, 0 blocked.".
    public var openACRCounts:
        @Sendable (_ component: String, _ items: Int, _ pass: Int, _ fail: Int, _ notApplicable: Int, _ blocked: Int)
            -> String = {
                "\($0): \($1) \($1 == 1 ? "item" : "items") with results: \($2) pass, \($3) fail, \($4) not applicable, "
                    + "\($5) blocked."
            }
    /// One result in a remark: "Popover tooltip (iOS) Keyboard only: I use the escape key: Fail (ios.json: results[1]): notes".
    public var openACRResult: @Sendable (_ item: String, _ result: String, _ notes: String) -> String = {
        $2.isEmpty ? "\($0): \($1)" : "\($0): \($1): \($2)"
    }
    /// The remark of a level AAA criterion that no result reaches.
    public var openACRNoTest = "Not evaluated: no result in these files is for an item that references this criterion."
    /// The remark of a criterion whose items were left untested: "Not evaluated: 3 items that reference it were not tested.".
    public var openACRUntestedItems: @Sendable (_ items: Int) -> String = {
        "Not evaluated: \($0) \($0 == 1 ? "item that references it was" : "items that reference it were") not tested."
    }
    /// How a criterion's conflicting items count: "1 item has conflicting results; every result is counted.".
    public var conflictsCounted: @Sendable (_ items: Int) -> String = {
        "\($0) \($0 == 1 ? "item has" : "items have") conflicting results; every result is counted, so a failure one "
            + "tester saw is not outvoted."
    }
    /// What a level A or AA criterion's remark adds when it is not evaluated (written only with `--allow-untested`).
    public var openACRAllowedUntested =
        "VPAT 2.5 allows Not Evaluated only for level AAA; this report was written with --allow-untested."
    /// The remark of 4.1.1 Parsing, which WCAG 2.2 removed.
    public var openACRObsolete =
        "4.1.1 Parsing is obsolete and removed in WCAG 2.2, so it does not apply to this report."

    // MARK: EARL report

    /// The link to a report in W3C EARL.
    public var reportEARLLink = "Report as W3C EARL (JSON-LD), for tools that read EARL"
    /// An EARL test subject's title, a component on a platform: "Popover tooltip (iOS)".
    public var earlSubject: @Sendable (_ component: String, _ platform: String) -> String = { "\($0) (\($1))" }
    /// One item in an EARL result's description, with its results: "Keyboard only: … (popover-tooltip.ios.…):
    /// Fail (ios.json: results[1]): focus lost".
    public var earlItemResults: @Sendable (_ item: String, _ id: String, _ results: String) -> String = {
        "\($0) (\($1)): \($2)"
    }
    /// An EARL result's description when no item of the subject references the criterion.
    public var earlNoItem = "No checklist item of this component on this platform references this criterion."

    // MARK: HTML report

    /// The link to a report as a web page.
    public var reportHTMLLink = "Report as a web page, accessible and printable"
    /// An HTML report's title and main heading with the product it is about: "Accessibility test report: Shop app 4.2".
    public var reportTitleFor: @Sendable (_ product: String) -> String = { "Accessibility test report: \($0)" }
    /// The header of the result statuses' column.
    public var resultColumn = "Result"
    /// The caption of the table of the summary's numbers.
    public var itemsByResult = "Items by result"
    /// The text alternative of the summary's bar chart, with every number it shows.
    public var reportChartLabel:
        @Sendable (
            _ items: Int, _ pass: Int, _ fail: Int, _ notApplicable: Int, _ blocked: Int, _ untested: Int,
            _ conflicting: Int
        ) -> String = {
            "Bar chart of \($0) items by result: \($1) pass, \($2) fail, \($3) not applicable, \($4) blocked, "
                + "\($5) untested, \($6) conflicting."
        }
    /// The caption of the summary's bar chart.
    public var reportChartCaption =
        "Each bar is the share of all items with that result; the table below gives the same numbers."
    /// The label of a checklist item's id in a report.
    public var itemID = "ID: "

    // MARK: Results on the site

    /// A plan's verdict from its latest results, as its page shows it.
    public var planVerdict: @Sendable (_ verdict: PlanVerdict) -> String = { verdict in
        switch verdict {
        case .fails: "Fails"
        case .conflicting: "Testers disagree"
        case .incomplete: "Partly tested"
        case .passes: "Passes"
        case .untested: "Not tested yet"
        }
    }
    /// The heading of a plan page's latest results.
    public var latestResults = "Latest test results"
    /// When a plan's latest results were recorded: "Tested on 2026-05-01.".
    public var testedOn: @Sendable (_ day: String) -> String = { "Tested on \($0)." }
    /// A plan page's line when no results file has results for it.
    public var noResultsForPlan = "No results have been recorded for this plan yet."
    /// The link from a plan page to the site's test report.
    public var readTheReport = "Read the test report"

    // MARK: The site's layout and scripts

    /// The skip link's text.
    public var skipToMainContent = "Skip to main content"
    /// The name of the site's main navigation.
    public var mainNavigation = "Main"
    /// The name of the search form in the site's header.
    public var searchTestPlans = "Search test plans"
    /// The name of the language switcher.
    public var language = "Language"
    /// The site's footer: "Generated by A11yPlan 0.1.0 from Catalog 1.0.".
    public var siteFooter: @Sendable (_ tool: String, _ catalog: String, _ version: String) -> String = {
        "Generated by A11yPlan \($0) from \($1) \($2)."
    }
    /// The search script's prompt, with the place of the count: "Type a word to search 64 test plans.".
    public var typeToSearch: @Sendable (_ count: String) -> String = { "Type a word to search \($0) test plans." }
    /// What the search script says of one match.
    public var onePlanFound = "1 test plan found."
    /// What the search script says of several matches, with the place of the count.
    public var plansFound: @Sendable (_ count: String) -> String = { "\($0) test plans found." }
    /// What the checklist builder says when no component is ticked.
    public var tickAComponent = "Tick at least one component."
    /// What the checklist builder says when no ticked component has a plan on the platform.
    public var noPlanOnPlatform: @Sendable (_ platform: String) -> String = {
        "None of the ticked components has a test plan on \($0)."
    }
    /// What the checklist builder says while it fetches checklists.
    public var preparingChecklist = "Preparing the checklist…"
    /// What the checklist builder says when a checklist cannot be fetched, with the place of the names.
    public var couldNotLoad: @Sendable (_ components: String) -> String = {
        "Could not load the checklist of \($0). Download it from the list below."
    }
    /// What the checklist builder says when it is done, with the places of the file and the count.
    public var downloadedChecklist: @Sendable (_ file: String, _ count: String) -> String = {
        "Downloaded \($0) with \($1) items."
    }
    /// What the checklist builder adds for ticked components without a plan on the platform.
    public var missingOnPlatform: @Sendable (_ platform: String, _ components: String) -> String = {
        " Not on \($0): \($1)."
    }

    // MARK: Gherkin

    /// The dialect a Gherkin feature names in its `# language:` line; English needs none.
    public var gherkinLanguage = "en"
    /// The dialect's `Feature` keyword.
    public var gherkinFeature = "Feature"
    /// The dialect's `Background` keyword.
    public var gherkinBackground = "Background"
    /// The dialect's `Scenario` keyword.
    public var gherkinScenario = "Scenario"
    /// The dialect's `Given` keyword.
    public var gherkinGiven = "Given"
    /// What a Given line loses after the `Given` keyword, when not `givenThat`: English drops "Given
    /// that " ("Given I am on …"), Spanish only "Dado " ("Dado que estoy en …").
    public var gherkinGivenOpening: String? = nil
    /// The dialect's `When` keyword.
    public var gherkinWhen = "When"
    /// The dialect's `Then` keyword.
    public var gherkinThen = "Then"
    /// The dialect's `And` keyword.
    public var gherkinAnd = "And"
    /// An action as it reads after `When`: "I use the tab key", "the screen reader reads the name".
    public var gherkinAction: @Sendable (_ action: String) -> String = {
        $0.hasPrefix("I ") ? $0 : $0.lowercasingFirstLetter
    }
    /// An item's expectation as it reads after `Then` (`afterThen`) or `And`: "I see …" as it is; German
    /// puts the verb first after "Dann" ("Dann sehe ich …", "Und ich höre …").
    public var gherkinOutcome: @Sendable (_ expectation: String, _ afterThen: Bool) -> String = { text, _ in text }

    // MARK: The vocabulary

    /// The typed vocabulary's phrasings in this language.
    public var terms = Terms.english

    /// The English words.
    public init() {}
}
