/// A phrase encodes as the JSON a reader expects: plain text as a string, and a phrase with terms as its
/// pieces, `["Opens the ", {"role": "menu"}]`, rather than the synthesised
/// `{"segments": [{"text": {"_0": "Opens the "}}, …]}`.
///
/// Phrases are most of the model, and the site's change keys walk this encoding on every build: with
/// the synthesised form, three containers a piece, it was a third of a rebuild with nothing changed.
extension Phrase {
    /// Encodes a phrase of one piece of text as that string, and any other as the list of its pieces.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if segments.count == 1, case .text(let text) = segments[0] {
            try container.encode(text)
        } else {
            try container.encode(segments)
        }
    }

    /// Decodes a string as a phrase of that text, and a list as the phrase's pieces.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.init(text)
        } else {
            self.init("")
            segments = try container.decode([Segment].self)
        }
    }
}

extension Phrase.Segment {
    /// Encodes text as a string and a term as its one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .term(let term): try container.encode(term)
        }
    }

    /// Decodes a string as text and anything else as a term.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .term(try container.decode(Phrase.Term.self))
        }
    }
}

extension Phrase.Term {
    private enum CodingKeys: String, CodingKey {
        case role, state, setting, key, screenReader
    }

    /// Encodes a term as one key naming its kind, with the vocabulary term as its value
    /// (`{"role": "menu"}`); the screen readers' names, which have no value, as `{"screenReader": true}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .role(let role): try container.encode(role, forKey: .role)
        case .state(let state): try container.encode(state, forKey: .state)
        case .setting(let setting): try container.encode(setting, forKey: .setting)
        case .key(let key): try container.encode(key, forKey: .key)
        case .screenReader: try container.encode(true, forKey: .screenReader)
        }
    }

    /// Decodes the one-key form `encode(to:)` writes; any other shape is a data error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let role = try container.decodeIfPresent(Role.self, forKey: .role) {
            self = .role(role)
        } else if let state = try container.decodeIfPresent(State.self, forKey: .state) {
            self = .state(state)
        } else if let setting = try container.decodeIfPresent(DeviceSetting.self, forKey: .setting) {
            self = .setting(setting)
        } else if let key = try container.decodeIfPresent(Key.self, forKey: .key) {
            self = .key(key)
        } else if container.contains(.screenReader) {
            self = .screenReader
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "a phrase term needs one of role, state, setting, key or screenReader"))
        }
    }
}
