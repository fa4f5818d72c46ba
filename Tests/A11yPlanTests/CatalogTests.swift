import Testing

@testable import A11yPlan

@Suite struct CatalogTests {
    static let catalog = Catalog(
        name: "Test",
        version: "1",
        components: [
            Component("Popover tooltip") { Variant(.iOS) {} },
            Component("Tooltip") { Variant(.web) {} },
            Component("Button") { Variant(.iOS) {} },
        ]
    )

    @Test func findsComponentsByIdAndPlatform() {
        #expect(Self.catalog.component(id: "tooltip")?.name == "Tooltip")
        #expect(Self.catalog.component(id: "nope") == nil)
        #expect(Self.catalog.components(on: .iOS).map(\.id) == ["popover-tooltip", "button"])
    }

    @Test func suggestsTheClosestIds() {
        #expect(Self.catalog.closestIDs(to: "popovr-tooltip").first == "popover-tooltip")
        #expect(Self.catalog.closestIDs(to: "buton") == ["button"])
        #expect(Self.catalog.closestIDs(to: "zzzzzzzzzzzzzzzzzzzzzz").isEmpty)
    }

    @Test func measuresEditDistance() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
    }
}
