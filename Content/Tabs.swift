import A11yPlan

extension BundledCatalog {
    /// Tabs (a segmented control on iOS) switch between views of the same context, one view at a time.
    static let tabs: Component = Component("Tabs") {
        Usage("Tabs (a segmented control on iOS) switch between views of the same context, one view at a time.")
        Pattern.variant(tabsSpec(on: .iOS), on: .iOS, given: "I am on a screen with a set of tabs")
        Pattern.variant(tabsSpec(on: .android), on: .android, given: "I am on a screen with a set of tabs")
        Pattern.variant(tabsSpec(on: .web), on: .web, given: "I am on a page with a set of tabs")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func tabsSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the tabs", role: .tab)
        spec.states = [.selected, .notSelected]
        spec.adjust = (
            .keys(.leftRightArrows), "the next or previous tab is selected and its panel shows",
            "the tab name, selected, and its position, such as 2 of 4"
        )
        spec.adjustGesture = .swipeAgain
        spec.adjustReferences = [.sc3_2_2]
        return spec
    }
}
