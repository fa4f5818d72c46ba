import A11yPlan
import A11yPlanSite
import Foundation

/// A subcommand of the tool: its name, its help, the options it accepts, and what it does.
public protocol Command: Sendable {
    /// The word that selects the command, such as `render`.
    static var name: String { get }
    /// One line saying what the command does.
    static var abstract: String { get }
    /// The usage line after the tool's name, such as `render ID --platform P`.
    static var usage: String { get }
    /// The options the command accepts (besides `--help`).
    static var options: [OptionSpec] { get }
    /// More help after the options: details and examples.
    static var discussion: String { get }

    /// Reads the command's arguments; throws a usage error for anything wrong.
    init(arguments: ParsedArguments) throws(CommandError)

    /// Does the work against `context`; throws a failure for anything that goes wrong.
    func run(in context: CommandContext) async throws(CommandError)
}

/// What a running command can use: the catalog, the console and the tool's identity.
public struct CommandContext: Sendable {
    /// The catalog the tool serves.
    public var catalog: Catalog
    /// Where to write.
    public var console: Console
    /// The tool's name in messages, such as `a11yplan`.
    public var toolName: String

    /// The component with `id`; an unknown id is a usage error that names the closest ids.
    func component(id: String, command: String) throws(CommandError) -> Component {
        if let component = catalog.component(id: id) { return component }
        let closest = catalog.closestIDs(to: id)
        let quoted = closest.map { "'\($0)'" }
        let choices =
            quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted.last! : quoted.first
        let hint = choices.map { "did you mean \($0)?" } ?? "run '\(toolName) list' to see the ids"
        throw .usage("no component with id '\(id)'; \(hint)", command: command)
    }

    /// The test plan of the component `id` on `platform` in `language`, phrased from the catalog
    /// localised to it; an unknown id is a usage error naming the closest ids, a platform the component
    /// lacks a failure naming the ones it has.
    func plan(id: String, platform: Platform, language: Language, command: String) throws(CommandError) -> TestPlan {
        let component = try self.component(id: id, command: command)
        let localized = catalog.localized(to: language).component(id: id) ?? component
        guard let plan = TestPlan(component: localized, platform: platform, language: language) else {
            let has = component.platforms.sorted().map(\.rawValue).joined(separator: ", ")
            throw .failure("'\(id)' has no \(platform.rawValue) test plan (it has: \(has))")
        }
        return plan
    }

    /// This context with the catalog's translations read from `folder` (`<locale>.json` each, as
    /// `l10n import --into` writes them) instead of the bundled ones, so a translator can preview a
    /// translation without rebuilding the tool; nil keeps the bundled ones.
    func translations(from folder: String?) throws(CommandError) -> CommandContext {
        guard let folder else { return self }
        var context = self
        for locale in catalog.locales {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + locale + ".json"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            do {
                context.catalog.translations[locale] = try Translation(json: Array(data))
            } catch {
                throw .failure("\(path):\(error.line): \(error.message)")
            }
        }
        return context
    }

    /// The language `code` names (the catalog's source language when nil), which must be the source or
    /// one of the catalog's locales and have bundled words; a usage error names the choices.
    func language(_ code: String?, command: String) throws(CommandError) -> Language {
        let code = code ?? catalog.sourceLanguage
        let choices = ([catalog.sourceLanguage] + catalog.locales).joined(separator: ", ")
        guard code == catalog.sourceLanguage || catalog.locales.contains(code) else {
            throw .usage("the catalog has no locale '\(code)' (it has \(choices))", command: command)
        }
        guard let language = Language.bundled(code: code) else {
            let bundled = Language.bundled.map(\.code).joined(separator: ", ")
            throw .usage("A11yPlan has no words for '\(code)' (it has \(bundled))", command: command)
        }
        return language
    }

    /// Writes `text` as the file at `path` through the site module's one atomic writer; a regular file
    /// there already is replaced only with `force`, and nothing else there ever is.
    func writeOutput(_ text: String, to path: String, force: Bool) throws(CommandError) {
        do throws(SiteWriterError) {
            if try SiteWriter.existingFile(at: path) && !force {
                throw SiteWriterError("'\(path)' exists; use --force to replace it")
            }
            try SiteWriter.writeFile(text, at: path)
        } catch {
            throw .failure(error.description)
        }
    }
}

extension Command {
    /// The command's full help text.
    static func help(toolName: String) -> String {
        var lines = ["\(abstract)", "", "Usage: \(toolName) \(usage)", "", "Options:"]
        let all = options + [OptionSpec("--help", short: "-h", help: "Show this help.")]
        let width = all.map(\.synopsis.count).max() ?? 0
        for option in all {
            let padding = String(repeating: " ", count: width - option.synopsis.count)
            lines.append("  \(option.synopsis)\(padding)  \(option.help)")
        }
        if !discussion.isEmpty {
            lines += ["", discussion]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
