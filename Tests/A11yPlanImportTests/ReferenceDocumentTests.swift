import A11yPlan
import A11yPlanFormats
import A11yPlanImport
import Content
import Foundation
import Testing

/// The plain-text reference document imports to the plan `Content/PopoverTooltip.swift` writes by hand.
@Suite struct ReferenceDocumentTests {
    static func reference() throws -> String {
        try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/popover-tooltip-ios.txt"), encoding: .utf8
        )
    }

    static func imported() throws -> ImportResult {
        PageImporter().importPages([PageSource(path: "popover-tooltip-ios.txt", text: try reference())])
    }

    /// Lower-cased words, as the output tests compare pages with the reference.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    @Test func rendersThePopoverTooltipsIOSPageWordForWord() throws {
        let result = try Self.imported()
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let component = try #require(result.components.first)
        #expect(component.name == "Popover tooltip")
        #expect(component.noun == "a popover tooltip")
        #expect(component.platforms == [.iOS])
        let page = markdownPage(component, .iOS)
        let expected = Self.words(try Self.reference())
        #expect(expected.count > 250)
        #expect(Self.words(page) == ["popover", "tooltip"] + expected)
    }

    @Test func readsTheSameTermsAsTheHandWrittenPlan() throws {
        let imported = try #require(try Self.imported().components.first)
        let handWritten = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        var expected = pageModel(handWritten)
        expected.variants = expected.variants.filter { $0.platform == .iOS }
        let actual = pageModel(imported)
        #expect(actual == expected)
        let variant = try #require(imported.variant(for: .iOS))
        let third = try #require(variant.howToTest?.keyboardOnly?.steps[2].input)
        #expect(third == .keys(.ctrlTab, .arrowKey).phrased("the ctrl + tab key or arrow key"))
        let settings = variant.deviceSettings?.rows.map(\.input)
        #expect(
            settings == [
                .setting(.textResize).phrased("Text resize"),
                .setting(.increasedContrast).phrased("Increased contrast"),
            ])
        let output = variant.screenreaderOutput?.rows.map(\.result)
        #expect(output?[1] == "It identifies itself as a \(.role(.button))")
        #expect(output?[3] == "It expresses its state (\(.state(.expanded)))")
    }

    @Test func warnsOnlyThatTheReferenceHasNoCriteria() throws {
        let result = try Self.imported()
        #expect(
            result.diagnostics.map(\.description) == [
                "popover-tooltip-ios.txt:8: warning: 17 lines of the page have no WCAG reference, which a11yplan check "
                    + "refuses: give each .wcag(...) or .bestPractice in the generated source"
            ])
        #expect(result.summary == "1 page read, 1 component written, 20 terms mapped, 1 warning")
    }
}
