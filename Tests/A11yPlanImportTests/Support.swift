import A11yPlan
import A11yPlanFormats
import A11yPlanImport
import Foundation

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The Markdown page of `component` on `platform`, as `render` prints it.
func markdownPage(_ component: Component, _ platform: Platform) -> String {
    MarkdownRenderer().string(TestPlan(component: component, platform: platform)!)
}

/// Every page of `component`, named as the site saves them.
func markdownPages(_ component: Component) -> [PageSource] {
    component.platforms.map { PageSource(path: "\(component.id)-\($0.rawValue).md", text: markdownPage(component, $0)) }
}

/// The component as a page can show it: no source locations, phrases as their words on the
/// variant's platform, references only as the plan's list of criteria and best practices.
func pageModel(_ component: Component) -> Component {
    var component = component
    let nowhere = SourceLocation(fileID: "", line: 0)
    component.location = nowhere
    component.noun = component.nameInSentence
    component.usage?.location = nowhere
    component.unavailable = []
    component.variants = component.variants.map { variant in
        let platform = variant.platform
        var variant = variant
        variant.location = nowhere
        func words(_ phrase: Phrase) -> Phrase { Phrase(phrase.text(on: platform)) }
        func steps<Input>(_ part: NarrativePart<Input>?) -> NarrativePart<Input>? {
            guard var part else { return nil }
            part.location = nowhere
            part.steps = part.steps.map { step in
                var step = step
                step.location = nowhere
                step.references = .none
                step.purpose = step.purpose.map(words)
                switch step.expectation {
                case .see(let phrase): step.expectation = .see(words(phrase))
                case .hear(let phrase): step.expectation = .hear(words(phrase))
                case .hearOutput: break
                }
                return step
            }
            return part
        }
        func rows<Input>(_ table: Table<Input>?) -> Table<Input>? {
            guard var table else { return nil }
            table.location = nowhere
            table.rows = table.rows.map { row in
                var row = row
                row.location = nowhere
                row.references = .none
                row.result = words(row.result)
                return row
            }
            return table
        }
        if var howToTest = variant.howToTest {
            howToTest.location = nowhere
            howToTest.given = words(howToTest.given)
            howToTest.keyboardOnly = steps(howToTest.keyboardOnly)
            howToTest.screenreader = steps(howToTest.screenreader)
            howToTest.mobileScreenreader = steps(howToTest.mobileScreenreader)
            variant.howToTest = howToTest
        }
        variant.keyboardActions = rows(variant.keyboardActions)
        variant.screenreaderGestures = rows(variant.screenreaderGestures)
        variant.screenreaderOutput = rows(variant.screenreaderOutput)
        variant.deviceSettings = rows(variant.deviceSettings)
        return variant
    }
    return component
}

/// The first differing line of two texts, for messages.
func firstDifference(_ left: String, _ right: String) -> String {
    let a = left.split(separator: "\n", omittingEmptySubsequences: false)
    let b = right.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
        let x = index < a.count ? String(a[index]) : "<end>"
        let y = index < b.count ? String(b[index]) : "<end>"
        if x != y { return "line \(index + 1):\n  \(x)\n  \(y)" }
    }
    return "none"
}
