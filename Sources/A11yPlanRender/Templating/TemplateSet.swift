import Foundation

/// The templates a site is built with: the layout, the stylesheet and the search script.
public struct TemplateSet: Sendable {
    /// The parsed page layout.
    public var layout: Template
    /// The stylesheet, written to `assets/site.css`.
    public var stylesheet: String
    /// The search script, written to `assets/search.js`.
    public var searchScript: String
    /// The checklist builder's script, written to `assets/checklist-builder.js`.
    public var checklistBuilderScript: String

    /// Loads the templates from `folder`, taking any file it lacks from `fallback`.
    ///
    /// Throws a `TemplateError` for a folder that does not exist, a file that cannot be read as
    /// UTF-8, or a layout with unknown or missing placeholders.
    public init(folder: URL, fallback: URL? = nil) throws(TemplateError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw TemplateError("\(folder.path): no such template folder")
        }
        func url(_ name: String) -> URL {
            let own = folder.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: own.path), let fallback else { return own }
            return fallback.appendingPathComponent(name)
        }
        func read(_ name: String) throws(TemplateError) -> String {
            let file = url(name)
            do {
                return try String(contentsOf: file, encoding: .utf8)
            } catch {
                throw TemplateError("\(file.path): cannot read the template (\(error.localizedDescription))")
            }
        }
        layout = try Template(read("layout.html"), name: url("layout.html").path)
        stylesheet = try read("site.css")
        searchScript = try read("search.js")
        checklistBuilderScript = try read("checklist-builder.js")
    }
}
