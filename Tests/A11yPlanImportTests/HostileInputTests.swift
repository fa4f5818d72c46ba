import A11yPlan
import A11yPlanFormats
import Foundation
import Testing

@testable import A11yPlanImport

/// Hostile text in every field comes out as Swift string literals that hold exactly that text.
@Suite struct HostileInputTests {
    static let texts = [
        #"She said "hi" \(boom) #"#, ###"\#\##(x) "#"## \##(not interpolated)"###, "line one\nline two\r\ttab",
        "\u{202E}reversed\u{0}nul", "\u{301}combining first, e\u{301}, 👩🏽‍💻 日本語", #"end with a quote""#, #"\"#, "#",
        "", "plain words", ##"\#(x)"##, "\u{2028}separator\u{FEFF}",
    ]

    /// Reads a literal as Swift does, for the forms the writer uses: ordinary or raw, one line, with
    /// `\n`, `\r`, `\t`, `\0`, `\u{…}` (and in ordinary literals `\\` and `\"`) escapes.
    static func read(_ literal: String) -> String? {
        let scalars = Array(literal.unicodeScalars)
        let hashes = scalars.prefix { $0 == "#" }.count
        let closing = [Unicode.Scalar("\"")] + Array(repeating: Unicode.Scalar("#"), count: hashes)
        guard scalars.count >= 2 * hashes + 2, scalars[hashes] == "\"", Array(scalars.suffix(hashes + 1)) == closing
        else { return nil }
        let body = Array(scalars[(hashes + 1)..<(scalars.count - hashes - 1)])
        var text = String.UnicodeScalarView()
        var index = 0
        while index < body.count {
            let scalar = body[index]
            if scalar == "\n" || scalar == "\r" { return nil }
            if scalar == "\"" && Array(body[index..<min(body.count, index + 1 + hashes)]) == closing { return nil }
            guard scalar == "\\", body[(index + 1)...].prefix(hashes).allSatisfy({ $0 == "#" }),
                index + hashes + 1 < body.count
            else {
                if scalar == "\\" && hashes == 0 { return nil }
                text.append(scalar)
                index += 1
                continue
            }
            let escape = body[index + hashes + 1]
            index += hashes + 2
            switch escape {
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "0": text.append("\0")
            case "\\" where hashes == 0: text.append("\\")
            case "\"" where hashes == 0: text.append("\"")
            case "u":
                guard let end = body[index...].firstIndex(of: "}"), body[index] == "{",
                    let value = UInt32(String(String.UnicodeScalarView(body[(index + 1)..<end])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                text.append(decoded)
                index = end + 1
            default: return nil
            }
        }
        return String(text)
    }

    @Test(arguments: texts)
    func eachLiteralHoldsItsTextOnOneLine(text: String) throws {
        let literal = SwiftLiteral.string(text)
        #expect(Self.read(literal) == text, "\(literal)")
        #expect(!literal.contains("\n") && !literal.contains("\r") && !literal.unicodeScalars.contains("\u{202E}"))
        let raw = text.contains("\"") || text.contains("\\")
        #expect(literal.hasPrefix("#") == raw, "raw only where a quote or backslash needs it: \(literal)")
    }

    @Test func picksOneMoreHashThanTheTextHasAfterAQuoteOrABackslash() {
        #expect(SwiftLiteral.string("plain") == #""plain""#)
        #expect(SwiftLiteral.string(#"say "hi""#) == ##"#"say "hi""#"##)
        #expect(SwiftLiteral.string(##"a "# b"##) == ###"##"a "# b"##"###)
        #expect(SwiftLiteral.string(###"\## x"###) == ####"###"\## x"###"####)
        #expect(SwiftLiteral.string(#"\(not) code"#) == ##"#"\(not) code"#"##)
        #expect(SwiftLiteral.string("two\nlines") == #""two\nlines""#)
        #expect(SwiftLiteral.string("a \"b\"\nc") == ##"#"a "b"\#nc"#"##)
    }

    @Test func interpolatesTermsInsideRawLiterals() {
        let literal = SwiftLiteral.string([.text(#"it says "#), .interpolation(".role(.button)"), .text(#"""#)])
        #expect(literal == ##"#"it says \#(.role(.button))""#"##)
    }

    @Test func theHostileComponentsSourceIsOneLiteralPerLineAndLintClean() throws {
        let source = PageImporter().source(of: hostileComponent, property: "hostile")
        #expect(!source.unicodeScalars.contains("\u{202E}") && !source.unicodeScalars.contains("\u{0}"))
        #expect(source.contains(##"        Component(#"She said "hi" \(boom) #"#, "##))
        #expect(source.contains(####" noun: ###"\#\##(x) "#"## \##(not interpolated)"###, "####))
        #expect(source.contains("👩🏽\u{200D}💻"), "the emoji keeps its joiner")
        #expect(source.contains(#"Usage("line one\nline two\r\ttab")"#))
        #expect(source.contains(#"Unavailable(.android, "\u{202E}reversed\0nul")"#))
        #expect(source.contains(#"id: "hostile""#))
    }

    /// Hostile words other than line breaks (which a Markdown line cannot hold) survive a page.
    @Test func hostileWordsSurviveAMarkdownPage() throws {
        var component = hostileComponent
        #expect(component.name.hasSuffix(" #"), "a heading's closing '#' is escaped, so the name keeps it")
        component.usage = Usage(#"Usage with *stars*, `code`, <b>tags</b> and a \(quote)."#)
        let page = MarkdownRenderer().string(try #require(TestPlan(component: component, platform: .iOS)))
        let result = PageImporter().importPages([PageSource(path: "hostile-ios.md", text: page)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let imported = try #require(result.components.first)
        #expect(imported.name == component.name)
        let again = MarkdownRenderer().string(try #require(TestPlan(component: imported, platform: .iOS)))
        // CommonMark reads NUL as U+FFFD, so that is the one character a page cannot hand back.
        let readable = page.replacingOccurrences(of: "\0", with: "\u{FFFD}")
        #expect(again == readable, "\(firstDifference(readable, again))\n\(result.diagnostics)")
    }
}
