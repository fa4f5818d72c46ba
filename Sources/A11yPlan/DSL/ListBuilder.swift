/// The result builder behind every DSL block: it collects elements of one type into an array.
///
/// It is deliberately small: one element type fixed by the block, no generic `buildExpression`, so
/// catalogs type-check fast. Arrays (shared fragments), `if`, `if`/`else` and `for` are allowed.
@resultBuilder
public enum ListBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }

    /// Several elements at once, such as the rows a shared fragment returns.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Element]) -> [Element] { part }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Element]) -> [Element] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
