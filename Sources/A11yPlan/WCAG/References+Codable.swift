/// References encode as one list, the best-practice mark and then the criteria's numbers,
/// `[false, "2.1.1", "2.4.7"]`, rather than the synthesised object with a list inside: every row and
/// step holds them, and the site's change keys walk this encoding on every build.
extension References {
    /// Encodes `isBestPractice`, then each criterion in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(isBestPractice)
        for criterion in criteria { try container.encode(criterion) }
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let isBestPractice = try container.decode(Bool.self)
        let criteria = try container.decodeRest(SuccessCriterion.self)
        self.init(criteria: criteria, isBestPractice: isBestPractice)
    }
}
