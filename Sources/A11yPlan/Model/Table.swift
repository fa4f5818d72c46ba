/// One of the four test-plan tables of a variant, holding rows of one input type.
///
/// Write it as `KeyboardActions { … }`, `ScreenreaderGestures { … }`, `ScreenreaderOutput { … }`,
/// `DeviceSettings { … }` or `PointerAndTouch { … }`.
public struct Table<Input: TableInput>: Sendable, Hashable, Codable, VariantContent {
    /// The rows, in order.
    public var rows: [Row<Input>]
    /// Where the table was written.
    public var location: SourceLocation

    /// A table holding the rows built in `content`.
    public init(
        fileID: String = #fileID,
        line: Int = #line,
        @ListBuilder<Row<Input>> _ content: () -> [Row<Input>]
    ) {
        self.rows = content()
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// Puts the table in its place in the variant, adding its rows to a table written before.
    public func apply(to variant: inout Variant) {
        if variant[keyPath: Input.table] == nil {
            variant[keyPath: Input.table] = self
        } else {
            variant[keyPath: Input.table]?.rows.append(contentsOf: rows)
        }
    }
}

/// Table 1: what each key does.
public typealias KeyboardActions = Table<KeyInput>
/// Table 2: what each screen-reader gesture (or, on the Web, desktop command) does.
public typealias ScreenreaderGestures = Table<ScreenreaderInput>
/// Table 3: what the screen reader announces for name, role, group and state.
public typealias ScreenreaderOutput = Table<OutputAttribute>
/// Table 4: how the component adapts to each device setting.
public typealias DeviceSettings = Table<SettingInput>
/// Table 5, where a plan has it: the target's size and what a finger or a mouse does, with the
/// single-pointer alternatives WCAG 2.5 asks for.
public typealias PointerAndTouch = Table<PointerInput>
