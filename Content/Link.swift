import A11yPlan

extension BundledCatalog {
    /// A link takes people to another page, screen or place on the page.
    static let link: Component = Component("Link") {
        Usage("A link takes people to another page, screen or place on the page. Its text says where it goes.")
        Pattern.variant(linkSpec(on: .iOS), on: .iOS, given: "I am on a screen with a link")
        Pattern.variant(linkSpec(on: .android), on: .android, given: "I am on a screen with a link")
        Pattern.variant(linkSpec(on: .web), on: .web, given: "I am on a page with a link")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func linkSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the link", role: .link)
        spec.activate = (
            (platform == .iOS ? .key(.space) : .key(.enter)), "the destination of the link opens",
            "the new page or screen title"
        )
        spec.activationReferences = [.sc2_4_4]
        return spec
    }
}
