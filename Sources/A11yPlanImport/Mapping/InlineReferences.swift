import A11yPlan

/// WCAG references written into a line's text, as sites do: "… stays visible 2.4.7 AA", "(1.4.3 AA)",
/// "- 1.4.3 AA", or a bare number at the line's end ("… 4.0.0"). They are taken out of the text, to be
/// the row's or step's references; a number WCAG 2.2 lacks is taken out too, for a warning.
///
/// A number counts only with a level after it, or at the very end of the text, so that prose naming a
/// criterion in passing ("meets 1.4.10 when zoomed") keeps its words.
struct InlineReferences: Sendable, Hashable {
    /// The text without its references.
    var text: String
    /// The criteria found, in the order written.
    var criteria: [SuccessCriterion] = []
    /// Numbers in the form of a criterion that WCAG 2.2 does not have, as written.
    var unknown: [String] = []

    /// The criteria as a row's or step's references: none when the text named none.
    var references: References { criteria.isEmpty ? .none : .wcag(criteria) }

    private static let levels: Set<Substring> = ["A", "AA", "AAA"]
    private static let leaders: Set<Substring> = ["-", "–", "—", "WCAG", "SC", "WCAG:"]

    /// `text` with its references taken out.
    init(_ text: String) {
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        var index = 0
        var removed = false
        var criteria: [SuccessCriterion] = []
        var unknown: [String] = []
        while index < words.count {
            let word = words[index]
            let number = Self.trimmed(word)
            let hasLevel = index + 1 < words.count && Self.levels.contains(Self.trimmedLevel(words[index + 1]))
            let isLast = index == words.count - 1
            guard Self.isCriterionNumber(number), hasLevel || isLast else {
                index += 1
                continue
            }
            if let criterion = SuccessCriterion.all.first(where: { $0.number == number }) {
                if !criteria.contains(criterion) { criteria.append(criterion) }
            } else {
                unknown.append(String(number))
            }
            var start = index
            let end = hasLevel ? index + 2 : index + 1
            while start > 0 && Self.leaders.contains(words[start - 1]) { start -= 1 }
            words.removeSubrange(start..<end)
            index = start
            removed = true
        }
        guard removed else {
            self.text = text
            return
        }
        var result = words.joined(separator: " ").trimmingCharacters
        while let last = result.last, "-–—,;:".contains(last) {
            result.removeLast()
            result = result.trimmingCharacters
        }
        result = result.replacingEmptyParentheses
        self.text = result
        self.criteria = criteria
        self.unknown = unknown
    }

    private static func trimmed(_ word: Substring) -> Substring {
        var word = word
        while let first = word.first, "([".contains(first) { word = word.dropFirst() }
        while let last = word.last, ").,;:]".contains(last) { word = word.dropLast() }
        return word
    }

    private static func trimmedLevel(_ word: Substring) -> Substring {
        var word = word
        while let first = word.first, "(".contains(first) { word = word.dropFirst() }
        while let last = word.last, ").,;:]".contains(last) { word = word.dropLast() }
        return word
    }

    /// "1.4.3": three runs of digits joined by dots.
    private static func isCriterionNumber(_ word: Substring) -> Bool {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension String {
    /// The text without a "()" left behind where a reference stood.
    fileprivate var replacingEmptyParentheses: String {
        var text = self
        while let range = text.firstRange(of: " ()") { text.removeSubrange(range) }
        while let range = text.firstRange(of: "()") { text.removeSubrange(range) }
        return text
    }
}
