import A11yPlan

extension BundledCatalog {
    /// A menu lists actions that a button opens, such as Share, Duplicate and Delete.
    static let menu: Component = Component("Menu") {
        Usage("A menu lists actions that a button opens, such as *Share*, *Duplicate* and *Delete*.")
        Pattern.variant(menuSpec(on: .iOS), on: .iOS, given: "I am on a screen with a menu")
        Pattern.variant(menuSpec(on: .android), on: .android, given: "I am on a screen with a menu")
        Pattern.variant(menuSpec(on: .web), on: .web, given: "I am on a page with a menu")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func menuSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the menu button", role: .popUpButton)
        spec.states = [.collapsed, .expanded]
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)),
            "the menu opens and focus moves to its first item", "the first menu item and the number of items"
        )
        spec.adjust = (.keys(.upDownArrows), "focus moves to the next or previous menu item", "each menu item")
        spec.dismiss = "the menu closes and focus returns to the menu button"
        spec.adjustGesture = .swipeAgain
        return spec
    }
}
