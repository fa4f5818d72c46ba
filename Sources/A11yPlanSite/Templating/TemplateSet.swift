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

    /// The file names a template folder may hold, in the order messages list them.
    public static let fileNames = ["layout.html", "site.css", "search.js", "checklist-builder.js"]

    /// Loads the templates from `folder`, taking any file it lacks from `fallback`.
    ///
    /// Throws a `TemplateError` that names the path for a folder that does not exist, a file whose name
    /// is not a template's (listing the names there are), a template that is a folder, a symbolic link or
    /// not UTF-8 text, or a layout with unknown or missing placeholders. Hidden files (`.DS_Store`) are ignored.
    public init(folder: URL, fallback: URL? = nil) throws(TemplateError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TemplateError("\(folder.path): no such template folder")
        }
        let entries = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        if let unknown = entries.first(where: { !$0.hasPrefix(".") && !Self.fileNames.contains($0) }) {
            throw TemplateError(
                "\(folder.appendingPathComponent(unknown).path): not a template name; a template folder holds "
                    + Self.fileNames.joined(separator: ", "))
        }
        func url(_ name: String) -> URL {
            let own = folder.appendingPathComponent(name)
            guard (try? files.attributesOfItem(atPath: own.path)) == nil, let fallback else { return own }
            return fallback.appendingPathComponent(name)
        }
        func read(_ name: String) throws(TemplateError) -> String {
            let path = url(name).path
            // The file itself, not what a link points at: a template folder from a pull request could
            // otherwise publish any file of the machine that builds it as `assets/site.css`.
            guard let type = (try? files.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else {
                throw TemplateError("\(path): no such template file")
            }
            switch type {
            case .typeRegular: break
            case .typeDirectory: throw TemplateError("\(path): is a folder, not a template file")
            case .typeSymbolicLink:
                throw TemplateError("\(path): is a symbolic link; a template must be a file of its own in the folder")
            default: throw TemplateError("\(path): is not a regular file")
            }
            guard let data = files.contents(atPath: path) else {
                throw TemplateError("\(path): cannot read the template file")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError("\(path): is not UTF-8 text; save the template as UTF-8")
            }
            return text
        }
        layout = try Template(read("layout.html"), name: url("layout.html").path)
        stylesheet = try read("site.css")
        searchScript = try read("search.js")
        checklistBuilderScript = try read("checklist-builder.js")
    }
}
