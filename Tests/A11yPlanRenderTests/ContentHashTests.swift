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
        #expect(ContentHash(of: "a").description == "00b5d756c99e7572077f72577fe731d7", "tag, length, bytes")
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
        var moved = component
        moved.location = SourceLocation(fileID: component.location.fileID, line: component.location.line + 1)
        var renamed = component
        renamed.name += " "
        let hashes = [component, moved, renamed].map(ContentHash.init(of:))
        #expect(Set(hashes).count == 3)
        #expect(ContentHash(of: component) == ContentHash(of: component))
        #expect(ContentHash(hashes[0].description[...]) == hashes[0])
    }

    /// The hash feeds these types field by field, by hand: a field added to one of them must be added
    /// there too, and this test says so.
    @Test func feedsEveryFieldOfTheTypesItReadsByHand() {
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        #expect(fields(Phrase("x")) == ["segments"])
        #expect(fields(References.wcag(.sc2_1_1)) == ["criteria", "isBestPractice"])
        #expect(fields(SourceLocation(fileID: "F", line: 1)) == ["fileID", "line"])
        #expect(fields(SuccessCriterion.sc2_1_1) == ["number", "title", "level", "isObsolete"], "encoded by number")
    }

    @Test func tellsApartPhrasesAndReferences() {
        let phrases: [Phrase] = ["a", "b", "a \(.role(.button))", "a \(.role(.tab))", "a\(.state(.expanded))"]
        #expect(Set(phrases.map(ContentHash.init(of:))).count == phrases.count)
        let references = [References.wcag(.sc2_1_1), .wcag(.sc2_1_2), .wcag(.sc2_1_1, .sc2_1_2), .bestPractice]
        #expect(Set(references.map(ContentHash.init(of:))).count == references.count)
    }
}
