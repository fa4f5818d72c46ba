import A11yPlan
import Content
import Foundation
import Testing

@Suite struct BundledCatalogTests {
    static let catalog = BundledCatalog.catalog

    @Test func idsAreUnique() {
        let ids = Self.catalog.components.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func hasSixtyComponentsOrMore() {
        #expect(Self.catalog.components.count >= 60)
        for component in Self.catalog.components {
            for platform in Platform.allCases {
                let covered =
                    component.variant(for: platform) != nil || component.unavailableReason(on: platform) != nil
                #expect(covered, "\(component.id) says nothing about \(platform.name)")
            }
        }
    }

    @Test func testsFortyFiveOfTheLevelAAndAACriteriaOrMore() {
        var tested: Set<String> = []
        for component in Self.catalog.components {
            for platform in component.platforms {
                tested.formUnion(TestPlan(component: component, platform: platform)?.criteria.map(\.number) ?? [])
            }
        }
        let levelAA = SuccessCriterion.all.filter { $0.level <= .aa && !$0.isObsolete }
        #expect(levelAA.count == 55)
        let untested = levelAA.filter { !tested.contains($0.number) }.map(\.number)
        #expect(levelAA.count - untested.count >= 45, "never tested: \(untested.joined(separator: ", "))")
    }

    @Test func everyComponentHasANounAndTheWebIsTestedOnPhones() {
        for component in Self.catalog.components {
            #expect(component.noun != nil, "\(component.location): no noun")
            if let web = component.variant(for: .web) {
                #expect(web.howToTest?.mobileScreenreader?.steps.isEmpty == false, "\(web.location): no phone part")
            }
        }
    }

    @Test func passesItsOwnChecks() {
        let findings = Validator().validate(Self.catalog)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: BundledCatalog.components.flatMap { component in component.variants.map { (component, $0) } })
    func everyItemHasReferencesOrTheBestPracticeMark(component: Component, variant: Variant) throws {
        let plan = try #require(TestPlan(component: component, platform: variant.platform))
        for item in try ComponentChecklist(plan).items {
            #expect(!item.references.isEmpty || item.isBestPractice, "\(item.location): \(item.id)")
        }
    }

    @Test func popoverTooltipExistsOnEveryPlatform() throws {
        let component = try #require(Self.catalog.component(id: "popover-tooltip"))
        #expect(component.platforms == [.iOS, .android, .web])
        #expect(component.location.fileID == "Content/PopoverTooltip.swift")
    }

    @Test(arguments: BundledCatalog.components.flatMap { component in component.variants.map { (component, $0) } })
    func everyVariantIsComplete(component: Component, variant: Variant) throws {
        let plan = try #require(TestPlan(component: component, platform: variant.platform))
        let howToTest = try #require(plan.howToTest, "\(variant.location): no How to test")
        let parts: [PartPlan.Kind] =
            variant.platform == .web
            ? [.keyboard, .screenreader, .mobileScreenreader, .deviceSettings]
            : [.keyboard, .screenreader, .deviceSettings]
        #expect(howToTest.parts.map(\.kind) == parts, "\(variant.location)")
        let tables = plan.tables.map(\.kind)
        #expect(
            tables == [.keyboardActions, .screenreaderGestures, .screenreaderOutput, .deviceSettings]
                || tables == TableKind.allCases, "\(variant.location)")
        for line in howToTest.parts.flatMap(\.lines) {
            let outcomes = line.listedOutcomes + [line.outcome].compactMap { $0 }
            #expect(!outcomes.isEmpty, "\(line.location): a step without an expectation")
            #expect(outcomes.allSatisfy { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }, "\(line.location)")
        }
        for row in plan.tables.flatMap(\.rows) {
            #expect(!row.result.trimmingCharacters(in: .whitespaces).isEmpty, "\(row.location): empty result")
        }
    }

    @Test(arguments: BundledCatalog.components.flatMap { component in component.variants.map { (component, $0) } })
    func settingsExistOnTheirPlatform(component: Component, variant: Variant) {
        for row in variant.deviceSettings?.rows ?? [] {
            #expect(row.input.setting.platforms.contains(variant.platform), "\(row.location): \(row.input.setting)")
        }
    }
}
