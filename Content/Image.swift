import A11yPlan

extension BundledCatalog {
    /// A meaningful image carries information, such as a chart or a product photo, and has a text alternative that gives the same information.
    static let image: Component = Component("Image") {
        Usage(
            "A meaningful image carries information, such as a chart or a product photo, and has a text alternative that gives the same information."
        )
        Pattern.variant(imageSpec(on: .iOS), on: .iOS, given: "I am on a screen with an image")
        Pattern.variant(imageSpec(on: .android), on: .android, given: "I am on a screen with an image")
        Pattern.variant(imageSpec(on: .web), on: .web, given: "I am on a page with an image")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func imageSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the image", role: .image)
        spec.focusable = false
        spec.output = [
            Row(
                .name, "Its text alternative gives the same information as the image", .wcag(.sc1_1_1), fileID: fileID,
                line: line),
            Row(.role, "It identifies itself as an \(.role(.image))", .wcag(.sc4_1_2), fileID: fileID, line: line),
        ]
        return spec
    }
}
