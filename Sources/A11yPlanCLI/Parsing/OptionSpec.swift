/// An option that a command accepts, for parsing and for its help text.
public struct OptionSpec: Sendable, Hashable {
    /// The long name with its dashes, such as `--platform`.
    public var name: String
    /// A one-letter alias with its dash, such as `-p`.
    public var short: String?
    /// The value's placeholder in help, such as `P`; nil for a flag that takes no value.
    public var valueName: String?
    /// One line of help.
    public var help: String

    /// An option named `name`, taking a value unless `valueName` is nil.
    public init(_ name: String, short: String? = nil, value valueName: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
    }

    /// How help shows the option, such as `-p, --platform P`.
    var synopsis: String {
        let names = [short, name].compactMap { $0 }.joined(separator: ", ")
        return valueName.map { "\(names) \($0)" } ?? names
    }
}
