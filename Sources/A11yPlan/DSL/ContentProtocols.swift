/// Something that can stand inside `Component { … }`: `Usage` or `Variant`.
public protocol ComponentContent: Sendable {
    /// Adds this piece to the component being built.
    func apply(to component: inout Component)
}

/// Something that can stand inside `Variant(…) { … }`: `HowToTest` or one of the four tables.
public protocol VariantContent: Sendable {
    /// Adds this piece to the variant being built.
    func apply(to variant: inout Variant)
}

/// Something that can stand inside `HowToTest(given:) { … }`: `KeyboardOnly` or `Screenreader`.
public protocol HowToTestContent: Sendable {
    /// Adds this part to the narrative being built.
    func apply(to howToTest: inout HowToTest)
}
