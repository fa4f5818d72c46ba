/// A setting encodes as `[setting, override]`, with `null` for no override, rather than the
/// synthesised object: every Device settings row holds one.
extension SettingInput {
    /// Encodes the setting, then `override`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(setting)
        if let override { try container.encode(override) } else { try container.encodeNil() }
    }

    /// Decodes the list `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let setting = try container.decode(DeviceSetting.self)
        let override = try container.decode(optional: String.self)
        self.init(setting: setting, override: override)
    }
}
