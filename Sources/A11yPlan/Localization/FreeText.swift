/// One piece of a component's free text, the words a translator translates: where it is, what it
/// says, and the id that names it in translator files and translations.
///
/// Ids come from the content's structure, not its words, so that a changed source keeps its id and
/// its translation shows as stale: `name`, `usage`, `ios.given`, `ios.keyboard.escape.see`,
/// `web.output.name.result`. A second step with the same input in one part gets `-2`, and so on.
public struct FreeText: Sendable, Hashable {
    /// The kinds of free text, which tell a translator how the words are used.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The component's name, as titles and navigation show it.
        case name
        /// The component's name inside a sentence, such as "a popover tooltip".
        case noun
        /// The usage section, in Markdown.
        case usage
        /// Why the component has no plan on a platform.
        case unavailable
        /// The How-to-test narrative's Given line, after "Given that".
        case given
        /// A step's own wording of its input, instead of the vocabulary's.
        case input
        /// What a step does it for, after its action.
        case purpose
        /// What a step's tester sees or hears.
        case expectation
        /// A table row's own wording of its first cell.
        case cell
        /// A table row's result.
        case result
    }

    /// The unit's id, unique in its component.
    public var id: String
    /// The component the text belongs to.
    public var componentID: String
    /// The platform whose plan shows the text, or nil for the component's own text.
    public var platform: Platform?
    /// What the text is.
    public var kind: Kind
    /// The words, with typed terms as terms.
    public var source: Phrase
    /// Where the text was written.
    public var location: SourceLocation
}

extension Component {
    /// Every piece of free text in the component, in the order a page shows it.
    public var freeTexts: [FreeText] {
        var texts: [FreeText] = []
        var copy = self
        copy.visitFreeTexts { phrase, text in
            var text = text
            text.source = phrase
            texts.append(text)
        }
        return texts
    }

    /// The component with each piece of free text replaced by what `replace` makes of it, as a
    /// translation does.
    public func replacingFreeTexts(_ replace: (FreeText) -> Phrase) -> Component {
        var copy = self
        copy.visitFreeTexts { phrase, text in
            var text = text
            text.source = phrase
            phrase = replace(text)
        }
        return copy
    }

    /// Walks every piece of free text, letting `visit` change it; the `FreeText` it gets names the
    /// piece (its `source` is filled in by the callers above).
    mutating func visitFreeTexts(_ visit: (inout Phrase, FreeText) -> Void) {
        let componentID = id
        func text(_ id: String, _ kind: FreeText.Kind, _ platform: Platform?, _ at: SourceLocation) -> FreeText {
            FreeText(id: id, componentID: componentID, platform: platform, kind: kind, source: "", location: at)
        }
        func visitString(_ string: inout String, _ unit: FreeText) {
            var phrase = Phrase(string)
            visit(&phrase, unit)
            string = phrase.plainText
        }
        visitString(&name, text("name", .name, nil, location))
        if var noun {
            visitString(&noun, text("noun", .noun, nil, location))
            self.noun = noun
        }
        if var usage {
            visitString(&usage.markdown, text("usage", .usage, nil, usage.location))
            self.usage = usage
        }
        for index in unavailable.indices {
            let reason = unavailable[index]
            visitString(
                &unavailable[index].reason,
                text("\(reason.platform.rawValue).unavailable", .unavailable, reason.platform, reason.location))
        }
        for index in variants.indices {
            let platform = variants[index].platform
            let prefix = platform.rawValue
            if var howToTest = variants[index].howToTest {
                visit(&howToTest.given, text("\(prefix).given", .given, platform, howToTest.location))
                var seen: [String: Int] = [:]
                func unique(_ id: String) -> String {
                    seen[id, default: 0] += 1
                    return seen[id]! == 1 ? id : "\(id)-\(seen[id]!)"
                }
                func visitPart<Input: StepInput & FreeTextInput>(_ part: inout NarrativePart<Input>?, _ name: String) {
                    guard var steps = part?.steps else { return }
                    for step in steps.indices {
                        let location = steps[step].location
                        let base = unique("\(prefix).\(name).\(steps[step].input.freeTextKey)")
                        if var override = steps[step].input.override {
                            visitString(&override, text(base + ".input", .input, platform, location))
                            steps[step].input.override = override
                        }
                        if var purpose = steps[step].purpose {
                            visit(&purpose, text(base + ".purpose", .purpose, platform, location))
                            steps[step].purpose = purpose
                        }
                        // One expectation is `….see`; each of several is numbered, `….2.hear`.
                        func visitExpectation(_ expectation: inout Expectation, _ id: String) {
                            switch expectation {
                            case .see(var phrase):
                                visit(&phrase, text(id + ".see", .expectation, platform, location))
                                expectation = .see(phrase)
                            case .hear(var phrase):
                                visit(&phrase, text(id + ".hear", .expectation, platform, location))
                                expectation = .hear(phrase)
                            case .all(var members):
                                for member in members.indices {
                                    visitExpectation(&members[member], "\(id).\(member + 1)")
                                }
                                expectation = .all(members)
                            case .hearOutput: break
                            }
                        }
                        visitExpectation(&steps[step].expectation, base)
                    }
                    part?.steps = steps
                }
                visitPart(&howToTest.keyboardOnly, "keyboard")
                visitPart(&howToTest.screenreader, "screenreader")
                visitPart(&howToTest.mobileScreenreader, "mobile")
                variants[index].howToTest = howToTest
            }
            func visitTable<Input: TableInput & FreeTextInput>(_ table: inout Table<Input>?, _ name: String) {
                guard var rows = table?.rows else { return }
                var seen: [String: Int] = [:]
                for row in rows.indices {
                    let id = "\(prefix).\(name).\(rows[row].input.freeTextKey)"
                    seen[id, default: 0] += 1
                    let base = seen[id]! == 1 ? id : "\(id)-\(seen[id]!)"
                    let location = rows[row].location
                    if var override = rows[row].input.override {
                        visitString(&override, text(base + ".cell", .cell, platform, location))
                        rows[row].input.override = override
                    }
                    visit(&rows[row].result, text(base + ".result", .result, platform, location))
                }
                table?.rows = rows
            }
            visitTable(&variants[index].keyboardActions, "keys")
            visitTable(&variants[index].screenreaderGestures, "gestures")
            visitTable(&variants[index].screenreaderOutput, "output")
            visitTable(&variants[index].deviceSettings, "settings")
            visitTable(&variants[index].pointerAndTouch, "pointer")
        }
    }
}

/// An input with a typed identity that names its free text, and an optional wording of its own.
protocol FreeTextInput {
    /// The typed input as an id piece: `escape`, `arrowKeys-or-ctrlTab`, `doubleTap`, `name`.
    var freeTextKey: String { get }
    /// The input's own wording, if any.
    var override: String? { get set }
}

extension KeyInput: FreeTextInput {
    var freeTextKey: String { isWords ? "words" : keys.map(\.rawValue).joined(separator: "-or-") }
}

extension ScreenreaderInput: FreeTextInput {
    var freeTextKey: String {
        switch kind {
        case .gesture(let gesture): gesture.rawValue
        case .keys(let keys): keys.freeTextKey
        case .command(let command): command.rawValue
        }
    }
}

extension SettingInput: FreeTextInput {
    var freeTextKey: String { setting.rawValue }
}

extension PointerInput: FreeTextInput {
    var freeTextKey: String { rawValue }
    var override: String? {
        get { nil }
        set {}
    }
}

extension OutputAttribute: FreeTextInput {
    var freeTextKey: String { rawValue }
    var override: String? {
        get { nil }
        set {}
    }
}

extension Phrase {
    /// The phrase's text with terms left out: for free text that holds none, such as a name.
    var plainText: String {
        segments.map { segment in
            if case .text(let text) = segment { return text }
            return ""
        }.joined()
    }
}
