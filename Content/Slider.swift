import A11yPlan

extension BundledCatalog {
    /// A slider picks a value from a range by moving a thumb along a track, such as volume or brightness.
    static let slider: Component = Component("Slider") {
        Usage("A slider picks a value from a range by moving a thumb along a track, such as volume or brightness.")
        Pattern.variant(sliderSpec(on: .iOS), on: .iOS, given: "I am on a screen with a slider")
        Pattern.variant(sliderSpec(on: .android), on: .android, given: "I am on a screen with a slider")
        Pattern.variant(sliderSpec(on: .web), on: .web, given: "I am on a page with a slider")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func sliderSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the slider", role: .slider)
        spec.adjust = (.keys(.leftRightArrows), "the value changes by one step and the thumb moves", "the new value")
        spec.setting = Row(
            .setting(.darkMode),
            "The track and the thumb stay distinct from the dark background",
            .wcag(.sc1_4_11),
            fileID: fileID,
            line: line
        )
        return spec
    }
}
