/// What a site build did: how many files the site has and how many components were rendered anew or
/// kept from the previous build.
public struct SiteBuildSummary: Sendable, Hashable {
    /// The files in the site, the marker and manifest included.
    public var files = 0
    /// Components whose pages were rendered.
    public var rendered = 0
    /// Components whose pages were kept from the previous build, unchanged.
    public var reused = 0
    /// Files of the user's in the site folder (from its root) that a build writing the whole site
    /// anew carried into the new site, as every build keeps them.
    public var keptFiles: [String] = []

    /// A summary of `files` files, `rendered` components rendered and `reused` kept.
    public init(files: Int = 0, rendered: Int = 0, reused: Int = 0) {
        self.files = files
        self.rendered = rendered
        self.reused = reused
    }
}
