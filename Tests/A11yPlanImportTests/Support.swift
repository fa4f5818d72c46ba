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
/// variant's platform, references only as the plan's list of criteria and best practices. With
/// `exact`, only the source locations go.
func pageModel(_ component: Component, exact: Bool = false) -> Component {
    var component = component
    let nowhere = SourceLocation(fileID: "", line: 0)
    component.location = nowhere
    component.usage?.location = nowhere
    component.unavailable = component.unavailable.map { unavailable in
        var unavailable = unavailable
        unavailable.location = nowhere
        return unavailable
    }
    if !exact {
        component.noun = component.nameInSentence
        component.unavailable = []
    }
    component.variants = component.variants.map { variant in
        let platform = variant.platform
        var variant = variant
        variant.location = nowhere
        func words(_ phrase: Phrase, _ readers: [ScreenreaderApp]? = nil) -> Phrase {
            exact ? merged(phrase) : Phrase(phrase.text(on: platform, heardBy: readers))
        }
        func references(_ references: References) -> References { exact ? references : .none }
        func steps<Input>(_ part: NarrativePart<Input>?, _ readers: [ScreenreaderApp]? = nil) -> NarrativePart<Input>? {
            guard var part else { return nil }
            part.location = nowhere
            part.steps = part.steps.map { step in
                var step = step
                step.location = nowhere
                step.references = references(step.references)
                step.purpose = step.purpose.map { words($0, readers) }
                func normalized(_ expectation: Expectation) -> Expectation {
                    switch expectation {
                    case .see(let phrase): .see(words(phrase, readers))
                    case .hear(let phrase): .hear(words(phrase, readers))
                    case .hearOutput: .hearOutput
                    case .all(let members): .all(members.map(normalized))
                    }
                }
                step.expectation = normalized(step.expectation)
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
                row.references = references(row.references)
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
            howToTest.mobileScreenreader = steps(howToTest.mobileScreenreader, Platform.mobileWebScreenReaders)
            variant.howToTest = howToTest
        }
        variant.keyboardActions = rows(variant.keyboardActions)
        variant.screenreaderGestures = rows(variant.screenreaderGestures)
        variant.screenreaderOutput = rows(variant.screenreaderOutput)
        variant.deviceSettings = rows(variant.deviceSettings)
        variant.pointerAndTouch = rows(variant.pointerAndTouch)
        return variant
    }
    return component
}

/// `phrase` with each run of text pieces as one piece, as one string literal writes them.
func merged(_ phrase: Phrase) -> Phrase {
    var result = phrase
    result.segments = []
    for segment in phrase.segments {
        if case .text(let text) = segment, case .text(let previous)? = result.segments.last {
            result.segments[result.segments.count - 1] = .text(previous + text)
        } else {
            result.segments.append(segment)
        }
    }
    return result
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

/// A component with hostile text in every field: quotes, backslashes, `\(`, `#` runs after quotes
/// and backslashes, line breaks, tabs, a bidirectional override, a combining mark first, emoji.
let hostileComponent: Component = {
    let nasty = [
        #"She said "hi" \(boom) #"#, ###"\#\##(x) "#"## \##(not interpolated)"###, "line one\nline two\r\ttab",
        "\u{202E}reversed\u{0}nul",
        "\u{301}combining first, e\u{301}, 👩🏽‍💻 日本語", #"end with a quote""#, #"\"#, "#", "",
    ]
    var component = Component(nasty[0], noun: nasty[1], id: "hostile") {
        Usage(nasty[2])
        Unavailable(.android, nasty[3])
        Variant(.iOS) {
            HowToTest(given: "\(nasty[4]) \(.role(.button)) \(nasty[0])") {
                KeyboardOnly {
                    When(.key(.tab).phrased(nasty[5]), "\(nasty[6])", .see("\(nasty[7])\(.state(.expanded))"))
                    ThenWhen(.keys(.enter, .space), .see("\(nasty[8])"), .bestPractice)
                }
                Screenreader {
                    When(.gesture(.swipe).phrased(nasty[1] + " swipe"), "\(nasty[2])", .hearOutput, .wcag(.sc4_1_2))
                    OrWhen(.keys(.key(.tab).phrased(nasty[0])), .hear("\(nasty[3])"))
                }
            }
            KeyboardActions { Row(.keys(.tab, .shiftTab), "\(nasty[4])", .wcag(.sc2_1_1, .sc2_4_7)) }
            ScreenreaderGestures { Row(.command(.nextHeading).phrased(nasty[6] + " H heading"), "\(nasty[5])") }
            ScreenreaderOutput { Row(.name, "\(nasty[0]) \(.screenReader) \(.key(.escape))") }
            DeviceSettings {
                Row(.setting(.textResize).phrased(nasty[3] + " larger text"), "\(nasty[1]) \(.setting(.boldText))")
            }
        }
    }
    component.location = SourceLocation(fileID: "hostile", line: 1)
    return component
}()
