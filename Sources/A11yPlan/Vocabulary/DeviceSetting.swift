/// A device or browser setting that a tester turns on to check a component adapts.
///
/// Each platform names its settings differently; the names follow Apple's, Google's and the browsers'
/// own settings screens.
public enum DeviceSetting: String, CaseIterable, Sendable, Hashable, Codable {
    /// Bigger text: Larger Text (iOS), Font size (Android), zoom to 200 % (Web).
    case textResize
    /// Heavier text: Bold Text (iOS), Bold text (Android).
    case boldText
    /// More contrast: Increase Contrast (iOS), High contrast text (Android), prefers-contrast (Web).
    case increasedContrast
    /// Less movement: Reduce Motion (iOS), Remove animations (Android), prefers-reduced-motion (Web).
    case reduceMotion
    /// A dark colour scheme: Dark Mode (iOS), Dark theme (Android), prefers-color-scheme (Web).
    case darkMode
    /// Inverted colours: Smart Invert (iOS), Color inversion (Android).
    case invertColors
    /// Screen magnification: Zoom (iOS), Magnification (Android), zoom to 400 % (Web).
    case magnification
    /// Less see-through backgrounds: Reduce Transparency (iOS only).
    case reduceTransparency
    /// Outlined buttons: Button Shapes (iOS only).
    case buttonShapes
    /// A forced palette: Windows contrast themes, `forced-colors` (Web only).
    case forcedColors
    /// Wider letter, word and line spacing, as WCAG 1.4.12 asks pages to tolerate (Web only).
    case textSpacing
    /// Turning the device (or the browser window) between portrait and landscape.
    case orientation
    /// Colours shown as greys: Color Filters set to Grayscale (iOS), Color correction set to
    /// Grayscale (Android); it shows whether colour is the only way something is told.
    case grayscale
    /// How long messages that ask for an action stay: Time to take action (Android only).
    case timeToTakeAction
    /// Captions on by default: Closed Captions + SDH (iOS), Caption preferences (Android).
    case captions
    /// Scanning and selecting with a switch: Switch Control (iOS), Switch Access (Android).
    case switchControl
    /// Speaking a control's name to use it: Voice Control (iOS, macOS), Voice Access (Android, Windows).
    case voiceControl
    /// "I" and "O" marks inside every switch: On/Off Labels (iOS only; Apple's
    /// `UIAccessibility.isOnOffSwitchLabelsEnabled` names the setting), under Display & Text Size.
    case onOffLabels
    /// Everything on screen drawn larger, not only text: Display size (Android only; AOSP Settings'
    /// screen zoom preference), under Display size and text.
    case displaySize

    /// The setting's name on `platform`, or nil where the platform has no such setting.
    public func name(on platform: Platform) -> String? {
        switch platform {
        case .iOS: iOSName
        case .android: androidName
        case .web: webName
        }
    }

    /// The platforms that have this setting.
    public var platforms: [Platform] {
        Platform.allCases.filter { name(on: $0) != nil }
    }

    /// A name that fits every platform, used where a platform has none of its own.
    public var genericName: String {
        switch self {
        case .textResize: "Text resize"
        case .boldText: "Bold text"
        case .increasedContrast: "Increased contrast"
        case .reduceMotion: "Reduced motion"
        case .darkMode: "Dark mode"
        case .invertColors: "Inverted colours"
        case .magnification: "Magnification"
        case .reduceTransparency: "Reduced transparency"
        case .buttonShapes: "Button shapes"
        case .forcedColors: "Forced colours"
        case .textSpacing: "Text spacing"
        case .orientation: "Orientation"
        case .grayscale: "Grayscale"
        case .timeToTakeAction: "Time to take action"
        case .captions: "Captions"
        case .switchControl: "Switch control"
        case .voiceControl: "Voice control"
        case .onOffLabels: "On/off labels"
        case .displaySize: "Display size"
        }
    }

    private var iOSName: String? {
        switch self {
        case .textResize: "Larger Text"
        case .boldText: "Bold Text"
        case .increasedContrast: "Increase Contrast"
        case .reduceMotion: "Reduce Motion"
        case .darkMode: "Dark Mode"
        case .invertColors: "Smart Invert"
        case .magnification: "Zoom"
        case .reduceTransparency: "Reduce Transparency"
        case .buttonShapes: "Button Shapes"
        case .orientation: "Landscape (Portrait Orientation Lock off)"
        case .grayscale: "Color Filters: Grayscale"
        case .captions: "Closed Captions + SDH"
        case .switchControl: "Switch Control"
        case .voiceControl: "Voice Control"
        case .onOffLabels: "On/Off Labels"
        case .forcedColors, .textSpacing, .timeToTakeAction, .displaySize: nil
        }
    }

    private var androidName: String? {
        switch self {
        case .textResize: "Font size"
        case .boldText: "Bold text"
        case .increasedContrast: "High contrast text"
        case .reduceMotion: "Remove animations"
        case .darkMode: "Dark theme"
        case .invertColors: "Color inversion"
        case .magnification: "Magnification"
        case .orientation: "Landscape (Auto-rotate on)"
        case .grayscale: "Color correction: Grayscale"
        case .timeToTakeAction: "Time to take action (Accessibility timeout)"
        case .captions: "Caption preferences: Show captions"
        case .switchControl: "Switch Access"
        case .voiceControl: "Voice Access"
        case .displaySize: "Display size"
        case .reduceTransparency, .buttonShapes, .forcedColors, .textSpacing, .onOffLabels: nil
        }
    }

    private var webName: String? {
        switch self {
        case .textResize: "Browser zoom to 200%"
        case .increasedContrast: "Increased contrast (prefers-contrast)"
        case .reduceMotion: "Reduced motion (prefers-reduced-motion)"
        case .darkMode: "Dark mode (prefers-color-scheme)"
        case .magnification: "Browser zoom to 400%"
        case .forcedColors: "Forced colors (Windows contrast themes)"
        case .textSpacing: "Text spacing"
        case .orientation: "Landscape on a phone"
        case .voiceControl: "Voice Control (macOS) or Voice Access (Windows)"
        case .boldText, .invertColors, .reduceTransparency, .buttonShapes, .grayscale, .timeToTakeAction, .captions,
            .switchControl, .onOffLabels, .displaySize:
            nil
        }
    }
}

extension DeviceSetting {
    /// The English names of settings that are several capitalised words ("Voice Access"), on any
    /// platform, so that a sentence that opens with one keeps its capitals.
    static let namesOfSeveralWords: [String] = {
        var names: [String] = []
        for setting in DeviceSetting.allCases {
            for platform in Platform.allCases {
                let name = setting.name(on: platform) ?? setting.genericName
                let words = name.split(separator: " ")
                guard words.count > 1, words[1].first?.isUppercase == true, !names.contains(name) else { continue }
                names.append(name)
            }
        }
        return names
    }()
}
