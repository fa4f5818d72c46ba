/// Keys encode as one list, the words written instead of them (`null` for none) and then the keys,
/// `[null, "shift", "tab"]`, rather than the synthesised object with a list inside: every keyboard row
/// and step holds one, and the site's change keys walk this encoding on every build.
extension KeyInput {
    /// Encodes `override`, then each key in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if let override { try container.encode(override) } else { try container.encodeNil() }
        for key in keys { try container.encode(key) }
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let override = try container.decode(optional: String.self)
        let keys = try container.decodeRest(Key.self)
        self.init(keys: keys, override: override)
    }
}
