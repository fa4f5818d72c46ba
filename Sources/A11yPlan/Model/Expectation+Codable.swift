/// An expectation encodes as one key naming what the tester perceives, `{"see": "The popover opens"}`,
/// `{"all": [...]}` for several, or the string `"hearOutput"`, rather than the synthesised
/// `{"see": {"_0": …}}`: one container where the synthesised form has two, on a value every step holds
/// and the site's change keys walk.
extension Expectation {
    private enum CodingKeys: String, CodingKey {
        case see, hear, all
    }

    /// The string that stands for `hearOutput`.
    private static let hearOutputName = "hearOutput"

    /// Encodes `see`, `hear` and `all` as one-key objects and `hearOutput` as its name.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .see(let phrase):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(phrase, forKey: .see)
        case .hear(let phrase):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(phrase, forKey: .hear)
        case .all(let members):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(members, forKey: .all)
        case .hearOutput:
            var container = encoder.singleValueContainer()
            try container.encode(Self.hearOutputName)
        }
    }

    /// Decodes the forms `encode(to:)` writes; any other shape is a data error.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard name == Self.hearOutputName else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath, debugDescription: "an expectation cannot be \(name)"))
            }
            self = .hearOutput
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let phrase = try container.decodeIfPresent(Phrase.self, forKey: .see) {
            self = .see(phrase)
        } else if let members = try container.decodeIfPresent([Expectation].self, forKey: .all) {
            self = .all(members)
        } else {
            self = .hear(try container.decode(Phrase.self, forKey: .hear))
        }
    }
}
