import A11yPlan
import Content
import Testing

@testable import A11yPlanRender

@Suite struct ContentHashTests {
    struct Pair: Codable {
        var a: [[String]]
        var b: String?
    }

    @Test func isTheSameInEveryProcess() {
        // Fixed digits: a hash seeded per process, like Swift's Hasher, would fail here on the next run.
        #expect(
            ContentHash(of: Pair(a: [["x"]], b: nil)).description
                == ContentHash(of: Pair(a: [["x"]], b: nil)).description)
        #expect(ContentHash().description == "6c62272e07bb014262b821756295c58d")
        var raw = ContentHash()
        raw.add(byte: UInt8(ascii: "a"))
        #expect(raw.description == "d228cb696f1a8caf78912b704e4a8964", "FNV-1a 128's published value for \"a\"")
        #expect(ContentHash(of: "a").description == "a68bbca68d8b5822836dbc78cafabc6f", "tag, length, bytes")
    }

    @Test func everyByteOfATextCounts() {
        // Texts go in eight bytes a step and then byte by byte: a change anywhere must show.
        let base = "abcdefghijklmnopq"
        var texts = [base, String(base.dropLast()), String(base.dropLast(9)), String(base.dropLast(10))]
        for offset in [0, 7, 8, 15, 16] {
            var bytes = Array(base.utf8)
            bytes[offset] = UInt8(ascii: "z")
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        #expect(Set(texts.map(ContentHash.init(of:))).count == texts.count)
    }

    @Test func tellsApartValuesThatReadAlike() {
        let values = [
            Pair(a: [["a", "b"]], b: nil), Pair(a: [["a"], ["b"]], b: nil), Pair(a: [["ab"]], b: nil),
            Pair(a: [[], ["a"]], b: nil), Pair(a: [["a"], []], b: nil), Pair(a: [], b: ""), Pair(a: [], b: nil),
        ]
        #expect(Set(values.map(ContentHash.init(of:))).count == values.count)
    }

    @Test func changesWithAnyFieldOfAComponent() throws {
        let component = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        var edits: [Component] = [component]
        func edit(_ change: (inout Component) -> Void) {
            var changed = component
            change(&changed)
            edits.append(changed)
        }
        edit { $0.location.line += 1 }
        edit { $0.name += " " }
        edit { $0.usage?.markdown += "." }
        edit { $0.variants.swapAt(0, 1) }
        edit { $0.variants[0].keyboardActions?.rows[0].result = "Another result" }
        edit { $0.variants[0].keyboardActions?.rows[0].input.keys = [.tab] }
        edit { $0.variants[0].keyboardActions?.rows[0].references.isBestPractice.toggle() }
        edit { $0.variants[0].screenreaderOutput?.rows[0].references.criteria.append(.sc1_4_3) }
        edit { $0.variants[0].deviceSettings?.rows[0].input.override = "Bigger text" }
        edit { $0.variants[0].howToTest?.given = "I am elsewhere" }
        edit { $0.variants[0].howToTest?.keyboardOnly?.steps[0].purpose = nil }
        edit { $0.variants[0].howToTest?.keyboardOnly?.steps[0].connective = .orWhen }
        edit { $0.variants[0].howToTest?.screenreader?.steps[0].expectation = .hear("something") }
        edit { $0.variants[0].screenreaderGestures?.rows[0].input.override = "a flick" }
        edit { $0.unavailable.append(Unavailable(.web, "Not there")) }
        let hashes = edits.map(ContentHash.init(feeding:))
        #expect(Set(hashes).count == edits.count, "every edit changes the hash")
        #expect(ContentHash(feeding: component) == ContentHash(feeding: component))
        #expect(ContentHash(hashes[0].description[...]) == hashes[0])
    }

    /// The model feeds the hash field by field, by hand (`ContentFeeding`): a field added to one of
    /// these types must be fed there too, and this test says so.
    @Test func feedsEveryFieldOfTheModel() throws {
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let component = try #require(BundledCatalog.catalog.component(id: "popover-tooltip"))
        let variant = try #require(component.variant(for: .iOS))
        let howToTest = try #require(variant.howToTest)
        let keyboard = try #require(howToTest.keyboardOnly)
        let screenreader = try #require(howToTest.screenreader)
        let actions = try #require(variant.keyboardActions)
        let gestures = try #require(variant.screenreaderGestures)
        let settings = try #require(variant.deviceSettings)
        #expect(fields(component) == ["id", "name", "noun", "usage", "variants", "unavailable", "location"])
        #expect(fields(try #require(component.usage)) == ["markdown", "location"])
        #expect(fields(Unavailable(.web, "x")) == ["platform", "reason", "location"])
        #expect(
            fields(variant) == [
                "platform", "howToTest", "keyboardActions", "screenreaderGestures", "screenreaderOutput",
                "deviceSettings", "location",
            ])
        #expect(fields(howToTest) == ["given", "keyboardOnly", "screenreader", "mobileScreenreader", "location"])
        #expect(fields(keyboard) == ["steps", "location"])
        #expect(
            fields(keyboard.steps[0]) == ["connective", "input", "purpose", "expectation", "references", "location"])
        #expect(fields(screenreader.steps[0].input) == ["kind", "override"])
        #expect(fields(actions) == ["rows", "location"])
        #expect(fields(actions.rows[0]) == ["input", "result", "references", "location"])
        #expect(fields(actions.rows[0].input) == ["keys", "override"])
        #expect(fields(gestures.rows[0].input) == ["kind", "override"])
        #expect(fields(settings.rows[0].input) == ["setting", "override"])
        #expect(fields(Phrase("x")) == ["segments"])
        #expect(fields(References.wcag(.sc2_1_1)) == ["criteria", "isBestPractice"])
        #expect(fields(SourceLocation(fileID: "F", line: 1)) == ["fileID", "line"])
        #expect(
            fields(SuccessCriterion.sc2_1_1) == ["number", "title", "level", "isObsolete", "sortKey"],
            "fed by number, which the rest (sortKey too) follows from")
    }

    @Test func tellsApartPhrasesAndReferences() {
        let phrases: [Phrase] = ["a", "b", "a \(.role(.button))", "a \(.role(.tab))", "a\(.state(.expanded))"]
        #expect(Set(phrases.map(ContentHash.init(feeding:))).count == phrases.count)
        let references = [References.wcag(.sc2_1_1), .wcag(.sc2_1_2), .wcag(.sc2_1_1, .sc2_1_2), .bestPractice]
        #expect(Set(references.map(ContentHash.init(feeding:))).count == references.count)
    }
}
