/// A set of components that a site, a checklist or the command-line tool works from.
///
/// The bundled catalog lives in the `Content` target; a team can build its own in a package of its own.
public struct Catalog: Sendable, Hashable, Codable {
    /// The catalog's name, shown in titles.
    public var name: String
    /// The catalog's version, recorded with checklist results.
    public var version: String
    /// The components, in the order given.
    public var components: [Component]
    /// The language code the components' free text is written in.
    public var sourceLanguage: String
    /// The codes of the languages the catalog is published in besides its source, in order.
    public var locales: [String]
    /// The translations of the free text, by language code.
    public var translations: [String: Translation]

    /// A catalog of `components`, written in `sourceLanguage` and published also in `locales`, with
    /// `translations` of its free text.
    public init(
        name: String, version: String, components: [Component], sourceLanguage: String = "en",
        locales: [String] = [], translations: [String: Translation] = [:]
    ) {
        self.name = name
        self.version = version
        self.components = components
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.translations = translations
    }

    /// The component with `id`, if any.
    public func component(id: String) -> Component? {
        components.first { $0.id == id }
    }

    /// The components with a plan on `platform`, in catalog order.
    public func components(on platform: Platform) -> [Component] {
        components.filter { $0.variant(for: platform) != nil }
    }

    /// For each component whose id an earlier one already has, its index and the earlier one's index.
    public var duplicateIDs: [(duplicate: Int, first: Int)] {
        var seen: [String: Int] = [:]
        var duplicates: [(duplicate: Int, first: Int)] = []
        for (index, component) in components.enumerated() {
            if let first = seen[component.id] {
                duplicates.append((index, first))
            } else {
                seen[component.id] = index
            }
        }
        return duplicates
    }

    /// Up to `limit` ids closest to `id` by edit distance, closest first, for "did you mean" messages.
    public func closestIDs(to id: String, limit: Int = 3) -> [String] {
        let scored = components.map { ($0.id, EditDistance.between($0.id, id)) }
        let threshold = max(3, id.count / 2)
        return
            scored
            .filter { $0.1 <= threshold || $0.0.contains(id) || id.contains($0.0) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit)
            .map(\.0)
    }
}
