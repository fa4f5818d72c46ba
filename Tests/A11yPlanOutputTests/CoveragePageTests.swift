import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Testing

@Suite struct CoveragePageTests {
    static let catalog = Catalog(
        name: "Two",
        version: "1",
        components: [
            Component("Skip link") {
                Unavailable(.iOS, "Apps have no skip links.")
                Variant(.web) {
                    KeyboardActions { Row(.key(.enter), "Moves to the content", .wcag(.sc2_4_1, .sc2_1_1)) }
                }
            },
            Component("Switch") {
                Variant(.android) {
                    ScreenreaderOutput { Row(.state, "On or off", .wcag(.sc4_1_2)) }
                    DeviceSettings { Row(.setting(.increasedContrast), "Stays clear", .bestPractice) }
                }
            },
        ]
    )

    static func page() -> String {
        SiteContent(catalog: catalog, links: SiteLinks()).coverage().content
    }

    @Test func digestsKeepEveryCriterionOfEveryPlan() {
        #expect(SuccessCriterion.all.count <= 128, "a digest has a bit for each of 128 criteria")
        var compared = 0
        for component in BundledCatalog.components {
            for platform in component.platforms {
                guard let plan = TestPlan(component: component, platform: platform) else { continue }
                #expect(PlanDigest(plan).criteria == plan.criteria, "\(component.id) on \(platform)")
                compared += 1
            }
        }
        #expect(compared > 100)
        let everything = Catalog(
            name: "All", version: "1",
            components: [
                Component("Everything") {
                    Variant(.web) {
                        KeyboardActions { Row(.key(.enter), "Every criterion", .wcag(SuccessCriterion.all)) }
                    }
                }
            ])
        let plan = TestPlan(component: everything.components[0], platform: .web)
        #expect(plan.map { PlanDigest($0).criteria } == SuccessCriterion.all, "the high bits too")
    }

    @Test func countsTheCriteriaTestedAndUntested() {
        let html = Self.page()
        let levelAA = SuccessCriterion.all.filter { $0.level <= .aa && !$0.isObsolete }.count
        #expect(html.contains("The catalog tests 3 of the \(levelAA) WCAG 2.2 level A and AA success criteria"))
        #expect(html.contains("\(levelAA - 3) are never touched."))
        #expect(html.contains("<desc id=\"chart-desc\">1 Perceivable: 0 of "))
        #expect(html.contains("2 Operable: 2 of "))
        #expect(html.contains("<tr><th scope=\"row\">4 Robust</th><td>1</td><td>2</td></tr>"))
    }

    @Test func showsTheMatrixWithReasons() {
        let html = Self.page()
        #expect(html.contains("Not on iOS: Apps have no skip links."))
        #expect(html.contains("Not on Android</span>"))
        #expect(html.contains(">1 checks<span class=\"visually-hidden\"> for Skip link on Web</span>"))
    }

    @Test func theChartHasATextAlternative() {
        let html = Self.page()
        #expect(html.contains("<svg role=\"img\" aria-labelledby=\"chart-title chart-desc\""))
        #expect(html.contains("<title id=\"chart-title\">"))
    }
}
