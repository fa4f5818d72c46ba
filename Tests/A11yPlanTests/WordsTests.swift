import Testing

@testable import A11yPlan

@Suite struct WordsTests {
    @Test func piecesKeepTheWordsApartFromTheArguments() {
        let pieces = Words.pieces(arguments: 2) { Words.english.goHomeOrSearch($0[0], $0[1]) }
        #expect(pieces == [.words("Go to the "), .argument(0), .words(" or "), .argument(1), .words(".")])
    }

    @Test func aTranslationMayReorderTheArguments() {
        var words = Words.english
        words.goHomeOrSearch = { "\($1) & \($0)" }
        let escape: (String) -> String = { $0.replacingOccurrences(of: "&", with: "&amp;") }
        let sentence = Words.fill(["<a>", "<b>"], escape: escape) { words.goHomeOrSearch($0[0], $0[1]) }
        #expect(sentence == "<b> &amp; <a>")
    }
}
