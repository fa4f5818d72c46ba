import A11yPlan
import A11yPlanSite

/// What a reader downloads, read from a built site: the median and largest plan page, and what the
/// search page loads to answer a query typed key by key.
struct PageWeight {
    /// The median plan page, in bytes.
    var medianPlan: Int
    /// The largest plan page, in bytes, and its path.
    var largestPlan: (bytes: Int, path: String)
    /// The query the search figure is for.
    var query: String
    /// The bytes the search page loads for `query`: the page, its stylesheet and scripts, the names
    /// script and every part a prefix of the query's words asks for.
    var searchBytes: Int
    /// How many files those bytes are in.
    var searchFiles: Int

    /// The query the benchmark types: words of the synthetic catalog, one rare and one in every plan.
    static let benchQuery = "drawer escape focus"

    /// The figures of `tree`, the site at its root `root`, for `query`.
    init(tree: SiteTree, query: String = Self.benchQuery) {
        var sizes: [String: Int] = [:]
        for file in tree.files { sizes[file.path] = file.size }
        let plans = tree.files.filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count == 2 && Platform(rawValue: String(parts[0])) != nil && parts[1] != "index.html"
                && parts[1].hasSuffix(".html")
        }
        let ordered = plans.map(\.size).sorted()
        medianPlan = ordered.isEmpty ? 0 : ordered[ordered.count / 2]
        let largest = plans.max { $0.size < $1.size }
        largestPlan = (largest?.size ?? 0, largest?.path ?? "")
        self.query = query
        // As search.js does: each prefix of each word searched loads the part of its first one or two
        // characters, if the site has one.
        var starts = Set<String>()
        SearchIndex.forEachWord(in: query) { word in
            let scalars = Array(word.unicodeScalars)
            for length in 1...scalars.count {
                var start = String.UnicodeScalarView()
                start.append(contentsOf: scalars.prefix(min(length, 2)))
                starts.insert(String(start))
            }
        }
        let paths =
            [SitePaths.search, SitePaths.stylesheet, SitePaths.searchScript, SearchIndex.namesPath]
            + starts.map { SearchIndex.partPath(start: $0) }.filter { sizes[$0] != nil }
        searchBytes = paths.reduce(0) { $0 + (sizes[$1] ?? 0) }
        searchFiles = paths.count
    }
}
