import A11yPlan
import A11yPlanSite
import Content
import Foundation
import Testing

/// The search index in parts: every plan is found by each of its words through the part a query
/// loads, titles and pages are the plans' own in every language, and parts have plain ASCII names.
struct SearchIndexTests {
    /// The plan numbers of a word's runs (`[skipped, length - 1, …]`), as search.js reads them.
    static func numbers(_ runs: [Int]) -> Set<Int> {
        var found = Set<Int>()
        var following = 0
        for pair in stride(from: 0, to: runs.count - 1, by: 2) {
            let first = following + runs[pair]
            found.formUnion(first...(first + runs[pair + 1]))
            following = first + runs[pair + 1] + 1
        }
        return found
    }

    /// Each part of `files` by its start: its words with their plan numbers.
    static func parts(_ files: [SearchIndex.File]) throws -> [String: [String: Set<Int>]] {
        var parts: [String: [String: Set<Int>]] = [:]
        for file in files where file.path != SearchIndex.namesPath {
            let wrapping = SearchIndex.partWrapping
            let json = "[" + file.text.dropFirst(wrapping.prefix.count).dropLast(wrapping.suffix.count) + "]"
            let call = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any])
            let start = try #require(call[0] as? String)
            let words = try #require(call[1] as? [String: [Int]])
            #expect(file.path == SearchIndex.partPath(start: start))
            parts[start] = words.mapValues(numbers)
        }
        return parts
    }

    @Test(arguments: ["en", "de", "es"])
    func everyPlanIsFoundByEachOfItsWordsAndTheirStarts(code: String) throws {
        let language = try #require(Language.bundled(code: code))
        let catalog = BundledCatalog.catalog.localized(to: language)
        let index = SearchIndex(catalog: catalog, language: language)
        let parts = try Self.parts(index.files)
        let count = Platform.allCases.count
        let place = Dictionary(uniqueKeysWithValues: catalog.components.enumerated().map { ($1.id, $0) })
        #expect(index.entries.count > 150)
        for entry in index.entries {
            let number =
                try #require(place[entry.component]) * count + Platform.allCases.firstIndex(of: entry.platform)!
            for word in entry.words {
                let scalars = word.unicodeScalars
                let initial = String(String.UnicodeScalarView(scalars.prefix(1)))
                #expect(parts[initial]?[""]?.contains(number) == true, "\(word): its first character's part")
                guard scalars.count > 1 else { continue }
                let start = String(String.UnicodeScalarView(scalars.prefix(2)))
                #expect(parts[start]?[word]?.contains(number) == true, "\(entry.component) \(entry.platform) \(word)")
            }
        }
        let everyWord = Set(index.entries.flatMap(\.words))
        let listed = Set(parts.values.flatMap(\.keys)).subtracting([""])
        #expect(listed == everyWord.filter { $0.unicodeScalars.count > 1 }, "no part lists a word no plan has")
    }

    @Test(arguments: ["en", "de", "es"])
    func titlesAndPagesAreThePlansOwn(code: String) throws {
        let language = try #require(Language.bundled(code: code))
        let catalog = BundledCatalog.catalog.localized(to: language)
        let index = SearchIndex(catalog: catalog, language: language)
        for component in catalog.components {
            for platform in component.platforms {
                let plan = try #require(TestPlan(component: component, platform: platform, language: language))
                let title = try #require(index.titles[platform])
                #expect(
                    title.before + ForeignText.strip(component.name) + title.after == ForeignText.strip(plan.title))
            }
        }
        let names = try #require(index.files.first)
        #expect(names.path == "search-index.js")
        #expect(names.text.contains(#"{"id":"ios","page":["ios/",".html"],"title":"#))
    }

    @Test func partsHavePlainASCIINames() {
        #expect(SearchIndex.partPath(start: "po") == "search/words-po.js")
        #expect(SearchIndex.partPath(start: "7") == "search/words-7.js")
        #expect(SearchIndex.partPath(start: "ü") == "search/words-xfc.js")
        #expect(SearchIndex.partPath(start: "fü") == "search/words-x66-fc.js")
    }

    @Test func wordsAreRunsOfLettersMarksAndDigitsLowercased() {
        var words: [String] = []
        SearchIndex.forEachWord(in: "Tab-Taste DRÜCKEN, „Schließen“ 2× e\u{301}t\u{E000}é") { words.append($0) }
        #expect(words == ["tab", "taste", "drücken", "schließen", "2", "e\u{301}t", "é"])
    }
}
