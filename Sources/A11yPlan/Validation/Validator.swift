/// Checks a catalog for the mistakes its types cannot rule out, and reports each at its source line.
///
/// Run by `a11yplan check` and before every `build`. The types already keep a gesture out of the
/// Keyboard actions table and make WCAG references typed; what is left is checked here.
public struct Validator: Sendable {
    /// A validator; it holds no state.
    public init() {}

    /// Every finding in `catalog`, in catalog order.
    public func validate(_ catalog: Catalog) -> [Diagnostic] {
        let firsts = Dictionary(catalog.duplicateIDs.map { ($0.duplicate, $0.first) }) { first, _ in first }
        var findings: [Diagnostic] = []
        for (index, component) in catalog.components.enumerated() {
            if let first = firsts[index] {
                let earlier = catalog.components[first].location
                findings.append(
                    .init(
                        .error, at: component.location, "duplicate component id '\(component.id)' (first at \(earlier))"
                    )
                )
            }
            findings += validate(component)
        }
        return findings
    }

    /// Whether `id` can name a component's files and URLs: ASCII letters, digits, hyphens, underscores
    /// and dots, not starting with a dot or hyphen (a hidden file, an option). A name in another script
    /// makes an empty id with `Component.id(forName:)`, and would otherwise write pages named `.html`.
    public static func isUsableID(_ id: String) -> Bool {
        guard let first = id.utf8.first, first != UInt8(ascii: "."), first != UInt8(ascii: "-") else { return false }
        return id.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F || byte == 0x2E
        }
    }

    /// The findings for one component.
    public func validate(_ component: Component) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if !Self.isUsableID(component.id) {
            findings.append(
                .init(
                    .error, at: component.location,
                    "'\(component.name)' has the id '\(component.id)', which cannot name its pages: an id is ASCII "
                        + "letters, digits, '-', '_' and '.'; give one with Component(\"\(component.name)\", noun: …, id: \"…\")"
                ))
        }
        if component.variants.isEmpty {
            findings.append(.init(.error, at: component.location, "'\(component.name)' has no variant on any platform"))
        }
        if component.noun == nil {
            findings.append(
                .init(
                    .warning, at: component.location,
                    "'\(component.name)' has no noun; write Component(\"\(component.name)\", noun: \"a …\") so "
                        + "titles read as sentences")
            )
        }
        if component.usage == nil {
            findings.append(.init(.warning, at: component.location, "'\(component.name)' has no Usage"))
        }
        var platforms: Set<Platform> = []
        for variant in component.variants {
            if !platforms.insert(variant.platform).inserted {
                findings.append(
                    .init(
                        .error, at: variant.location, "a second \(variant.platform.name) variant of '\(component.name)'"
                    )
                )
            }
            findings += VariantValidator(component: component, variant: variant).findings()
        }
        for absence in component.unavailable where platforms.contains(absence.platform) {
            findings.append(
                .init(
                    .error,
                    at: absence.location,
                    "'\(component.name)' is marked unavailable on \(absence.platform.name) but has a variant there"
                )
            )
        }
        for platform in Platform.allCases
        where !platforms.contains(platform) && component.unavailableReason(on: platform) == nil {
            findings.append(
                .init(
                    .warning,
                    at: component.location,
                    "'\(component.name)' has no \(platform.name) variant; add one or say why with Unavailable(.\(platform))"
                )
            )
        }
        return findings
    }
}
