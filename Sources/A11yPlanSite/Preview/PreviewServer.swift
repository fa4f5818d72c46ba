import A11yPlanFormats
import Foundation

/// Serves a built site from a folder on 127.0.0.1 for `a11yplan preview`: HTTP/1.1 GET and HEAD, one
/// request per connection, and a server-sent events stream that tells open pages to reload or to show
/// what stops the build.
///
/// Every HTML page gets one script before `</body>` (the files on disk stay as the site builder wrote
/// them); a page without JavaScript works as it does from disk, without the reload.
package final class PreviewServer: @unchecked Sendable {
    /// The folder served.
    package let root: URL
    /// The build the served pages come from: a page whose build is older reloads.
    package let generation: Int
    private let socket: PreviewSocket
    private let lock = NSLock()
    private var listeners: [Int32] = []
    private var problems: [PreviewProblem] = []
    private var handingOver = false

    /// Where the reload script and the events live, apart from the site's own paths.
    package static let eventsPath = "/__a11yplan/events"
    /// The reload script's path.
    package static let scriptPath = "/__a11yplan/live.js"

    /// A server of `root` on `socket`, for pages of build `generation`.
    package init(root: URL, socket: PreviewSocket, generation: Int) {
        self.root = root.standardizedFileURL
        self.socket = socket
        self.generation = generation
    }

    /// Accepts connections on a thread of its own until the process ends.
    package func start() {
        Thread.detachNewThread { [self] in
            while true {
                guard let connection = socket.accept() else { continue }
                Thread.detachNewThread { [self] in self.handle(connection) }
            }
        }
    }

    /// How many pages hold an events stream open now.
    package var listenerCount: Int { lock.withLock { listeners.count } }

    /// Tells every open page what stops the build (shown on the page) or, with none, that the build is
    /// well again; later pages hear it as they connect.
    package func report(_ problems: [PreviewProblem]) {
        let message = Self.event("problems", PreviewProblem.json(problems))
        let current = lock.withLock {
            self.problems = problems
            return listeners
        }
        for listener in current where !PreviewSocket.send(message, to: listener) {
            drop(listener)
        }
    }

    /// Tells every open page that a rebuild has started.
    package func reportBuilding() {
        let message = Self.event("building", "{}")
        for listener in lock.withLock({ listeners }) where !PreviewSocket.send(message, to: listener) {
            drop(listener)
        }
    }

    /// Closes every events stream, before this process hands the socket to its successor, and turns
    /// away connections from then on: each page's `EventSource` reconnects by itself (after the
    /// `retry` the stream set) and reaches the successor.
    package func closeListeners() {
        for listener in lock.withLock({ () -> [Int32] in
            handingOver = true
            defer { listeners = [] }
            return listeners
        }) {
            PreviewSocket.close(listener)
        }
    }

    private func drop(_ listener: Int32) {
        lock.withLock { listeners.removeAll { $0 == listener } }
        PreviewSocket.close(listener)
    }

    // MARK: Requests

    private func handle(_ connection: Int32) {
        if lock.withLock({ handingOver }) { return PreviewSocket.close(connection) }
        var request: [UInt8] = []
        while !Self.headersEnd(request) {
            let chunk = PreviewSocket.receive(from: connection)
            if chunk.isEmpty || request.count + chunk.count > 16_384 {
                PreviewSocket.close(connection)
                return
            }
            request += chunk
        }
        let response = respond(to: String(decoding: request, as: UTF8.self))
        switch response {
        case .events:
            // A page reconnects a quarter of a second after its stream ends, not the browser's default
            // of seconds, so the reload follows the new build closely.
            let hello = Array("retry: 250\n\n".utf8) + Self.event("hello", "{\"generation\":\(generation)}")
            let header = Array(
                ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
                    + "Connection: keep-alive\r\n\r\n").utf8)
            let problems = lock.withLock {
                listeners.append(connection)
                return self.problems
            }
            let current = problems.isEmpty ? [] : Self.event("problems", PreviewProblem.json(problems))
            guard PreviewSocket.send(header + hello + current, to: connection) else { return drop(connection) }
            // Hold the connection until the page goes away: a read returns nothing then.
            while !PreviewSocket.receive(from: connection).isEmpty {}
            drop(connection)
        case .bytes(let bytes):
            _ = PreviewSocket.send(bytes, to: connection)
            PreviewSocket.close(connection)
        }
    }

    private enum Response {
        case bytes([UInt8])
        case events
    }

    private static func headersEnd(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 3..<bytes.count
        where bytes[index] == 0x0A && bytes[index - 1] == 0x0D && bytes[index - 2] == 0x0A && bytes[index - 3] == 0x0D {
            return true
        }
        return false
    }

    private func respond(to request: String) -> Response {
        // "\r\n" is one Character, a newline.
        let line = (request.split(whereSeparator: \.isNewline).first ?? "")
            .split(separator: " ", omittingEmptySubsequences: false)
        guard line.count == 3, line[2].hasPrefix("HTTP/1.") else { return .bytes(Self.plain(400, "Bad Request")) }
        let method = line[0]
        guard method == "GET" || method == "HEAD" else {
            return .bytes(Self.plain(405, "Method Not Allowed", extra: "Allow: GET, HEAD\r\n"))
        }
        let head = method == "HEAD"
        let target = String(line[1].prefix { $0 != "?" && $0 != "#" })
        if target == Self.eventsPath && !head { return .events }
        if target == Self.scriptPath {
            return .bytes(
                Self.response(
                    200, "OK", type: "text/javascript; charset=utf-8", Array(LiveReload.script.utf8), head: head))
        }
        guard let file = PreviewPath.file(for: target, in: root) else {
            return .bytes(Self.plain(400, "Bad Request"))
        }
        var isFolder: ObjCBool = false
        var path = file.path
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            guard target.hasSuffix("/") else {
                return .bytes(Self.plain(301, "Moved Permanently", extra: "Location: \(target)/\r\n"))
            }
            path += "/index.html"
        }
        guard let data = FileManager.default.contents(atPath: path), !isHidden(path) else {
            // The site's own 404 page; before a first build has made one, a page that still shows what
            // stops the build and reloads once it is built.
            let page =
                FileManager.default.contents(atPath: root.appendingPathComponent("404.html").path).map(Array.init)
                ?? Array(Self.notBuiltYet.utf8)
            let body = LiveReload.inject(into: page, generation: generation)
            return .bytes(Self.response(404, "Not Found", type: "text/html; charset=utf-8", body, head: head))
        }
        let type = PreviewPath.mediaType(of: path)
        let body =
            type.hasPrefix("text/html") ? LiveReload.inject(into: Array(data), generation: generation) : Array(data)
        return .bytes(Self.response(200, "OK", type: type, body, head: head))
    }

    /// What a page shows before the site was ever built.
    static let notBuiltYet = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Not built yet · A11yPlan preview</title></head>
        <body>
        <main><h1>Not built yet</h1><p>The catalog has not built yet. What stops it is listed at the top of this
        page and on the preview's standard error; this page reloads once it builds.</p></main>
        </body>
        </html>

        """

    /// The site builder's own files (`.a11yplan-site`, the manifest) are not pages.
    private func isHidden(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private static func response(
        _ status: Int, _ reason: String, type: String, _ body: [UInt8], head: Bool = false, extra: String = ""
    ) -> [UInt8] {
        let header =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\(extra)\r\n"
        return Array(header.utf8) + (head ? [] : body)
    }

    private static func plain(_ status: Int, _ reason: String, extra: String = "") -> [UInt8] {
        response(status, reason, type: "text/plain; charset=utf-8", Array("\(reason)\n".utf8), extra: extra)
    }

    private static func event(_ name: String, _ json: String) -> [UInt8] {
        Array("event: \(name)\ndata: \(json)\n\n".utf8)
    }
}

/// Something that stops the preview's build, at its source line, as the page and standard error show it.
package struct PreviewProblem: Sendable, Hashable {
    /// The file, relative to the package where it lies inside it.
    package var file: String?
    /// The line, from 1.
    package var line: Int?
    /// The message.
    package var message: String

    /// A problem `message` at `file`:`line`.
    package init(file: String?, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// "file:line: message", as a compiler says it.
    package var description: String {
        guard let file else { return message }
        return line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }

    /// The compiler's errors in `output`, each once, with paths inside `package` made relative; the
    /// last line that says "error" when none has a file and line.
    package static func compilerErrors(in output: String, package: URL) -> [PreviewProblem] {
        var problems: [PreviewProblem] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil, parts[3] == " error" else {
                continue
            }
            var file = String(parts[0])
            if file.hasPrefix(package.path + "/") { file.removeFirst(package.path.count + 1) }
            let problem = PreviewProblem(file: file, line: number, message: "error:" + parts[4])
            if !problems.contains(problem) { problems.append(problem) }
        }
        if problems.isEmpty {
            let last = output.split(separator: "\n").last { $0.contains("error") }.map(String.init)
            problems.append(PreviewProblem(file: nil, line: nil, message: last ?? "error: swift build failed"))
        }
        return problems
    }

    /// The problems as a JSON array for the page: `[{"text": "file:line: message"}]`.
    static func json(_ problems: [PreviewProblem]) -> String {
        var out = TextBuffer(capacity: 256)
        var writer = JSONWriter(pretty: false)
        writer.beginArray(&out)
        for problem in problems {
            writer.element(&out)
            writer.beginObject(&out)
            writer.member("text", problem.description, &out)
            writer.endObject(&out)
        }
        writer.endArray(&out)
        return out.string
    }
}
