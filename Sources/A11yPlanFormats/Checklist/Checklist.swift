import A11yPlan

/// A checklist of one or more components on one platform each, as one export combines them.
public struct Checklist: Sendable, Hashable {
    /// The catalog's name.
    public var catalogName: String
    /// The catalog's version, which keys saved results.
    public var catalogVersion: String
    /// One part per component, in the order asked for.
    public var components: [ComponentChecklist]
    /// The language its fixed words are in.
    public var language: Language

    /// A checklist of `components` from the catalog named `catalogName` at `catalogVersion`, in `language`.
    public init(
        catalogName: String, catalogVersion: String, components: [ComponentChecklist], language: Language = .english
    ) {
        self.catalogName = catalogName
        self.catalogVersion = catalogVersion
        self.components = components
        self.language = language
    }

    /// The checklist of each of `ids` on `platform` in `catalog`, in `language`.
    ///
    /// A localised catalog passes `source`, the catalog it was localised from, so that items keep the ids
    /// their source-language plans give them. Throws a `ChecklistError` for an unknown id, a component
    /// without that platform, or an id clash.
    public init(
        catalog: Catalog, ids: [String], platform: Platform, language: Language = .english, source: Catalog? = nil
    ) throws(ChecklistError) {
        var parts: [ComponentChecklist] = []
        for id in ids {
            guard let component = catalog.component(id: id) else {
                throw ChecklistError("no component with id '\(id)'")
            }
            guard let plan = TestPlan(component: component, platform: platform, language: language) else {
                throw ChecklistError("'\(id)' has no \(platform.rawValue) test plan")
            }
            let original = source?.component(id: id).flatMap { TestPlan(component: $0, platform: platform) }
            parts.append(try ComponentChecklist(plan, source: original))
        }
        self.init(catalogName: catalog.name, catalogVersion: catalog.version, components: parts, language: language)
    }

    /// Every item, component by component.
    public var items: [ChecklistItem] { components.flatMap(\.items) }

    /// A title: "Popover tooltip on iOS", or "Accessibility checklist" for several components.
    public var title: String {
        guard components.count == 1, let only = components.first else { return language.words.accessibilityChecklist }
        return language.words.componentOnPlatform(only.componentName, only.platform.name)
    }

    /// The sections of `component` that have items, in order, with their items.
    ///
    /// A checklist made from a plan has its items grouped by section in order already, so each
    /// section is a slice of them and no item is copied; items in another order are gathered.
    public static func sections(of component: ComponentChecklist) -> [(
        ChecklistItem.Section, ArraySlice<ChecklistItem>
    )] {
        let items = component.items
        let order = ChecklistItem.Section.allCases
        var sections: [(ChecklistItem.Section, ArraySlice<ChecklistItem>)] = []
        var start = items.startIndex
        while start < items.endIndex {
            let section = items[start].section
            var end = start + 1
            while end < items.endIndex && items[end].section == section { end += 1 }
            if let last = sections.last, order.firstIndex(of: last.0)! >= order.firstIndex(of: section)! {
                return order.compactMap { section in
                    let items = items.filter { $0.section == section }
                    return items.isEmpty ? nil : (section, items[...])
                }
            }
            sections.append((section, items[start..<end]))
            start = end
        }
        return sections
    }
}
