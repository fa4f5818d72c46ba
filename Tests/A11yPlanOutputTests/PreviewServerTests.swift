import Foundation
import Testing

@testable import A11yPlanSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `a11yplan preview`'s server: loopback only, paths kept inside the site, media types, the site's own
/// 404 page, the reload script in every page and the events stream, many tabs at once.
@Suite struct PreviewServerTests {
    /// A small site in a temporary folder, served on a free port.
    static func served() throws -> (server: PreviewServer, socket: PreviewSocket, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-preview-test-\(UUID())")
        let site = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try "<!DOCTYPE html><html><body><p>Home</p></body></html>".write(
            to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try "<!DOCTYPE html><html><body><h1>Not found here</h1></body></html>".write(
            to: site.appendingPathComponent("404.html"), atomically: true, encoding: .utf8)
        try "<p>Button</p></body>".write(
            to: site.appendingPathComponent("ios/button.html"), atomically: true, encoding: .utf8)
        try "body{}".write(to: site.appendingPathComponent("assets/site.css"), atomically: true, encoding: .utf8)
        try "# Button".write(to: site.appendingPathComponent("ios/button-ios.md"), atomically: true, encoding: .utf8)
        try "x".write(to: site.appendingPathComponent(".a11yplan-manifest"), atomically: true, encoding: .utf8)
        try "secret".write(to: folder.appendingPathComponent("outside.txt"), atomically: true, encoding: .utf8)
        let socket = try PreviewSocket.listen(port: 0)
        let server = PreviewServer(root: site, socket: socket, generation: 7)
        server.start()
        return (server, socket, folder)
    }

    /// A connection to 127.0.0.1:`port`, or -1.
    static func connection(to port: Int) -> Int32 {
        #if canImport(Glibc)
            let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let connection = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(connection)
            return -1
        }
        return connection
    }

    /// What 127.0.0.1:`port` answers to `request`, read until the server closes the connection or, with
    /// `marker`, until the marker arrives.
    static func exchange(_ request: String, port: Int, until marker: String? = nil) -> String {
        let connection = connection(to: port)
        guard connection >= 0 else { return "" }
        defer { close(connection) }
        guard PreviewSocket.send(Array(request.utf8), to: connection) else { return "" }
        var response = ""
        while marker.map({ !response.contains($0) }) ?? true {
            let chunk = PreviewSocket.receive(from: connection)
            if chunk.isEmpty { break }
            response += String(decoding: chunk, as: UTF8.self)
        }
        return response
    }

    static func get(_ path: String, port: Int) -> String {
        exchange("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port)
    }

    @Test func listensOnTheLoopbackAddressOnly() throws {
        let (_, socket, folder) = try Self.served()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(socket.boundAddress.host == "127.0.0.1")
        #expect(socket.boundAddress.port == socket.port && socket.port > 0)
    }

    @Test func aTakenPortIsSaidPlainly() throws {
        let (_, socket, folder) = try Self.served()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PreviewSocket.Failure.self) { try PreviewSocket.listen(port: socket.port) }
        do {
            _ = try PreviewSocket.listen(port: socket.port)
        } catch {
            #expect(
                error.description == "the port \(socket.port) is taken by another program; choose another with --port N"
            )
        }
    }

    @Test func pagesCarryTheReloadScriptAndFilesTheirMediaTypes() throws {
        let (_, socket, folder) = try Self.served()
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = Self.get("/", port: socket.port)
        #expect(home.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(home.contains("Content-Type: text/html; charset=utf-8\r\n"))
        #expect(home.contains("<script src=\"/__a11yplan/live.js\" data-generation=\"7\" defer></script>\n</body>"))
        #expect(Self.get("/ios/button.html", port: socket.port).contains("data-generation=\"7\""))
        #expect(Self.get("/assets/site.css", port: socket.port).contains("Content-Type: text/css; charset=utf-8\r\n"))
        #expect(
            Self.get("/ios/button-ios.md", port: socket.port).contains("Content-Type: text/markdown; charset=utf-8"))
        let script = Self.get("/__a11yplan/live.js", port: socket.port)
        #expect(script.contains("Content-Type: text/javascript; charset=utf-8") && script.contains("EventSource"))
        let head = Self.exchange("HEAD /assets/site.css HTTP/1.1\r\n\r\n", port: socket.port)
        #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.hasSuffix("\r\n\r\n"), "a HEAD response has no body")
        #expect(Self.get("/ios", port: socket.port).hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"))
    }

    @Test func aMissingPageIsTheSitesOwn404() throws {
        let (_, socket, folder) = try Self.served()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = Self.get("/ios/nothing.html", port: socket.port)
        #expect(missing.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(missing.contains("Not found here"))
        #expect(Self.get("/.a11yplan-manifest", port: socket.port).hasPrefix("HTTP/1.1 404"), "the builder's files")
    }

    @Test func beforeAnyBuildAPageStillShowsTheProblemsAndReloads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yplan-preview-test-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let socket = try PreviewSocket.listen(port: 0)
        PreviewServer(root: folder, socket: socket, generation: 0).start()
        let page = Self.get("/web/chip.html", port: socket.port)
        #expect(page.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(page.contains("<h1>Not built yet</h1>") && page.contains("data-generation=\"0\""))
    }

    @Test(arguments: [
        "/../outside.txt", "/ios/../../outside.txt", "/%2e%2e/outside.txt", "/%2E%2E/outside.txt",
        "/ios/%2e%2e/%2e%2e/outside.txt", "//etc/passwd", "/..%2foutside.txt", "/ios%5c..%5c..%5coutside.txt",
        "/%00", "/%zz", "http://example.org/", "etc/passwd",
    ])
    func pathsOutsideTheSiteAreRefused(path: String) throws {
        let (_, socket, folder) = try Self.served()
        defer { try? FileManager.default.removeItem(at: folder) }
        let response = Self.get(path, port: socket.port)
        #expect(response.hasPrefix("HTTP/1.1 400 Bad Request"), "\(path): \(response.prefix(40))")
        #expect(!response.contains("secret"))
    }

    @Test func otherMethodsAndBrokenRequestsAreRefused() throws {
        let (_, socket, folder) = try Self.served()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.exchange("POST / HTTP/1.1\r\n\r\n", port: socket.port).hasPrefix("HTTP/1.1 405"))
        #expect(Self.exchange("GET /\r\n\r\n", port: socket.port).hasPrefix("HTTP/1.1 400"))
    }

    @Test func manyTabsAtOnceEachHearTheBuildAndItsProblems() throws {
        let (server, socket, folder) = try Self.served()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tabs = 12
        let streams = Streams()
        let group = DispatchGroup()
        // Blocking reads, one thread per tab, as a browser holds one stream per tab.
        for _ in 0..<tabs {
            group.enter()
            Thread.detachNewThread {
                streams.append(Self.exchangeUntil("event: problems", port: socket.port))
                group.leave()
            }
        }
        // Report once every tab is listening: each hears its hello first.
        let deadline = Date().addingTimeInterval(10)
        while server.listenerCount < tabs && Date() < deadline { usleep(20_000) }
        server.report([PreviewProblem(file: "Content/Button.swift", line: 6, message: "error: expected ',' <b>")])
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(streams.all.count == tabs)
        for text in streams.all {
            #expect(text.contains("Content-Type: text/event-stream"))
            #expect(text.contains("event: hello\ndata: {\"generation\":7}\n\n"))
            #expect(text.contains("data: [{\"text\":\"Content/Button.swift:6: error: expected ',' <b>\"}]"))
        }
        // A page that connects later hears the current problems at once.
        #expect(Self.exchangeUntil("event: problems", port: socket.port).contains("Content/Button.swift:6"))
        server.report([])
    }

    /// Texts collected from several threads.
    final class Streams: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func append(_ text: String) { lock.withLock { texts.append(text) } }
        var all: [String] { lock.withLock { texts } }
    }

    /// Reads an events stream until `marker` arrives.
    static func exchangeUntil(_ marker: String, port: Int) -> String {
        exchange("GET /__a11yplan/events HTTP/1.1\r\n\r\n", port: port, until: marker)
    }

    @Test func compilerErrorsAreReadAtTheirLinesOnce() {
        let package = URL(fileURLWithPath: "/work/pkg")
        let output = """
            [3/6] Compiling Content Button.swift
            /work/pkg/Content/Button.swift:6:58: error: expected ',' separator
            /work/pkg/Content/Button.swift:6:58: error: expected ',' separator
            /work/pkg/Content/Button.swift:9:1: warning: unused
            error: fatalError
            """
        let problems = PreviewProblem.compilerErrors(in: output, package: package).map(\.description)
        #expect(problems == ["Content/Button.swift:6: error: expected ',' separator"])
        #expect(
            PreviewProblem.compilerErrors(in: "linking failed\nerror: link command failed", package: package)
                .map(\.description) == ["error: link command failed"])
    }
}
