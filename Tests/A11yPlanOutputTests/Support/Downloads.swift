import Foundation

/// The files a page carries in its download links (`<a href="data:…" download="name">`), by file
/// name: each one's media type and bytes, decoded as a browser saves them.
func downloads(in page: String) throws -> [String: (mediaType: String, bytes: Data)] {
    let link = try Regex(#"<a href="data:([^;",]+);charset=utf-8(;base64)?,([^"]*)" download="([^"]+)">"#)
    var found: [String: (mediaType: String, bytes: Data)] = [:]
    for match in page.matches(of: link) {
        let mediaType = String(match.output[1].substring ?? "")
        let payload = String(match.output[3].substring ?? "")
        let name = String(match.output[4].substring ?? "")
        let bytes =
            match.output[2].substring == nil
            ? payload.removingPercentEncoding.map { Data($0.utf8) } : Data(base64Encoded: payload)
        guard let bytes else { throw DownloadError(name: name) }
        found[name] = (mediaType, bytes)
    }
    return found
}

/// A download link whose `data:` URL does not decode.
struct DownloadError: Error {
    /// The file name of the link.
    var name: String
}

/// A site's checklist page without its downloads section (`<section id="downloads" …>…</section>`),
/// which is what the HTML exporter writes for the page without downloads.
func withoutDownloads(_ page: String) -> String {
    guard let start = page.range(of: "<section id=\"downloads\""),
        let end = page.range(of: "</section>\n", range: start.upperBound..<page.endIndex)
    else { return page }
    return page.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
}
