import A11yPlan

extension BundledCatalog {
    /// A time picker lets people choose a time of day in hours and minutes, in 12 or 24 hour format.
    static let timePicker: Component = Component("Time picker") {
        Usage("A time picker lets people choose a time of day in hours and minutes, in 12 or 24 hour format.")
        Pattern.variant(timePickerSpec(on: .iOS), on: .iOS, given: "I am on a screen with a time picker")
        Pattern.variant(timePickerSpec(on: .android), on: .android, given: "I am on a screen with a time picker")
        Pattern.variant(timePickerSpec(on: .web), on: .web, given: "I am on a page with a time picker")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func timePickerSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the time picker", role: .popUpButton)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)), "the hour and minute controls open",
            "the selected time"
        )
        spec.adjust = (.keys(.upDownArrows), "the hour or minute goes up or down", "the new hour or minute")
        spec.dismiss = "the controls close and focus returns to the time field"
        spec.adjustReferences = [.sc3_2_2]
        return spec
    }
}
