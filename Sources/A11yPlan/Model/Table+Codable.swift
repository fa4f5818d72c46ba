/// A table encodes as one list, its location and then its rows, `[location, row, row, …]`, rather than
/// the synthesised object with a list inside: the site's change keys walk this encoding on every build,
/// and the keyed container of a generic type and the list of generic rows cost look-ups of their types
/// and conformances for every table (a third of the keys' time in tables at 2,000 components).
extension Table {
    /// Encodes the location, then each row in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(location)
        for row in rows { try container.encode(row) }
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let location = try container.decode(SourceLocation.self)
        let rows = try container.decodeRest(Row<Input>.self)
        self.init(fileID: location.fileID, line: location.line) { rows }
    }
}
