/// The setting a device-settings row turns on, with an optional one-off wording.
public struct SettingInput: Sendable, Hashable, Codable {
    /// The typed setting.
    public var setting: DeviceSetting
    /// A wording that replaces the platform's name for the setting, for a page that needs one.
    public var override: String?

    /// A device or browser setting, named as its platform names it.
    public static func setting(_ setting: DeviceSetting) -> SettingInput {
        SettingInput(setting: setting, override: nil)
    }

    /// The same setting, worded as `text` on the page.
    public func phrased(_ text: String) -> SettingInput {
        SettingInput(setting: setting, override: text)
    }

    /// The setting's name on `platform`; setting names keep their capitals in sentences and cells alike.
    public func phrase(on platform: Platform, in words: Words = .english) -> String {
        override ?? words.terms.setting(setting, platform)
    }
}
