import A11yPlan
import A11yPlanSite
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `preview`: the site served on 127.0.0.1, rebuilt as the catalog package's sources change, with the
/// open page reloaded or showing what stops the build.
public struct PreviewCommand: Command {
    /// Selects the command.
    public static let name = "preview"
    /// One line of help.
    public static let abstract = "Serve the site on 127.0.0.1 and rebuild it on every edit, reloading the page."
    /// The usage line.
    public static let usage = "preview [--port N] [--locale L] [--package-path DIR]"
    /// Accepted options.
    public static let options = [
        OptionSpec("--port", short: "-p", value: "N", help: "Serve on 127.0.0.1:N (default: 8000)."),
        OptionSpec("--locale", short: "-l", value: "L", help: "Also build the site in locale L and open it there."),
        OptionSpec(
            "--package-path", value: "DIR",
            help: "The catalog's Swift package (default: the folder above that holds Package.swift)."),
    ]
    /// Details.
    public static let discussion = """
        Builds the site into a temporary folder and serves it on 127.0.0.1 only. When a file of the
        catalog package changes (Package.swift, and Sources/, Content/ and Templates/ where they
        exist), it runs 'swift build' for this tool, starts the new build with the same arguments on the
        same port, rebuilds only the pages that changed, and reloads the open pages (a page without
        JavaScript works too, without the reload). A compile error or a 'check' error is shown on the
        open page and on standard error, with its file and line; fixing it reloads the page.

        Ctrl-C stops the preview and removes the temporary folder.
        """

    /// The port to serve on.
    public var port: Int
    /// A locale to build and open besides the source language.
    public var locale: String?
    /// The catalog package's folder, if given.
    public var packagePath: String?

    /// Reads the options; takes no positional arguments.
    public init(arguments: ParsedArguments) throws(CommandError) {
        if let extra = arguments.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: Self.name)
        }
        let portText = arguments.values["--port"] ?? "8000"
        guard let port = Int(portText), (1...65535).contains(port) else {
            throw .usage("--port takes a number from 1 to 65535, not '\(portText)'", command: Self.name)
        }
        self.port = port
        locale = arguments.values["--locale"]
        packagePath = arguments.values["--package-path"]
    }

    /// Builds, serves and watches until Ctrl-C.
    public func run(in context: CommandContext) async throws(CommandError) {
        let console = context.console
        let state = PreviewState.inherited()
        let package = try packageFolder()
        let tool = PreviewState.executable()
        let language = try locale.map { code throws(CommandError) in
            try context.language(code, command: Self.name)
        }
        let socket: PreviewSocket
        let site: URL
        if let state {
            socket = PreviewSocket(descriptor: state.descriptor, port: state.port)
            site = state.site
        } else {
            do {
                socket = try PreviewSocket.listen(port: port)
            } catch {
                throw .failure(error.description)
            }
            site = PreviewFolder(processID: getpid()).site
        }
        let interrupts = Self.removeOnInterrupt(PreviewFolder(site: site))
        let generation = state?.generation ?? 0
        // The sources as they are before the build, so an edit made while it runs, or the moment the
        // page is served, is seen.
        let watched = ["Package.swift", "Sources", "Content", "Templates"].map { package.appendingPathComponent($0) }
        let before = SourceSnapshot(of: watched)
        let problems = await Self.build(context.catalog, language: language, into: site)
        let server = PreviewServer(root: site, socket: socket, generation: generation)
        server.report(problems)
        server.start()
        for problem in problems { console.writeMessage(problem.description) }
        let address = "http://127.0.0.1:\(socket.port)/" + (language.map { "\($0.code)/" } ?? "")
        if let state {
            let seconds = Date().timeIntervalSince1970 - state.changedAt
            console.writeError(
                problems.isEmpty
                    ? "Rebuilt in \(String(format: "%.1f", seconds)) s; the open pages reload.\n"
                    : "The catalog does not build; the open pages show why.\n")
        } else {
            console.writeError(
                "Serving \(context.catalog.name) at \(address)\nWatching \(package.path) for changes; Ctrl-C stops.\n")
        }
        await watch(
            package: package, watched: watched, since: before, tool: tool, socket: socket, site: site, server: server,
            generation: generation, console: console)
        withExtendedLifetime(interrupts) {}
    }

    /// The package folder: `--package-path`, or the nearest folder from here up that holds Package.swift.
    private func packageFolder() throws(CommandError) -> URL {
        let manager = FileManager.default
        if let packagePath {
            let url = URL(fileURLWithPath: packagePath).standardizedFileURL
            guard manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
                throw .usage("'\(packagePath)' holds no Package.swift", command: Self.name)
            }
            return url
        }
        var folder = URL(fileURLWithPath: manager.currentDirectoryPath).standardizedFileURL
        while true {
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                throw .usage(
                    "no Package.swift here or above; run preview in the catalog's package, or give --package-path",
                    command: Self.name)
            }
            folder = parent
        }
    }

    /// The catalog checked and, where it has no error, built into `site` (only what changed since the
    /// last build there); the problems otherwise, at their lines.
    static func build(_ catalog: Catalog, language: Language?, into site: URL) async -> [PreviewProblem] {
        let errors = Validator().validate(catalog).filter { $0.severity == .error }
        guard errors.isEmpty else {
            return errors.map {
                PreviewProblem(file: $0.location.fileID, line: $0.location.line, message: "error: " + $0.message)
            }
        }
        do {
            let locales =
                language.map {
                    [LocalizedCatalog(language: $0, catalog: catalog.localized(to: $0))]
                } ?? []
            let builder = try SiteBuilder(catalog: catalog, locales: locales)
            try PreviewFolder(site: site).make()
            _ = try await builder.build(into: site, reuse: true) { _, _ in }
            return []
        } catch {
            return [PreviewProblem(file: nil, line: nil, message: "error: the site could not be built: \(error)")]
        }
    }

    /// Polls the package's sources; on a change, builds the tool and hands over to the new build.
    private func watch(
        package: URL, watched: [URL], since before: SourceSnapshot, tool: URL, socket: PreviewSocket, site: URL,
        server: PreviewServer, generation: Int, console: Console
    ) async {
        var seen = before
        while true {
            try? await Task.sleep(nanoseconds: 150_000_000)
            let now = SourceSnapshot(of: watched)
            guard now != seen else { continue }
            let changedAt = Date().timeIntervalSince1970
            // Let an editor finish writing: wait until two polls agree.
            try? await Task.sleep(nanoseconds: 60_000_000)
            seen = SourceSnapshot(of: watched)
            server.reportBuilding()
            let started = Date()
            let (status, output) = Self.swiftBuild(tool: tool, package: package)
            guard status == 0 else {
                let problems = PreviewProblem.compilerErrors(in: output, package: package)
                server.report(problems)
                for problem in problems { console.writeMessage(problem.description) }
                continue
            }
            console.writeError("swift build took \(String(format: "%.1f", Date().timeIntervalSince(started))) s\n")
            server.closeListeners()
            PreviewState(
                descriptor: socket.descriptor, port: socket.port, site: site, generation: generation + 1,
                changedAt: changedAt
            ).handOver(to: tool, socket: socket)
            // Only reached when the new build could not be started.
            server.report([PreviewProblem(file: nil, line: nil, message: "error: cannot start \(tool.path)")])
        }
    }

    /// `swift build` of the running product, in its configuration; its exit status and output.
    static func swiftBuild(tool: URL, package: URL) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["swift", "build", "--package-path", package.path, "--product", tool.lastPathComponent]
        if tool.path.contains("/release/") { arguments += ["-c", "release"] }
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "error: cannot run swift build: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Removes `folder` and exits on Ctrl-C or a termination signal, for as long as the returned sources
    /// live.
    private static func removeOnInterrupt(_ folder: PreviewFolder) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                folder.remove()
                exit(0)
            }
            source.resume()
            return source
        }
    }
}

/// What a preview hands to the build that replaces it: the listening socket, the site folder, the
/// build's number and when the change was seen, through the environment of `exec`.
struct PreviewState {
    var descriptor: Int32
    var port: Int
    var site: URL
    var generation: Int
    var changedAt: Double

    private static let variable = "A11YPLAN_PREVIEW_STATE"

    /// The state this process was started with, if a preview started it.
    static func inherited() -> PreviewState? {
        guard let text = ProcessInfo.processInfo.environment[variable] else { return nil }
        unsetenv(variable)
        let parts = text.split(separator: "\t", maxSplits: 4).map(String.init)
        guard parts.count == 5, let descriptor = Int32(parts[0]), let port = Int(parts[1]),
            let generation = Int(parts[2]), let changedAt = Double(parts[3])
        else { return nil }
        return PreviewState(
            descriptor: descriptor, port: port, site: URL(fileURLWithPath: parts[4]), generation: generation,
            changedAt: changedAt)
    }

    /// Starts `tool` in this process's place with the same arguments; returns only if that fails.
    func handOver(to tool: URL, socket: PreviewSocket) {
        socket.keepAcrossExec()
        setenv(Self.variable, "\(descriptor)\t\(port)\t\(generation)\t\(changedAt)\t\(site.path)", 1)
        let arguments = [tool.path] + CommandLine.arguments.dropFirst()
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(tool.path, pointers)
        unsetenv(Self.variable)
    }

    /// The running program's file, as it was when the process started (a rebuild replaces it).
    static func executable() -> URL {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path.replacingOccurrences(of: " (deleted)", with: ""))
            }
        #endif
        return URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0]).standardizedFileURL
    }
}
