/// A component's test plan on one platform with every typed term phrased: what every page shows.
///
/// It is the one place where the narrative is derived from the tables (the screen-reader "I HEAR" lines
/// from the Screenreader output rows, the Device settings part from its table), so the Markdown page,
/// the HTML page and the checklists all say the same thing. Its strings are plain text, not yet escaped.
public struct TestPlan: Sendable, Hashable {
    /// The component's id.
    public let componentID: String
    /// The component's name, such as "Popover tooltip".
    public let componentName: String
    /// The platform.
    public let platform: Platform
    /// The usage prose in Markdown, if the component has any.
    public let usage: String?
    /// The narrative's Given line and parts, if the variant has a narrative.
    public let howToTest: HowToTestPlan?
    /// The tables present, numbered from 1 in page order.
    public let tables: [TablePlan]
    /// Where the variant was written.
    public let location: SourceLocation
    /// The language the plan is written in: every fixed word and term comes from its words.
    public let language: Language

    /// The fixed words and phrasings of the plan's language, which every format writes it with.
    public var words: Words { language.words }

    /// The plan of `component` on `platform` in `language`, or nil where the component has no such variant.
    public init?(component: Component, platform: Platform, language: Language = .english) {
        guard let variant = component.variant(for: platform) else { return nil }
        self.language = language
        let words = language.words
        componentID = component.id
        componentName = component.name
        self.platform = platform
        usage = component.usage?.markdown
        location = variant.location
        let outputRows = variant.screenreaderOutput?.rows ?? []
        howToTest = variant.howToTest.map {
            HowToTestPlan($0, component: component, variant: variant, heard: outputRows, words: words)
        }
        let tables: [TablePlan?] = [
            variant.keyboardActions.map { TablePlan($0, on: platform, words: words) },
            variant.screenreaderGestures.map { TablePlan($0, on: platform, words: words) },
            variant.screenreaderOutput.map { TablePlan($0, on: platform, words: words) },
            variant.deviceSettings.map { TablePlan($0, on: platform, words: words) },
            variant.pointerAndTouch.map { TablePlan($0, on: platform, words: words) },
        ]
        self.tables = tables.compactMap { $0 }.enumerated().map { index, table in
            var table = table
            table.number = index + 1
            return table
        }
        criteria = Self.criteria(tables: self.tables, howToTest: howToTest)
    }

    /// Every WCAG success criterion the plan's lines and rows prove, in number order, each once.
    ///
    /// Worked out once, when the plan is made: the page, its Markdown and the site's indexes all list
    /// them, and a plan does not change after it is made.
    public let criteria: [SuccessCriterion]

    /// The criteria of every row and every line's outcomes, read in place (rows and lines are large
    /// values, so they are not gathered into arrays first), sorted and each kept once.
    private static func criteria(tables: [TablePlan], howToTest: HowToTestPlan?) -> [SuccessCriterion] {
        var all: [SuccessCriterion] = []
        for table in tables {
            for row in table.rows { all += row.references.criteria }
        }
        for part in howToTest?.parts ?? [] {
            for line in part.lines {
                if let outcome = line.outcome { all += outcome.references.criteria }
                for outcome in line.listedOutcomes { all += outcome.references.criteria }
            }
        }
        all.sort()
        var unique: [SuccessCriterion] = []
        unique.reserveCapacity(all.count)
        for criterion in all where unique.last?.number != criterion.number {
            unique.append(criterion)
        }
        return unique
    }

    /// The first cells of the rows marked as platform best practice, in page order. A narrative line
    /// marked so says it on the line itself (`LinePlan.isBestPractice`), since its action is not a
    /// name a list can hold.
    public var bestPractices: [String] {
        var names: [String] = []
        for table in tables {
            for row in table.rows where row.references.isBestPractice && !names.contains(row.input) {
                names.append(row.input)
            }
        }
        return names
    }

    /// The page title: platform, then component, such as "iOS Popover tooltip".
    public var title: String { words.planTitle(platform.name, componentName) }
}
