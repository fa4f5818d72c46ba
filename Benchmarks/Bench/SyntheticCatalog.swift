import A11yPlan

/// A catalog of any size built through the public DSL, each component of the reference page's size
/// and shape (usage prose in Markdown, all parts and four tables), with varied words.
enum SyntheticCatalog {
    static let nouns = [
        "panel", "chip", "banner", "badge", "drawer", "token", "meter", "rating", "avatar", "filter", "tile",
        "stepper", "toolbar", "divider", "callout",
    ]
    static let verbs = ["opens", "closes", "expands", "collapses", "moves", "selects", "clears", "reveals", "hides"]

    /// `count` components named and worded by their index; component `edited`, when given, has one more
    /// sentence of usage, as after a user's edit, so its key and its pages change.
    static func catalog(components count: Int, edited: Int? = nil) -> Catalog {
        Catalog(
            name: "Synthetic catalog", version: "bench",
            components: (0..<count).map { component($0, edited: $0 == edited) })
    }

    static func component(_ index: Int, edited: Bool = false) -> Component {
        let noun = nouns[index % nouns.count]
        let verb = verbs[index % verbs.count]
        let name = "\(noun.capitalized) \(index)"
        return Component(name, id: "\(noun)-\(index)") {
            Usage(
                "A *\(noun)* \(verb) related content when people activate it. Use it for [short tasks](https://example.org/\(index)) only, and keep its label visible."
                    + (edited ? " Edited: it also says when it is busy." : "")
            )
            for platform in Platform.allCases {
                variant(platform, name: name, noun: noun, verb: verb)
            }
        }
    }

    static func variant(_ platform: Platform, name: String, noun: String, verb: String) -> Variant {
        let mobile = platform.usesTouchGestures
        let place = mobile ? "screen" : "page"
        return Variant(platform) {
            HowToTest(given: "I am on a \(place) with a \(name.lowercased())") {
                KeyboardOnly {
                    When(
                        .keys(.tab, .arrowKeys),
                        "to move focus to the \(noun)",
                        .see("focus is visually indicated around the \(noun)"),
                        .wcag(.sc2_1_1, .sc2_4_7)
                    )
                    ThenWhen(.key(.space), .see("the \(noun) \(verb) its content"), .wcag(.sc2_1_1))
                    ThenWhen(.key(.enter), .see("the \(noun) is toggled open or closed"), .wcag(.sc2_1_1))
                    OrWhen(.key(.escape), .see("the \(noun) closes and focus stays on it"), .wcag(.sc2_1_2))
                }
                Screenreader {
                    When(mobile ? .gesture(.swipe) : .key(.tab), "to focus on the \(noun)", .hearOutput)
                    ThenWhen(
                        mobile ? .gesture(.doubleTap) : .key(.enter),
                        "with the \(noun) in focus",
                        .hear("the \(noun) \(verb) and says its new state"),
                        .wcag(.sc4_1_2)
                    )
                }
            }
            KeyboardActions {
                Row(.keys(.tab, .arrowKeys), "Focus visibly moves to the \(noun)", .wcag(.sc2_1_1, .sc2_4_7))
                Row(.key(.space), "The \(noun) \(verb) its content", .wcag(.sc2_1_1))
                Row(.key(.escape), "Closes the \(noun)", .wcag(.sc2_1_2))
            }
            ScreenreaderGestures {
                Row(
                    mobile ? .gesture(.swipe) : .key(.tab), "Focus moves to the \(noun), reads its name",
                    .wcag(.sc4_1_2))
                Row(mobile ? .gesture(.doubleTap) : .key(.enter), "The \(noun) \(verb)", .wcag(.sc4_1_2))
                Row(mobile ? .gesture(.swipeAgain) : .key(.escape), "Browses the \(noun)", .wcag(.sc1_3_2))
            }
            ScreenreaderOutput {
                Row(.name, "Its purpose is clear and matches the visible label of the \(noun)", .wcag(.sc4_1_2))
                Row(.role, "It identifies itself as a \(.role(.button))", .wcag(.sc4_1_2))
                Row(.group, "Any visible label is read with the \(noun) in one step", .wcag(.sc1_3_1))
                Row(.state, "It expresses its state (\(.state(.expanded)))", .wcag(.sc4_1_2))
            }
            DeviceSettings {
                Row(
                    .setting(.textResize), "Text in the \(noun) can grow to 200% without losing information",
                    .wcag(.sc1_4_4))
                Row(.setting(.increasedContrast), "The outline of the \(noun) becomes high contrast", .bestPractice)
            }
        }
    }
}
