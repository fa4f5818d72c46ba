import A11yPlan
import Content
import Foundation
import Testing

/// The rule for `Content/`, as its README states it: every plan is written out in the DSL, line by
/// line, in its component's file. No helper builds a variant, a narrative part or a list of rows, and
/// every step and row keeps a source line of its own, so `check` points at the line that is wrong.
@Suite struct HandWrittenContentTests {
    static let content = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content")

    static func sources() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: content.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            (name, try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8))
        }
    }

    static func count(_ needle: String, in text: String) -> Int {
        let all = text.components(separatedBy: needle).count - 1
        // "Screenreader {" also ends "MobileScreenreader {", which is counted on its own.
        return needle == "Screenreader {" ? all - count("MobileScreenreader {", in: text) : all
    }

    @Test func everyVariantSpellsOutItsNarrativeAndTables() throws {
        let sources = try Self.sources()
        #expect(sources.count > 60, "read \(Self.content.path)")
        for (name, text) in sources where name != "BundledCatalog.swift" {
            let variants = Self.count("Variant(.", in: text)
            #expect(Self.count(": Component {", in: text) == 1, "\(name): one component per file")
            #expect(variants > 0 || Self.count("Unavailable(.", in: text) == 3, "\(name): no plan at all")
            for block in [
                "HowToTest(", "KeyboardOnly {", "Screenreader {", "KeyboardActions {", "ScreenreaderGestures {",
                "ScreenreaderOutput {", "DeviceSettings {",
            ] {
                #expect(Self.count(block, in: text) == variants, "\(name): \(variants) variants, but \(block) differs")
            }
            #expect(
                Self.count("MobileScreenreader {", in: text) == Self.count("Variant(.web)", in: text),
                "\(name): the Web variant's phone part")
        }
    }

    /// The initializer of a stored property declared on `line`, or nil when the line declares none.
    static func storedInitializer(_ line: Substring) throws -> Substring? {
        let stored = try Regex(
            #"^\s*((public|package|internal|fileprivate|private) )?(static )?(let|var) \w+(: [^={]+)? = (.*)$"#)
        return line.wholeMatch(of: stored)?.output[6].substring
    }

    /// The declaration rule, as the README's "Declaring a component" states it: a component is a
    /// computed `static var name: Component { … }`, whose body the compiler's interface job skips, and
    /// a stored property in `Content/` holds only what fits on its own line with nothing left open
    /// (a version string, a list of locales). A stored property whose initializer is a builder
    /// closure is type-checked again for every file whenever any file changes, which made a one-word
    /// edit cost a rebuild of the whole catalog.
    @Test func componentsAreComputedSoAnEditTypeChecksOneFile() throws {
        let computed = try Regex(#"^    (public )?static var \w+: Component \{$"#)
        for (name, text) in try Self.sources() {
            var components = 0
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.wholeMatch(of: computed) != nil { components += 1 }
                guard let initializer = try Self.storedInitializer(line) else { continue }
                let opened = initializer.filter { "({[".contains($0) }.count
                let closed = initializer.filter { ")}]".contains($0) }.count
                #expect(
                    opened == closed && !initializer.contains("Component("),
                    "\(name):\(index + 1): a stored property that is not one line; declare a component as `static var name: Component { … }`"
                )
            }
            if name != "BundledCatalog.swift" {
                #expect(components == 1, "\(name): one component, declared as `static var name: Component {`")
            }
        }
    }

    /// The declaration rule sees the declaration it is there to refuse, and lets one-line literals be.
    @Test func theDeclarationRuleSeesAStoredComponent() throws {
        let component = #"    static let button: Component = Component("Button", noun: "a button") {"#
        #expect(try Self.storedInitializer(component[...]) == #"Component("Button", noun: "a button") {"#)
        #expect(try Self.storedInitializer(#"    public static let version = "0.1.0""#[...]) == #""0.1.0""#)
        #expect(try Self.storedInitializer("    static var button: Component {"[...]) == nil)
    }

    @Test func noHelperBuildsPlansOrListsOfLines() throws {
        let generator = try Regex(
            #"(->\s*(\[|(Variant|HowToTest|NarrativePart|Table|KeyboardActions|ScreenreaderGestures|ScreenreaderOutput|DeviceSettings|MobileScreenreader|Step)\b))|@(ListBuilder|StepBuilder)"#
        )
        for (name, text) in try Self.sources() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(
                    (try? generator.firstMatch(in: line)) == nil,
                    "Content/\(name):\(number + 1): a function returns plan parts; write them out in the DSL")
            }
            #expect(!text.contains("Pattern.") && !text.contains("Spec("), "Content/\(name): the retired generator")
        }
    }

    @Test func everyStepAndRowHasASourceLineOfItsOwn() {
        var seen: [A11yPlan.SourceLocation: String] = [:]
        for component in BundledCatalog.components {
            var lines: [(A11yPlan.SourceLocation, String)] = []
            for variant in component.variants {
                let context = "\(component.id) on \(variant.platform.name)"
                let howToTest = variant.howToTest
                let steps =
                    (howToTest?.keyboardOnly?.steps.map(\.location) ?? [])
                    + (howToTest?.screenreader?.steps.map(\.location) ?? [])
                    + (howToTest?.mobileScreenreader?.steps.map(\.location) ?? [])
                let rows =
                    (variant.keyboardActions?.rows.map(\.location) ?? [])
                    + (variant.screenreaderGestures?.rows.map(\.location) ?? [])
                    + (variant.screenreaderOutput?.rows.map(\.location) ?? [])
                    + (variant.deviceSettings?.rows.map(\.location) ?? [])
                lines += (steps + rows).map { ($0, context) }
            }
            for (location, context) in lines {
                #expect(
                    location.fileID == component.location.fileID,
                    "\(context): a line written at \(location), outside the component's file")
                if let first = seen.updateValue(context, forKey: location) {
                    Issue.record("\(location) makes lines for both \(first) and \(context): write each line out")
                }
            }
        }
    }
}
