import A11yPlan

extension BundledCatalog {
    /// A card groups a summary of one item, such as an article, with a single link or action to open it.
    static let card: Component = Component("Card") {
        Usage("A card groups a summary of one item, such as an article, with a single link or action to open it.")
        Pattern.variant(cardSpec(on: .iOS), on: .iOS, given: "I am on a screen with a card")
        Pattern.variant(cardSpec(on: .android), on: .android, given: "I am on a screen with a card")
        Pattern.variant(cardSpec(on: .web), on: .web, given: "I am on a page with a card")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func cardSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the card", role: .link)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .key(.enter)), "the item the card describes opens",
            "the title of the new page or screen"
        )
        spec.activationReferences = [.sc2_4_4]
        spec.output = [
            Row(
                .name, "Its name is the card title, not the whole card text", .wcag(.sc2_4_4, .sc4_1_2), fileID: fileID,
                line: line),
            Row(.role, "It identifies itself as a \(.role(.link))", .wcag(.sc4_1_2), fileID: fileID, line: line),
            Row(
                .group, "The rest of the card is read in a sensible order after the title", .wcag(.sc1_3_2),
                fileID: fileID, line: line),
        ]
        return spec
    }
}
