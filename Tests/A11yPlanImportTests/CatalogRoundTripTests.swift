import A11yPlan
import A11yPlanFormats
import A11yPlanImport
import Content
import Testing

/// Every bundled component's pages, rendered to Markdown and imported, give the same pages again.
@Suite struct CatalogRoundTripTests {
    @Test(arguments: BundledCatalog.components.map(\.id))
    func importedPagesRenderAsTheOriginals(id: String) throws {
        let component = try #require(BundledCatalog.catalog.component(id: id))
        let result = PageImporter().importPages(markdownPages(component))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.description))")
        let imported = try #require(result.components.first)
        #expect(result.components.count == 1)
        #expect(imported.platforms == component.platforms)
        for platform in component.platforms {
            let original = markdownPage(component, platform)
            let again = markdownPage(imported, platform)
            #expect(again == original, "\(id) on \(platform.name): \(firstDifference(original, again))")
        }
    }

    /// The imported model equals the original apart from what no page shows: source locations,
    /// which row proves which criterion, whether words are a typed term inside free text, and the
    /// choice between two readings that give the same words ("swipe up or down" is both
    /// `.swipeUpOrDown` and `.adjustValue` on iOS; `.swipe` with "up to the next row" reads as
    /// `.swipeUpOrDown` phrased "swipe up" with "to the next row"). Each step or row that differs must
    /// be such a pair, and there are no more of them than today's count, so a new loss shows.
    @Test func importedModelsEqualTheOriginalsWhereThePageTellsThemApart() throws {
        var alike = 0
        var compared = 0
        for component in BundledCatalog.components {
            let imported = try #require(PageImporter().importPages(markdownPages(component)).components.first)
            let expected = pageModel(component)
            let actual = pageModel(imported)
            #expect(expected.name == actual.name && expected.noun == actual.noun && expected.usage == actual.usage)
            for (left, right) in zip(expected.variants, actual.variants) {
                let platform = left.platform
                let context = "\(component.id) on \(platform.name)"
                #expect(left.howToTest?.given == right.howToTest?.given, "\(context)")
                func steps<Input>(_ a: [Step<Input>], _ b: [Step<Input>]) {
                    #expect(a.count == b.count, "\(context)")
                    for (x, y) in zip(a, b) {
                        compared += 1
                        guard x != y else { continue }
                        alike += 1
                        let words = { (step: Step<Input>) in
                            [step.input.action(on: platform, in: .english), step.purpose?.text(on: platform) ?? ""]
                                .joined(
                                    separator: " ")
                        }
                        #expect(
                            x.connective == y.connective && x.expectation == y.expectation && words(x) == words(y),
                            "\(context): \(x) read as \(y)")
                    }
                }
                func rows<Input: TableInput>(_ a: [Row<Input>], _ b: [Row<Input>]) {
                    #expect(a.count == b.count, "\(context)")
                    for (x, y) in zip(a, b) {
                        compared += 1
                        guard x != y else { continue }
                        alike += 1
                        #expect(
                            x.result == y.result
                                && x.input.cell(on: platform, in: .english) == y.input.cell(on: platform, in: .english),
                            "\(context): \(x) read as \(y)")
                    }
                }
                steps(left.howToTest?.keyboardOnly?.steps ?? [], right.howToTest?.keyboardOnly?.steps ?? [])
                steps(left.howToTest?.screenreader?.steps ?? [], right.howToTest?.screenreader?.steps ?? [])
                steps(left.howToTest?.mobileScreenreader?.steps ?? [], right.howToTest?.mobileScreenreader?.steps ?? [])
                rows(left.keyboardActions?.rows ?? [], right.keyboardActions?.rows ?? [])
                rows(left.screenreaderGestures?.rows ?? [], right.screenreaderGestures?.rows ?? [])
                rows(left.screenreaderOutput?.rows ?? [], right.screenreaderOutput?.rows ?? [])
                rows(left.deviceSettings?.rows ?? [], right.deviceSettings?.rows ?? [])
                rows(left.pointerAndTouch?.rows ?? [], right.pointerAndTouch?.rows ?? [])
            }
        }
        #expect(compared > 3000)
        // 34 are terms that read alike; 6 more are the catalog's paste steps, `.key(.characters)` worded
        // "command + V", which name no key of the vocabulary and come back in their own words (`.words`).
        #expect(alike <= 40, "\(alike) of \(compared) steps and rows are read as another term with the same words")
    }

    /// The page's criteria and best practices come back as the plan's own.
    @Test(arguments: BundledCatalog.components.map(\.id))
    func importedPlansListTheSameReferences(id: String) throws {
        let component = try #require(BundledCatalog.catalog.component(id: id))
        let imported = try #require(PageImporter().importPages(markdownPages(component)).components.first)
        for platform in component.platforms {
            let original = try #require(TestPlan(component: component, platform: platform))
            let again = try #require(TestPlan(component: imported, platform: platform))
            #expect(again.criteria == original.criteria)
            #expect(again.bestPractices == original.bestPractices)
        }
    }
}
