/// A component's test plan on one platform: the How-to-test narrative, the four tables, and a Pointer
/// and touch table where the plan has one.
public struct Variant: Sendable, Hashable, Codable, ComponentContent {
    /// The platform this plan is for.
    public var platform: Platform
    /// The Given / When / Then narrative.
    public var howToTest: HowToTest?
    /// Table 1: what each key does.
    public var keyboardActions: Table<KeyInput>?
    /// Table 2: what each screen-reader gesture (or desktop command) does.
    public var screenreaderGestures: Table<ScreenreaderInput>?
    /// Table 3: what the screen reader announces for name, role, group and state.
    public var screenreaderOutput: Table<OutputAttribute>?
    /// Table 4: how the component adapts to each device setting.
    public var deviceSettings: Table<SettingInput>?
    /// Table 5, optional: target size, and what a finger or a mouse does without assistive technology.
    public var pointerAndTouch: Table<PointerInput>?
    /// Where the variant was written.
    public var location: SourceLocation

    /// A plan for `platform`, built from a How-to-test narrative and tables.
    ///
    /// A table written twice gains the second one's rows; a second How-to-test replaces the first.
    public init(
        _ platform: Platform,
        fileID: String = #fileID,
        line: Int = #line,
        @ListBuilder<any VariantContent> _ content: () -> [any VariantContent]
    ) {
        self.platform = platform
        self.location = SourceLocation(fileID: fileID, line: line)
        for item in content() {
            item.apply(to: &self)
        }
    }

    /// Adds this plan to the component.
    public func apply(to component: inout Component) {
        component.variants.append(self)
    }
}
