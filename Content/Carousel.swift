import A11yPlan

extension BundledCatalog {
    /// A carousel shows a series of items, such as offers, one or a few at a time, with controls to move between them.
    static let carousel: Component = Component("Carousel") {
        Usage(
            "A carousel shows a series of items, such as offers, one or a few at a time, with controls to move between them."
        )
        Pattern.variant(carouselSpec(on: .iOS), on: .iOS, given: "I am on a screen with a carousel")
        Pattern.variant(carouselSpec(on: .android), on: .android, given: "I am on a screen with a carousel")
        Pattern.variant(carouselSpec(on: .web), on: .web, given: "I am on a page with a carousel")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func carouselSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the carousel", role: .button)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .keys(.enter, .space)),
            "the next or previous slide shows and automatic rotation stops", "the slide number and its content"
        )
        spec.adjust = (
            .keys(.leftRightArrows), "the carousel moves to the next or previous slide", "the new slide, such as 3 of 5"
        )
        spec.activationReferences = [.sc2_2_2]
        spec.adjustGesture = .swipeAgain
        return spec
    }
}
