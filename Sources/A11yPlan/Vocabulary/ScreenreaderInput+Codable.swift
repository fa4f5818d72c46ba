/// A screen-reader input encodes as `[kind, override]`, with `null` for no override, rather than the
/// synthesised object: every screen-reader row and step holds one, and the site's change keys walk this
/// encoding on every build.
extension ScreenreaderInput {
    /// Encodes the kind, then `override`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(kind)
        if let override { try container.encode(override) } else { try container.encodeNil() }
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let kind = try container.decode(Kind.self)
        let override = try container.decode(optional: String.self)
        self.init(kind: kind, override: override)
    }
}

/// A screen-reader input's kind encodes as one key naming it, `{"gesture": "swipeRight"}`, rather than
/// the synthesised `{"gesture": {"_0": …}}`: one container where the synthesised form has two, on a
/// value every screen-reader step and row holds and the site's change keys walk.
extension ScreenreaderInput.Kind {
    private enum CodingKeys: String, CodingKey {
        case gesture, keys, command
    }

    /// Encodes the kind as a one-key object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .gesture(let gesture): try container.encode(gesture, forKey: .gesture)
        case .keys(let keys): try container.encode(keys, forKey: .keys)
        case .command(let command): try container.encode(command, forKey: .command)
        }
    }

    /// Decodes the one-key form `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let gesture = try container.decodeIfPresent(Gesture.self, forKey: .gesture) {
            self = .gesture(gesture)
        } else if let keys = try container.decodeIfPresent(KeyInput.self, forKey: .keys) {
            self = .keys(keys)
        } else {
            self = .command(try container.decode(DesktopCommand.self, forKey: .command))
        }
    }
}
