import A11yPlan

extension BundledCatalog {
    /// A search field finds content by the words people type, and shows results as they type or when they submit.
    static let searchField: Component = Component("Search field") {
        Usage(
            "A search field finds content by the words people type, and shows results as they type or when they submit."
        )
        Pattern.variant(searchFieldSpec(on: .iOS), on: .iOS, given: "I am on a screen with a search field")
        Pattern.variant(searchFieldSpec(on: .android), on: .android, given: "I am on a screen with a search field")
        Pattern.variant(searchFieldSpec(on: .web), on: .web, given: "I am on a page with a search field")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func searchFieldSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the search field", role: .searchField)
        spec.activate = (.key(.enter), "the search runs and the results appear", "how many results were found")
        spec.activationReferences = [.sc4_1_3]
        spec.output = Output.field(.searchField, fileID: fileID, line: line)
        return spec
    }
}
