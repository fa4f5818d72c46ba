import A11yPlan
import A11yPlanFormats
import A11yPlanImport
import Foundation
import Testing

/// The corpus in `Tests/Fixtures/import/real-shapes`: pages written in our own words in the shapes of
/// the public criteria sites' Markdown sources, with their headings, numbering, indentation, blank
/// lines and slips.
///
/// - `web/`: criteria pages in sections (`## General Notes`, `## Condensed` and `## Gherkin` under
///   `### #a11y - Web Accessibility Acceptance Criteria`, videos, code and developer notes).
/// - `native/`: the same for iOS and Android together, with `N. Scenario:` parts, WHEN / THEN / AND
///   bullets, quoted key names and lines marked for one platform in words.
/// - `skills/`: skills files, one per platform of a component, with front matter, a `# iOS Button
///   skills` title, numbered parts and, on the Web, sections on when to use the component; a design
///   file with no test steps.
enum RealShapes {
    static let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/import/real-shapes")

    /// Every page of the corpus, as its path from `real-shapes/`.
    static let files: [String] = {
        let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".md") }.sorted()
    }()

    /// The page at `path` (from `real-shapes/`), named by that path, whose folders say its platform.
    static func page(_ path: String) throws -> PageSource {
        PageSource(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// The pages of one shape's folder.
    static func pages(in folder: String) throws -> [PageSource] {
        try files.filter { $0.hasPrefix(folder + "/") }.map(page)
    }

    /// The lines of a page that hold its criteria: in a page in sections those of `## Condensed` and
    /// `## Gherkin`; in a skills file those from `## How to test` to the first section after the parts.
    /// Headings, the `#a11y` lines and `Full information:` links are left out: they are no criteria.
    static func criteriaText(_ text: String) -> String {
        var keeping = false
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("## ") {
                let title = trimmed.dropFirst(3).lowercased()
                keeping =
                    ["condensed", "gherkin"].contains(title.trimmingCharacters(in: .whitespaces))
                    || title.hasPrefix("how to test")
                continue
            }
            // A skills file's parts end where prose or another kind of section begins.
            if trimmed.hasPrefix("### ") || trimmed.hasPrefix("#### ") || trimmed.hasPrefix(">") { continue }
            if trimmed.hasPrefix("Full information:") || trimmed.hasPrefix("How to test") { continue }
            if keeping && !trimmed.isEmpty && !trimmed.hasPrefix("-") && !trimmed.hasPrefix("*")
                && !(trimmed.first?.isNumber ?? false) && !trimmed.lowercased().hasPrefix("given")
            {
                keeping = false
            }
            if keeping { kept.append(line) }
        }
        // "THEN" opens a native page's outcome; the plan says the outcome without it.
        return kept.joined(separator: "\n").replacingOccurrences(of: "THEN ", with: " ")
    }
}

@Suite struct RealShapeTests {
    @Test func theCorpusHasTwentyPagesOfEachShape() {
        for folder in ["web", "native", "skills"] {
            #expect(RealShapes.files.filter { $0.hasPrefix(folder + "/") }.count >= 20, "\(folder)")
        }
    }

    /// Each page imports without an error into one component; the design skills file is skipped
    /// with a warning that says why.
    @Test(arguments: RealShapes.files)
    func importsWithoutAnError(path: String) throws {
        let result = PageImporter().importPages([try RealShapes.page(path)])
        #expect(!result.hasErrors, "\(result.diagnostics.filter { $0.severity == .error })")
        if path.contains("accessible-design/") {
            #expect(result.components.isEmpty)
            #expect(result.diagnostics.contains { $0.message.contains("design skills file") })
        } else {
            #expect(result.components.count == 1)
        }
    }

    /// Every word of a page's criteria is in the plan it imports to, rendered on each of its platforms,
    /// or in a warning: nothing a criterion says is dropped silently.
    @Test(arguments: RealShapes.files.filter { !$0.contains("accessible-design/") })
    func keepsEveryCriteriaWord(path: String) throws {
        let page = try RealShapes.page(path)
        let result = PageImporter().importPages([page])
        let component = try #require(result.components.first)
        let missing = SiteFixtures.words(RealShapes.criteriaText(page.text))
            .subtracting(try SiteFixtures.keptWords(result, component))
        #expect(missing.isEmpty, "\(path): \(missing.sorted())")
    }

    /// Outcomes listed under a step stay outcomes of their own: no expectation holds words that the
    /// page wrote on two lines, joined with "; ".
    @Test(arguments: RealShapes.files.filter { !$0.contains("accessible-design/") })
    func noOutcomesAreGlued(path: String) throws {
        let page = try RealShapes.page(path)
        let component = try #require(PageImporter().importPages([page]).components.first)
        var several = 0
        for variant in component.variants {
            let platform = variant.platform
            var expectations = (variant.howToTest?.keyboardOnly?.steps ?? []).map(\.expectation)
            expectations += (variant.howToTest?.screenreader?.steps ?? []).map(\.expectation)
            expectations += (variant.howToTest?.mobileScreenreader?.steps ?? []).map(\.expectation)
            for expectation in expectations {
                if case .all = expectation { several += 1 }
                for case .see(let phrase) in expectation.each where phrase.text(on: platform).contains("; ") {
                    #expect(
                        page.text.contains(phrase.text(on: platform)), "\(path): glued '\(phrase.text(on: platform))'")
                }
                for case .hear(let phrase) in expectation.each where phrase.text(on: platform).contains("; ") {
                    #expect(
                        page.text.contains(phrase.text(on: platform)), "\(path): glued '\(phrase.text(on: platform))'")
                }
            }
        }
        let listsSeveral = page.text.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " }
            return line.hasPrefix("      ") && (trimmed.hasPrefix("- AND ") || trimmed.hasPrefix("- I SEE"))
        }
        if listsSeveral { #expect(several > 0, "\(path) lists several outcomes under a step") }
    }

    /// A component's skills files, one per platform, are one component with a variant each.
    @Test func skillsFilesOfOneComponentAreOneComponent() throws {
        let result = PageImporter().importPages(try RealShapes.pages(in: "skills"))
        #expect(!result.hasErrors)
        #expect(result.components.count == 8)
        for component in result.components {
            #expect(component.platforms == [.iOS, .android, .web], "\(component.id)")
        }
        let button = try #require(result.components.first { $0.id == "button" })
        #expect(button.name == "Button")
    }

    /// The four things heard on reaching the component are the Screenreader output rows, each its own
    /// checklist item, and the step hears them.
    @Test func theFourLinesHeardAreTheOutputRows() throws {
        let result = PageImporter().importPages([try RealShapes.page("skills/accessible-ios/button.md")])
        let variant = try #require(result.components.first?.variant(for: .iOS))
        #expect(variant.screenreaderOutput?.rows.count == 4)
        let first = try #require(variant.howToTest?.screenreader?.steps.first)
        #expect(first.expectation == .hearOutput)
    }

    /// The generated source of one page of each shape.
    @Test(arguments: ["web/checkbox.md", "native/checkbox.md", "skills/accessible-ios/button.md"])
    func generatedSource(path: String) throws {
        let result = PageImporter().importPages([try RealShapes.page(path)])
        let source = result.files.map { "// \($0.name)\n" + $0.text }.joined(separator: "\n")
        try assertImportSnapshot(source, named: path.replacingOccurrences(of: "/", with: "-") + ".swift.txt")
    }
}

/// Compares `actual` with `Snapshots/<name>` beside this file; `A11YPLAN_RECORD_SNAPSHOTS=1` writes it
/// instead and still fails, so a snapshot is never re-recorded by accident.
func assertImportSnapshot(
    _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
)
    throws
{
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["A11YPLAN_RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: file)
        Issue.record("Recorded snapshot \(name); run again to check it.", sourceLocation: sourceLocation)
        return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}
