/// A step encodes as the list of its fields in order,
/// `[connective, input, purpose, expectation, references, location]` with `null` for no purpose, rather
/// than the synthesised object: a step is the narrative's unit, and the site's change keys walk this
/// encoding on every build, where a keyed container of a generic type costs a look-up of its key type
/// each time.
extension Step {
    /// Encodes the connective, input, purpose, expectation, references and location, in that order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(connective)
        try container.encode(input)
        if let purpose { try container.encode(purpose) } else { try container.encodeNil() }
        try container.encode(expectation)
        try container.encode(references)
        try container.encode(location)
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let connective = try container.decode(Connective.self)
        let input = try container.decode(Input.self)
        let purpose = try container.decode(optional: Phrase.self)
        self.init(
            connective: connective, input: input, purpose: purpose,
            expectation: try container.decode(Expectation.self),
            references: try container.decode(References.self),
            location: try container.decode(SourceLocation.self))
    }
}
