import A11yPlan

extension BundledCatalog {
    /// A navigation bar (a tab bar on iOS, a bottom navigation bar on Android, the main menu on the Web) moves between the top-level sections.
    static let navigationBar: Component = Component("Navigation bar") {
        Usage(
            "A navigation bar (a tab bar on iOS, a bottom navigation bar on Android, the main menu on the Web) moves between the top-level sections."
        )
        Pattern.variant(navigationBarSpec(on: .iOS), on: .iOS, given: "I am on a screen with a navigation bar")
        Pattern.variant(navigationBarSpec(on: .android), on: .android, given: "I am on a screen with a navigation bar")
        Pattern.variant(navigationBarSpec(on: .web), on: .web, given: "I am on a page with a navigation bar")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func navigationBarSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the navigation bar", role: .tab)
        spec.states = [.selected, .notSelected]
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)),
            "the chosen section opens and its item shows as current", "the section name and that it is selected"
        )
        spec.adjust = (
            .keys(.leftRightArrows), "focus moves between the items of the bar",
            "each item and its position, such as 2 of 5"
        )
        spec.activationReferences = [.sc3_2_3]
        spec.adjustGesture = .swipeAgain
        return spec
    }
}
