/// A translation of the vocabulary as data: one line per term, keyed by the term's kind and name, with
/// a platform and a position where the words differ by them.
///
/// A key reads `kind.name`, then optionally `.platform` (`ios`, `android`, `web`), then optionally
/// `.cell` for the words at the start of a table cell: `key.enter`, `key.enter.ios.cell`,
/// `gesture.doubleTap.android`, `role.button.web`. A desktop command reads `command.name`, with
/// `command.name.sentence` for its words inside a sentence where they differ from a cell's (an article:
/// "die Eingabetaste (NVDA, JAWS) oder VO + Leertaste (VoiceOver)"). Roles and states may also name the screen reader
/// after the platform (`state.disabled.web.voiceOverMac`), since each screen reader has its own words;
/// an empty phrase there says that screen reader speaks no word for it. A lookup tries the most
/// particular key first (screen reader, then platform, then neither); positions never stand in for
/// each other, because a cell is not a sentence with a capital letter in every language. Four words
/// sit beside the terms: `or`, `iUse`, `iGesture` and `noWord`.
public struct TermTable: Sendable {
    /// The phrases by key.
    public var entries: [String: String]
    /// The connectives by name.
    public var words: [String: String]

    /// A table of `entries` and the connectives `words`.
    public init(entries: [String: String], words: [String: String]) {
        self.entries = entries
        self.words = words
    }

    /// One term as a page asks for it.
    public enum Entry: Sendable, Hashable {
        /// A key at a position.
        case key(Key, Platform, Position)
        /// A gesture at a position.
        case gesture(Gesture, Platform, Position)
        /// A pointer or touch input at a position.
        case pointer(PointerInput, Platform, Position)
        /// A desktop command at a position.
        case command(DesktopCommand, Position)
        /// A role as one screen reader says it on a platform.
        case role(Role, Platform, ScreenreaderApp)
        /// A state as one screen reader says it on a platform.
        case state(State, Platform, ScreenreaderApp)
        /// A setting on a platform.
        case setting(DeviceSetting, Platform)
        /// An output attribute.
        case attribute(OutputAttribute)

        /// The keys a lookup tries, most particular first.
        public var keys: [String] {
            switch self {
            case .role(let role, let platform, let reader):
                Self.spokenKeys("role." + role.rawValue, platform, reader)
            case .state(let state, let platform, let reader):
                Self.spokenKeys("state." + state.rawValue, platform, reader)
            case .key(let key, let platform, let position): Self.keys("key." + key.rawValue, platform, position)
            case .gesture(let gesture, let platform, let position):
                Self.keys("gesture." + gesture.rawValue, platform, position)
            case .pointer(let input, let platform, let position):
                Self.keys("pointer." + input.rawValue, platform, position)
            // In a sentence a language may want an article ("die Eingabetaste"); a cell names the keys.
            case .command(let command, let position):
                position == .sentence
                    ? ["command." + command.rawValue + ".sentence", "command." + command.rawValue]
                    : ["command." + command.rawValue]
            case .setting(let setting, let platform): Self.keys("setting." + setting.rawValue, platform, .sentence)
            case .attribute(let attribute): ["attribute." + attribute.rawValue]
            }
        }

        private static func keys(_ base: String, _ platform: Platform, _ position: Position) -> [String] {
            let suffix = position == .cell ? ".cell" : ""
            return [base + "." + platform.rawValue + suffix, base + suffix]
        }

        private static func spokenKeys(_ base: String, _ platform: Platform, _ reader: ScreenreaderApp) -> [String] {
            let onPlatform = base + "." + platform.rawValue
            return [onPlatform + "." + reader.rawValue, onPlatform, base]
        }

        /// Every term a page can ask for: each key, gesture and setting on each platform and position
        /// that phrases it, each role and state as each screen reader of each platform says it, and
        /// each command and attribute, so tests can check a table leaves none out.
        public static var all: [Entry] {
            var all: [Entry] = []
            for platform in Platform.allCases {
                for position in [Position.sentence, .cell] {
                    all += Key.allCases.map { .key($0, platform, position) }
                    all += Gesture.allCases.map { .gesture($0, platform, position) }
                    all += PointerInput.allCases.map { .pointer($0, platform, position) }
                }
                for reader in platform.allScreenReaders {
                    all += Role.allCases.map { .role($0, platform, reader) }
                    all += State.allCases.map { .state($0, platform, reader) }
                }
                all += DeviceSetting.allCases.map { .setting($0, platform) }
            }
            all += DesktopCommand.allCases.flatMap { [.command($0, .sentence), .command($0, .cell)] }
            all += OutputAttribute.allCases.map { .attribute($0) }
            return all
        }
    }

    /// The phrase of `entry`, or nil when the table lacks it.
    public func phrase(_ entry: Entry) -> String? {
        for key in entry.keys {
            if let phrase = entries[key] { return phrase }
        }
        return nil
    }

    /// The keys of `entries` that no term asks for: misspelt or left over after a term was renamed.
    public var unusedKeys: [String] {
        let asked = Set(Entry.all.flatMap(\.keys))
        return entries.keys.filter { !asked.contains($0) }.sorted()
    }
}

extension TermTable {
    /// The table that ships for the language with `code`, if any.
    public static func bundled(code: String) -> TermTable? {
        switch code {
        case "de": .german
        case "es": .spanish
        default: nil
        }
    }
}
