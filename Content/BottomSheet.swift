import A11yPlan

extension BundledCatalog {
    /// A bottom sheet slides up from the bottom edge with extra options or details, and can be dragged or dismissed.
    static let bottomSheet: Component = Component("Bottom sheet") {
        Usage(
            "A bottom sheet slides up from the bottom edge with extra options or details, and can be dragged or dismissed."
        )
        Pattern.variant(bottomSheetSpec(on: .iOS), on: .iOS, given: "I am on a screen with a bottom sheet")
        Pattern.variant(bottomSheetSpec(on: .android), on: .android, given: "I am on a screen with a bottom sheet")
        Pattern.variant(bottomSheetSpec(on: .web), on: .web, given: "I am on a page with a bottom sheet")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func bottomSheetSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the bottom sheet", role: .dialog)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the sheet opens and focus moves into it",
            "the sheet title"
        )
        spec.dismiss = "the sheet closes and focus returns to the control that opened it"
        spec.activationReferences = [.sc2_4_3, .sc2_5_7]
        return spec
    }
}
