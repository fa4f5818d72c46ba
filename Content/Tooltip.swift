import A11yPlan

extension BundledCatalog {
    /// A tooltip shows a short label or hint for a control while the control has focus or the pointer rests on it.
    static let tooltip: Component = Component("Tooltip") {
        Usage(
            "A tooltip shows a short label or hint for a control while the control has focus or the pointer rests on it."
        )
        Unavailable(
            .iOS, "iOS has no hover or focus tooltips; give the control a visible label, or use a popover tooltip.")
        Pattern.variant(tooltipSpec(on: .android), on: .android, given: "I am on a screen with a tooltip")
        Pattern.variant(tooltipSpec(on: .web), on: .web, given: "I am on a page with a tooltip")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func tooltipSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the tooltip", role: .button)
        spec.dismiss = "the tooltip hides and focus stays on its control"
        spec.activationReferences = [.sc1_4_13]
        spec.output = [
            Row(
                .name, "The control's name is read, then the tooltip text as its description",
                .wcag(.sc4_1_2, .sc1_3_1), fileID: fileID, line: line),
            Row(
                .group, "The tooltip is read with its control, not as a separate item", .wcag(.sc1_3_1), fileID: fileID,
                line: line),
        ]
        return spec
    }
}
