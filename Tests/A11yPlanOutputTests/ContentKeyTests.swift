import A11yPlan
import Content
import Foundation
import Testing

@testable import A11yPlanSite

@Suite struct ContentKeyTests {
    struct Pair: Codable {
        var a: [[String]]
        var b: String?
    }

    @Test func isTheSameInEveryProcess() {
        // Fixed digits: a hash seeded per process, like Swift's Hasher, would fail here on the next run.
        #expect(
            ContentKey(of: Pair(a: [["x"]], b: nil)).description
                == ContentKey(of: Pair(a: [["x"]], b: nil)).description)
        #expect(
            ContentKey(combining: []).description == "99aa06d3014798d86001c324468d497f",
            "XXH3-128 of no bytes, as libxxhash publishes it")
        #expect(ContentKey(ContentKey(of: "a").description[...]) == ContentKey(of: "a"))
        #expect(ContentKey("not a key"[...]) == nil)
    }

    @Test func everyByteOfATextCounts() {
        // A change anywhere in a text must show, and a text as long as the feed's buffer too.
        let base = "abcdefghijklmnopq"
        var texts = [base, String(base.dropLast()), String(base.dropLast(9)), String(base.dropLast(10))]
        for offset in [0, 7, 8, 15, 16] {
            var bytes = Array(base.utf8)
            bytes[offset] = UInt8(ascii: "z")
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        texts += [String(repeating: "a", count: 1 << 14), String(repeating: "a", count: (1 << 14) + 1)]
        #expect(Set(texts.map(ContentKey.init(of:))).count == texts.count)
    }

    @Test func tellsApartValuesThatReadAlike() {
        let values = [
            Pair(a: [["a", "b"]], b: nil), Pair(a: [["a"], ["b"]], b: nil), Pair(a: [["ab"]], b: nil),
            Pair(a: [[], ["a"]], b: nil), Pair(a: [["a"], []], b: nil), Pair(a: [], b: ""), Pair(a: [], b: nil),
        ]
        #expect(Set(values.map(ContentKey.init(of:))).count == values.count)
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
        let hashes = edits.map(ContentKey.init(of:))
        #expect(Set(hashes).count == edits.count, "every edit changes the hash")
        #expect(ContentKey(of: component) == ContentKey(of: component))
        #expect(ContentKey(hashes[0].description[...]) == hashes[0])
    }

    /// The key is the model's own `Codable` encoding, so a field changes the key exactly when the
    /// encoding holds it: every stored field of every model type that encodes as an object (found with
    /// `Mirror`) must be a member of that object. A field kept out of `Codable` would make a stale site,
    /// and fails here.
    @Test func everyFieldOfTheModelIsInItsEncoding() throws {
        func check(_ value: some Encodable, _ type: String) throws {
            let fields = Mirror(reflecting: value).children.compactMap(\.label)
            let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
            let members = try #require(json as? [String: Any], "\(type) encodes as an object")
            #expect(Set(members.keys) == Set(fields), "\(type): every stored field is in the key")
            #expect(!fields.isEmpty)
        }
        var component = component(saying: "x", usage: "u")
        component.unavailable.append(Unavailable(.iOS, "Not there"))
        var variant = try #require(component.variant(for: .web))
        // The optional table is left out of the encoding when absent: give it one to see its member.
        variant.pointerAndTouch = PointerAndTouch { Row(.drag, "Moves the thumb", .wcag(.sc2_5_7)) }
        try check(component, "Component")
        try check(try #require(component.usage), "Usage")
        try check(component.unavailable[0], "Unavailable")
        try check(variant, "Variant")
        try check(try #require(variant.howToTest), "HowToTest")
    }

    /// The model types with a compact encoding of their own (a phrase as a string or a list of pieces;
    /// a location, table, row, part of the narrative, step, references and each input as the list of its
    /// fields; one-key objects for enumerations with a value): the stored fields are the ones listed here, and a change to each
    /// changes the key, so a field added to one of them fails until its encoding holds it.
    @Test func everyFieldOfACompactEncodingChangesTheKey() throws {
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let location = SourceLocation(fileID: "Content/A.swift", line: 3)
        #expect(fields(location) == ["fileID", "line"])
        let locations = [
            location, SourceLocation(fileID: "Content/B.swift", line: 3),
            SourceLocation(fileID: "Content/A.swift", line: 4),
            SourceLocation(fileID: "Content/A.swift:4", line: 3),
        ]
        #expect(Set(locations.map(ContentKey.init(of:))).count == locations.count)
        let references: [References] = [
            .wcag(.sc2_1_1), .wcag(.sc2_1_2), .wcag(.sc2_1_1, .sc2_1_2), .bestPractice, .none,
        ]
        #expect(fields(references[0]) == ["criteria", "isBestPractice"])
        #expect(Set(references.map(ContentKey.init(of:))).count == references.count)
        let keys: [KeyInput] = [
            .key(.tab), .key(.escape), .keys(.tab, .space), .words("x"), .words(""), .key(.tab).phrased("x"),
        ]
        #expect(fields(keys[0]) == ["keys", "override"])
        #expect(Set(keys.map(ContentKey.init(of:))).count == keys.count)
        let settings: [SettingInput] = [.setting(.boldText), .setting(.textResize), .setting(.boldText).phrased("x")]
        #expect(fields(settings[0]) == ["setting", "override"])
        #expect(Set(settings.map(ContentKey.init(of:))).count == settings.count)
        let screenreaderInputs: [ScreenreaderInput] = [
            .gesture(.swipe), .gesture(.doubleTap), .gesture(.swipe).phrased("x"),
        ]
        #expect(fields(screenreaderInputs[0]) == ["kind", "override"])
        #expect(Set(screenreaderInputs.map(ContentKey.init(of:))).count == screenreaderInputs.count)
        let row = Row(KeyInput.key(.tab), "Moves focus", .wcag(.sc2_1_1), fileID: "Content/A.swift", line: 3)
        #expect(fields(row) == ["input", "result", "references", "location"])
        var rows = [row]
        for change: (inout Row<KeyInput>) -> Void in [
            { $0.input = .key(.escape) }, { $0.result = "Closes" }, { $0.references = .bestPractice },
            { $0.location.line = 4 },
        ] {
            rows.append(row)
            change(&rows[rows.count - 1])
        }
        #expect(Set(rows.map(ContentKey.init(of:))).count == rows.count)
        let step = Step(
            connective: .when, input: KeyInput.key(.tab), purpose: "to move focus", expectation: .see("a"),
            references: .wcag(.sc2_1_1), location: location)
        #expect(fields(step) == ["connective", "input", "purpose", "expectation", "references", "location"])
        var steps = [step]
        for change: (inout Step<KeyInput>) -> Void in [
            { $0.connective = .orWhen }, { $0.input = .key(.escape) }, { $0.purpose = nil }, { $0.purpose = "to go" },
            { $0.expectation = .hear("a") }, { $0.references = .bestPractice }, { $0.location.line = 4 },
        ] {
            steps.append(step)
            change(&steps[steps.count - 1])
        }
        #expect(Set(steps.map(ContentKey.init(of:))).count == steps.count)
        let table = KeyboardActions(fileID: "Content/A.swift", line: 3) { row }
        #expect(fields(table) == ["rows", "location"])
        var tables = [table, KeyboardActions(fileID: "Content/A.swift", line: 3) {}]
        for change: (inout KeyboardActions) -> Void in [{ $0.rows.append(row) }, { $0.location.line = 4 }] {
            tables.append(table)
            change(&tables[tables.count - 1])
        }
        #expect(Set(tables.map(ContentKey.init(of:))).count == tables.count)
        let part = KeyboardOnly(fileID: "Content/A.swift", line: 3) { When(.key(.tab), .see("a")) }
        #expect(fields(part) == ["steps", "location"])
        var parts = [part, KeyboardOnly(fileID: "Content/A.swift", line: 3) {}]
        for change: (inout KeyboardOnly) -> Void in [{ $0.steps.append(step) }, { $0.location.line = 4 }] {
            parts.append(part)
            change(&parts[parts.count - 1])
        }
        #expect(Set(parts.map(ContentKey.init(of:))).count == parts.count)
        let phrase: Phrase = "Opens the \(.role(.menu))"
        #expect(fields(phrase) == ["segments"])
        let terms: [Phrase.Term] = [
            .role(.menu), .role(.button), .state(.expanded), .setting(.boldText), .key(.tab), .screenReader,
        ]
        let phrases = [phrase, "Opens the menu", "Opens the \(.role(.button))"] + terms.map { "\($0)" as Phrase }
        #expect(Set(phrases.map(ContentKey.init(of:))).count == phrases.count)
        let expectations: [A11yPlan.Expectation] = [.see("a"), .hear("a"), .see("b"), .hearOutput]
        #expect(Set(expectations.map(ContentKey.init(of:))).count == expectations.count)
        let kinds: [ScreenreaderInput.Kind] = [
            .gesture(.swipe), .gesture(.doubleTap), .keys(.key(.tab)), .command(.nextHeading),
        ]
        #expect(Set(kinds.map(ContentKey.init(of:))).count == kinds.count)
        func roundTrip<Value: Codable>(_ value: Value) throws {
            let data = try JSONEncoder().encode(value)
            let decoded = try JSONDecoder().decode(Value.self, from: data)
            #expect(try JSONEncoder().encode(decoded) == data, "\(Value.self) decodes what it encodes")
        }
        try roundTrip(locations)
        try roundTrip(references)
        try roundTrip(keys)
        try roundTrip(settings)
        try roundTrip(screenreaderInputs)
        try roundTrip(rows)
        try roundTrip(steps)
        try roundTrip(tables)
        try roundTrip(parts)
        try roundTrip(phrases)
        try roundTrip(expectations)
        try roundTrip(kinds)
    }

    @Test func tellsApartPhrasesAndReferences() {
        let phrases: [Phrase] = ["a", "b", "a \(.role(.button))", "a \(.role(.tab))", "a\(.state(.expanded))"]
        #expect(Set(phrases.map(ContentKey.init(of:))).count == phrases.count)
        let references = [References.wcag(.sc2_1_1), .wcag(.sc2_1_2), .wcag(.sc2_1_1, .sc2_1_2), .bestPractice]
        #expect(Set(references.map(ContentKey.init(of:))).count == references.count)
    }
}
