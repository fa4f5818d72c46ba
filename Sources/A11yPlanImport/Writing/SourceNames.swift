/// The Swift names of the generated source: each component's property and file, and the catalog's.
///
/// A property is the component's id in lower camel case (`popover-tooltip` is `popoverTooltip`),
/// ASCII only, never a keyword or a member of the catalog type, and each unique; its file is the same
/// name capitalised, unique even on a file system that ignores case.
struct SourceNames: Sendable {
    /// The catalog type's name, such as `ImportedCatalog`.
    let catalogType: String
    /// Each component's property, in the order given.
    let properties: [String]

    /// Names for components with `ids`, in that order.
    init(ids: [String], catalogType: String) {
        self.catalogType = catalogType
        var taken: Set<String> = [catalogType.lowercased()]
        properties = ids.map { id in
            var base = Self.camelCase(id)
            if Self.reserved.contains(base) { base += "Component" }
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)\(number)"
                number += 1
            }
            taken.insert(name.lowercased())
            return name
        }
    }

    /// The file a property is written to, such as `PopoverTooltip.swift`.
    static func fileName(_ property: String) -> String {
        (property.first.map { $0.uppercased() } ?? "") + property.dropFirst() + ".swift"
    }

    private static func camelCase(_ id: String) -> String {
        let words = id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map { $0.lowercased() }
        guard let first = words.first else { return "component" }
        let name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first!.isNumber ? "component" + name : name
    }

    /// Swift's keywords, and the catalog type's own members.
    private static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "any", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "some",
        "package", "consume", "borrowing", "consuming", "copy", "each", "discard", "components", "catalog", "version",
    ]
}
