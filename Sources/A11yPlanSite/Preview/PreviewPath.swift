import Foundation

/// From a request's path to a file inside the served folder, refusing every path that could reach
/// outside it, and the media type of a file.
package enum PreviewPath {
    /// The file `target` names under `root`, or nil for a path that is not a plain path inside it: not
    /// starting with "/", a "." or ".." segment (also percent-encoded), a backslash, a NUL or another
    /// control character, or percent-encoding that is not UTF-8.
    package static func file(for target: String, in root: URL) -> URL? {
        guard target.hasPrefix("/"), !target.hasPrefix("//") else { return nil }
        guard let decoded = target.removingPercentEncoding else { return nil }
        guard !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" || $0.value == 0x7F }) else {
            return nil
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard !segments.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
        var url = root
        for segment in segments where !segment.isEmpty {
            url.appendPathComponent(String(segment))
        }
        let path = url.standardizedFileURL.path
        guard path == root.path || path.hasPrefix(root.path + "/") else { return nil }
        return url
    }

    /// The `Content-Type` of a file by its extension.
    package static func mediaType(of path: String) -> String {
        let ext = path.split(separator: "/").last.flatMap { name in
            name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
        }
        return switch ext {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml"
        case "md": "text/markdown; charset=utf-8"
        case "txt", "feature": "text/plain; charset=utf-8"
        case "csv": "text/csv; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        default: "application/octet-stream"
        }
    }
}
