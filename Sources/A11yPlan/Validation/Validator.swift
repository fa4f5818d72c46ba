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

    /// The findings for one component.
    public func validate(_ component: Component) -> [Diagnostic] {
        var findings: [Diagnostic] = []
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
