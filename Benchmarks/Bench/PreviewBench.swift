import A11yPlanSite
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The author's edit loop, timed where authors run it: `a11yplan preview` on this repository, a
/// one-line change written to `Content/Button.swift`, and the time from that write to the moment the
/// server tells the open page to reload (the new build's `hello` on the events stream, which is what
/// makes the page reload); then the incremental `swift build` after the same kind of edit, alone.
/// Each round writes the edit and then puts the file back, so both count; the file is restored at the
/// end whatever happens.
enum PreviewBench {
    static let file = "Content/Button.swift"
    static let original = "A button runs an action on the spot"
    static let edited = "A button runs an action right away"

    static func run(tool: String, rounds: Int) {
        let content = URL(fileURLWithPath: file)
        guard let text = try? String(contentsOf: content, encoding: .utf8), text.contains(original) else {
            fail("\(file) does not hold '\(original)'; run the preview bench from the repository's root")
        }
        defer { try? text.write(to: content, atomically: true, encoding: .utf8) }
        let port = 18_000 + Int(getpid() % 1000)
        let preview = Process()
        preview.executableURL = URL(fileURLWithPath: tool)
        preview.arguments = ["preview", "--port", "\(port)"]
        let errors = Pipe()
        preview.standardError = errors
        preview.standardOutput = FileHandle.nullDevice
        do { try preview.run() } catch { fail("cannot start \(tool): \(error)") }
        defer {
            kill(preview.processIdentifier, SIGINT)
            preview.waitUntilExit()
        }
        guard var stream = EventStream(port: port, timeout: 120) else { fail("the preview did not start serving") }
        var reloads: [Double] = []
        var current = text
        for round in 0..<(rounds * 2) {
            let next = round % 2 == 0 ? text.replacingOccurrences(of: original, with: edited) : text
            current = next
            let start = Date()
            try? current.write(to: content, atomically: false, encoding: .utf8)
            guard stream.waitForClose(timeout: 60), let again = EventStream(port: port, timeout: 60),
                again.generation == stream.generation + 1
            else { fail("the preview did not reload after an edit") }
            reloads.append(Date().timeIntervalSince(start))
            stream = again
        }
        var builds: [Double] = []
        kill(preview.processIdentifier, SIGINT)
        preview.waitUntilExit()
        for round in 0..<(rounds * 2) {
            let next = round % 2 == 0 ? text.replacingOccurrences(of: original, with: edited) : text
            try? next.write(to: content, atomically: false, encoding: .utf8)
            let start = Date()
            let build = runChild(["swift", "build", "--product", "a11yplan"], keepOutput: false)
            guard build.status == 0 else { fail("swift build failed after a one-line edit") }
            builds.append(Date().timeIntervalSince(start))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print(
            "bench: preview, a one-line edit in \(file) to the page's reload: median \(String(format: "%.2f", median(reloads))) s, "
                + "min \(String(format: "%.2f", reloads.min()!)) s, max \(String(format: "%.2f", reloads.max()!)) s "
                + "over \(reloads.count) edits (target <= 3 s)")
        print(
            "bench: incremental swift build after a one-line edit: median \(String(format: "%.2f", median(builds))) s, "
                + "min \(String(format: "%.2f", builds.min()!)) s, max \(String(format: "%.2f", builds.max()!)) s "
                + "over \(builds.count) edits (target <= 2 s)")
    }
}

/// A connection to the preview's events stream, holding the build number its `hello` named.
struct EventStream {
    let connection: Int32
    let generation: Int

    /// Connects to 127.0.0.1:`port`, trying again until `timeout` seconds have passed, and reads the
    /// first event.
    init?(port: Int, timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if connected == 0,
                PreviewSocket.send(Array("GET \(PreviewServer.eventsPath) HTTP/1.1\r\n\r\n".utf8), to: connection)
            {
                var text = ""
                while !text.contains("\n\n") || !text.contains("event: hello") {
                    let chunk = PreviewSocket.receive(from: connection)
                    if chunk.isEmpty { break }
                    text += String(decoding: chunk, as: UTF8.self)
                }
                if let range = text.range(of: "\"generation\":"),
                    let number = Int(text[range.upperBound...].prefix { $0.isNumber })
                {
                    self.connection = connection
                    self.generation = number
                    return
                }
            }
            close(connection)
            usleep(50_000)
        }
        return nil
    }

    /// Waits until the server closes the stream, as it does before the new build takes over.
    func waitForClose(timeout: Double) -> Bool {
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        defer { close(connection) }
        while true {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress!, 4096, 0) }
            if count == 0 { return true }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return false }
        }
    }
}
