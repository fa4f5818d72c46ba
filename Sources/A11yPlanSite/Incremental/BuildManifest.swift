/// What a build leaves in its site so that the next build can skip unchanged pages: a key for the
/// whole site's settings, one for the pages built from the whole catalog, and one per component.
///
/// A component whose key matches keeps its files: the next build leaves them where they are instead
/// of rendering and writing them again. Anything the manifest does not vouch for is rendered,
/// so a missing, damaged or older manifest only costs time, never a wrong page.
public struct BuildManifest: Sendable, Equatable {
    /// The file's name in the site folder.
    public static let fileName = ".a11yplan-manifest"
    /// The first line; a build that writes another format ignores this one. Raised whenever the files
    /// a component owns change, so that a site an earlier layout built is rendered anew (5: a plan's
    /// checklist page carries its downloads, and only its Markdown and JSON checklist are files).
    static let header = "a11yplan-manifest 5"

    /// The key of the pages built from the whole catalog (home, indexes, search, coverage, sitemap).
    public var catalogKey: ContentKey
    /// Each component's key by id: its content with the site's settings.
    public var componentKeys: [String: ContentKey]
    /// The components' ids in catalog order, which decides the groups of the checklist builder's data.
    public var order: [String]

    /// A manifest with these keys, for components in `order`.
    public init(catalogKey: ContentKey, componentKeys: [String: ContentKey], order: [String]) {
        self.catalogKey = catalogKey
        self.componentKeys = componentKeys
        self.order = order
    }

    /// The manifest as text: the header, the catalog key, then a line per component in order.
    func text() -> String {
        var text = Self.header + "\ncatalog " + catalogKey.description + "\n"
        for id in order {
            guard let key = componentKeys[id] else { continue }
            text += "component " + key.description + " " + id + "\n"
        }
        return text
    }

    /// The manifest that `text` holds, or nil when it is not one this build can trust.
    init?(text: String) {
        // Lines and fields are found by their bytes, not by Characters: a thirtieth of a rebuild after
        // one edit at 2,000 components in tmpfs.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map(Substring.init)[...]
        guard lines.popFirst() == Substring(Self.header), let catalog = lines.popFirst(),
            catalog.hasPrefix("catalog "), let catalogKey = ContentKey(catalog.dropFirst("catalog ".count))
        else { return nil }
        var keys: [String: ContentKey] = [:]
        var order: [String] = []
        for line in lines where !line.isEmpty {
            let fields = line.utf8.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
                .map(Substring.init)
            guard fields.count == 3, fields[0] == "component", let key = ContentKey(fields[1]) else { return nil }
            keys[String(fields[2])] = key
            order.append(String(fields[2]))
        }
        self.init(catalogKey: catalogKey, componentKeys: keys, order: order)
    }
}
