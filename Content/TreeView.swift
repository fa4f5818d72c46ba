import A11yPlan

extension BundledCatalog {
    /// A tree view: nested items that open and close, moved through with the arrow keys (ARIA tree pattern).
    static var treeView: Component {
        Component("Tree view", noun: "a tree view") {
            Usage(
                "A tree view shows nested items, such as folders and files, that open to show their children and close to hide them. On the web it is one Tab stop, and the arrow keys move through it."
            )
            Unavailable(
                .iOS,
                "iOS has no tree control, and VoiceOver announces no tree levels or positions. Nested items are shown as drill-down lists or as outline rows that expand and collapse, which are tested with the Disclosure and Accordion plans."
            )
            Unavailable(
                .android,
                "Android has no tree widget, and TalkBack announces no tree levels or positions. Nested items are shown as drill-down screens or as expandable list rows (ExpandableListView), which are tested with the Accordion plan."
            )
            Variant(.web) {
                HowToTest(given: "I am on a page with a tree view of folders, with the Documents folder closed") {
                    KeyboardOnly {
                        When(
                            .key(.tab), "to reach the tree",
                            .see(
                                "a visible focus indicator on the selected item, or on the first item when none is selected"
                            ),
                            .wcag(.sc2_1_1, .sc2_4_7))
                        ThenWhen(
                            .key(.downArrow), "to move to the Documents folder",
                            .see("focus moves to the next visible item and nothing opens or closes"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.rightArrow), "on the closed Documents folder",
                            .see("the folder opens, its children appear below it, and focus stays on Documents"),
                            .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.rightArrow), "on the open Documents folder",
                            .see("focus moves to the folder's first child"), .wcag(.sc2_1_1, .sc2_4_3))
                        ThenWhen(
                            .key(.leftArrow), "on that child",
                            .see("focus moves back up to Documents, which stays open"), .wcag(.sc2_1_1))
                        ThenWhen(
                            .key(.leftArrow), "on the open Documents folder",
                            .see("the folder closes and its children are hidden"), .wcag(.sc2_1_1))
                        OrWhen(
                            .key(.tab), "to leave the tree",
                            .see("focus leaves the tree in one press and lands on the next control after it"),
                            .wcag(.sc2_4_3))
                    }
                    Screenreader {
                        When(.key(.tab), "to reach the tree", .hearOutput)
                        ThenWhen(
                            .key(.rightArrow), "on a closed folder",
                            .hear(
                                "\(.state(.expanded)) for the folder in focus; VoiceOver may say it only when focus comes back to the folder"
                            ),
                            .wcag(.sc4_1_2))
                        ThenWhen(
                            .key(.downArrow), "to move to its first child",
                            .hear(
                                "the child's name and its position among its siblings, such as \"1 of 4\", with \"level 2\" where the screen reader reports levels"
                            ),
                            .wcag(.sc1_3_1))
                        ThenWhen(
                            .key(.leftArrow), "on that child",
                            .hear(
                                "the parent folder's name again, with \"level 1\" where the screen reader reports levels"
                            ),
                            .wcag(.sc1_3_1))
                    }
                    MobileScreenreader {
                        When(
                            .gesture(.swipe), "to reach a closed folder in the tree",
                            .hear("the folder's name and \(.state(.collapsed))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.doubleTap), "on the closed folder",
                            .hear("the folder now reads \(.state(.expanded))"), .wcag(.sc4_1_2))
                        ThenWhen(
                            .gesture(.swipe), "past the open folder",
                            .hear("its children next, before the folder that follows it"), .wcag(.sc1_3_2))
                    }
                }
                KeyboardActions {
                    Row(.keys(.home, .end), "Moves to the first or the last visible item of the tree", .wcag(.sc2_1_1))
                    Row(
                        .key(.characters), "Moves to the next visible item whose name starts with the typed letter",
                        .bestPractice)
                    Row(.key(.enter), "Opens the item in focus, such as showing the file's contents", .wcag(.sc2_1_1))
                    Row(
                        .key(.upArrow), "Moves to the previous visible item, skipping the children of closed folders",
                        .wcag(.sc2_1_1))
                }
                ScreenreaderGestures {
                    Row(.key(.end), "Reads the last visible item of the tree with its position", .wcag(.sc1_3_1))
                    Row(
                        .key(.upArrow), "Reads the item above, saying the level whenever it changes",
                        .wcag(.sc1_3_1))
                    Row(.key(.enter), "Opens the item and reads what it opened", .wcag(.sc4_1_2))
                }
                ScreenreaderOutput {
                    Row(.name, "The tree is named by its visible label, such as Files", .wcag(.sc4_1_2))
                    Row(
                        .role,
                        "It is announced as a \(.role(.tree)) on entering it; then each item reads its name, state and position, with or without a role word",
                        .wcag(.sc4_1_2))
                    Row(
                        .group,
                        "Each item reads its place among its siblings, such as \"2 of 3\"; where the screen reader reports levels, the level is read on entering the tree and whenever it changes",
                        .wcag(.sc1_3_1))
                    Row(
                        .state,
                        "A folder reads \(.state(.collapsed)) or \(.state(.expanded)); a file, which cannot open, reads neither",
                        .wcag(.sc4_1_2))
                }
                DeviceSettings {
                    Row(
                        .setting(.textResize),
                        "Item names and the open and close arrows grow, and each level stays indented",
                        .wcag(.sc1_4_4))
                    Row(
                        .setting(.magnification),
                        "At 320 px, long names of deep items wrap instead of pushing the tree sideways",
                        .wcag(.sc1_4_10))
                    Row(
                        .setting(.forcedColors),
                        "The open and close arrows, the selected item and the focus indicator stay visible",
                        .wcag(.sc1_4_11))
                    Row(.setting(.textSpacing), "No item's name overlaps the item below it", .wcag(.sc1_4_12))
                }
                PointerAndTouch {
                    Row(
                        .targetSize,
                        "Each item, and a folder's open and close arrow where it is a separate target, is at least 24 by 24 CSS pixels, or spaced so that a 24-pixel circle centred on it overlaps no other target nor another undersized target's circle",
                        .wcag(.sc2_5_8))
                    Row(
                        .recommendedTargetSize,
                        "Each item, and a folder's separate arrow, is at least 44 by 44 CSS pixels",
                        .bestPractice)
                    Row(
                        .tap,
                        "Pressing a closed folder, or its arrow, and moving the pointer or finger off it before letting go leaves the folder closed; it opens only on release",
                        .wcag(.sc2_5_2))
                }
            }
        }
    }
}
