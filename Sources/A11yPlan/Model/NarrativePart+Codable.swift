/// A part of the narrative encodes as one list, its location and then its steps,
/// `[location, step, step, …]`, rather than the synthesised object with a list inside, for the reason
/// a table does (`Table+Codable.swift`).
extension NarrativePart {
    /// Encodes the location, then each step in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(location)
        for step in steps { try container.encode(step) }
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let location = try container.decode(SourceLocation.self)
        let steps = try container.decodeRest(Step<Input>.self)
        self.init(steps: steps, location: location)
    }
}
