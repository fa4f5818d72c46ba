/// A piece of a page with the line it starts on, so that messages can point at it.
struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The text or value read.
    var value: Value
    /// Its 1-based line on the page.
    var line: Int
}
