/// A row encodes as the list of its fields in order, `[input, result, references, location]`, rather
/// than the synthesised object: every table's rows are most of a component, and the site's change keys
/// walk this encoding on every build, where a keyed container of a generic type costs a look-up of its
/// key type each time (a quarter of the keys' time at 2,000 components).
extension Row {
    /// Encodes the input, result, references and location, in that order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(input)
        try container.encode(result)
        try container.encode(references)
        try container.encode(location)
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let input = try container.decode(Input.self)
        let result = try container.decode(Phrase.self)
        let references = try container.decode(References.self)
        let location = try container.decode(SourceLocation.self)
        self.init(input, result, references, fileID: location.fileID, line: location.line)
    }
}
