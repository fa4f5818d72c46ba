import A11yPlan

/// The list of a catalog's components that `a11yplan list --format json` prints: an array of objects
/// with `id`, `name` and `platforms`, written by the one `JSONWriter` the checklists and search use.
public struct ComponentList: Sendable, Hashable {
    /// The components, in the order listed.
    public var components: [Component]

    /// The list of `components`, in the order given.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// The list as pretty-printed JSON with sorted keys, ending in a newline.
    public var json: String {
        var out = TextBuffer(capacity: 128 * components.count + 16)
        var json = JSONWriter(pretty: true)
        json.beginArray(&out)
        for component in components {
            json.element(&out)
            json.beginObject(&out)
            json.member("id", component.id, &out)
            json.member("name", component.name, &out)
            json.member("platforms", component.platforms.sorted().map(\.rawValue), &out)
            json.endObject(&out)
        }
        json.endArray(&out)
        out.append(byte: 0x0A)
        return out.string
    }
}
