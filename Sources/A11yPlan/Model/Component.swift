/// A UI component with its test plan on each platform, such as a popover tooltip.
///
/// Build one with the DSL: `Component("Popover tooltip") { Usage("…"); Variant(.iOS) { … } }`.
public struct Component: Sendable, Hashable, Codable, Identifiable {
    /// A stable id used in paths and on the command line, such as `popover-tooltip`.
    public var id: String
    /// The component's name as a title shows it, such as "Popover tooltip".
    public var name: String
    /// The component as a sentence names it, with its article and number as written: "a popover
    /// tooltip", "an icon button", "tabs". Pages use it in titles such as "How to test tabs".
    public var noun: String?
    /// What the component is and when it is used, in Markdown.
    public var usage: Usage?
    /// The component's test plan on each platform where it exists, in the order written.
    public var variants: [Variant]
    /// Platforms where the component does not exist, with the reason.
    public var unavailable: [Unavailable]
    /// Where the component was written.
    public var location: SourceLocation

    /// A component named `name`, called `noun` in sentences, its id derived from the name unless `id`
    /// is given.
    public init(
        _ name: String,
        noun: String? = nil,
        id: String? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        @ListBuilder<any ComponentContent> _ content: () -> [any ComponentContent]
    ) {
        self.id = id ?? Component.id(forName: name)
        self.name = name
        self.noun = noun
        self.usage = nil
        self.variants = []
        self.unavailable = []
        self.location = SourceLocation(fileID: fileID, line: line)
        for item in content() {
            item.apply(to: &self)
        }
    }

    /// The component's plan on `platform`, if it exists there.
    public func variant(for platform: Platform) -> Variant? {
        variants.first { $0.platform == platform }
    }

    /// Why the component has no plan on `platform`, if its author said so.
    public func unavailableReason(on platform: Platform) -> String? {
        unavailable.first { $0.platform == platform }?.reason
    }

    /// The platforms with a plan, in the order written.
    public var platforms: [Platform] { variants.map(\.platform) }

    /// The name as it reads inside a sentence: the `noun` its author wrote ("a popover tooltip",
    /// "tabs"). Without one, the name with its first letter lower-cased and no article, since an
    /// article or a plural cannot be guessed from the letters; `check` warns about it.
    public var nameInSentence: String {
        noun ?? name.lowercasingFirstLetter
    }

    /// Turns a name into an id: lower case, with runs of anything but letters and digits as one hyphen.
    public static func id(forName name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiID(forName: name) }
        var id = ""
        var pendingHyphen = false
        for character in name.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                if pendingHyphen && !id.isEmpty { id.append("-") }
                id.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return id
    }

    /// `id(forName:)` for ASCII names, byte by byte: the same result without Unicode case mapping.
    private static func asciiID(forName name: String) -> String {
        // An id is never longer than the name: each hyphen stands for at least one byte dropped.
        String(unsafeUninitializedCapacity: name.utf8.count) { id in
            var length = 0
            var pendingHyphen = false
            name.withUTF8Bytes { bytes in
                for byte in bytes {
                    let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
                    if lower &- 0x61 < 26 || lower &- 0x30 < 10 {
                        if pendingHyphen && length > 0 {
                            id[length] = 0x2D
                            length += 1
                        }
                        id[length] = lower
                        length += 1
                        pendingHyphen = false
                    } else {
                        pendingHyphen = true
                    }
                }
            }
            return length
        }
    }
}
