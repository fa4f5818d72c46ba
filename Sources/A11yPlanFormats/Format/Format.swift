import A11yPlan

/// One output of a document (a test plan, a checklist): a small value that writes the document's
/// bytes into a `TextBuffer` and says how its files are named, served and linked.
///
/// A format decides syntax and escaping only. The CLI's `render` and `export`, the site and the tests
/// all go through `write(_:into:)`; `string(_:)` is the same bytes as a `String`. Every format is
/// listed once, in `Formats`.
public protocol Format<Document>: Sendable {
    /// What the format writes, such as `TestPlan` or `Checklist`.
    associatedtype Document

    /// The name `--format` takes, such as `csv`.
    var name: String { get }
    /// The file name extension, such as `csv`.
    var fileExtension: String { get }
    /// The media type its files are served as, such as `text/csv`.
    var mediaType: String { get }
    /// The format's short name in lists of links, such as "CSV".
    var shortName: String { get }
    /// What a link to a file in this format says, in `words`.
    func linkText(in words: Words) -> String

    /// Appends `document` in this format to `out`.
    func write(_ document: Document, into out: inout TextBuffer)
}

extension Format {
    /// `document` in this format, as a string.
    public func string(_ document: Document) -> String {
        var out = TextBuffer()
        write(document, into: &out)
        return out.string
    }
}
