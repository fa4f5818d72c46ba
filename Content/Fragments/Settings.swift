import A11yPlan

/// The device settings every component is checked against, by the names each platform uses.
enum Settings {
    /// The standard settings rows for `target` on `platform`.
    static func rows(for target: String, on platform: Platform, fileID: String, line: Int) -> [Row<SettingInput>] {
        switch platform {
        case .iOS:
            return [
                Row(
                    .setting(.textResize), "Text in \(target) grows with the setting and nothing is cut off",
                    .wcag(.sc1_4_4), fileID: fileID, line: line),
                Row(.setting(.boldText), "Text in \(target) turns bold", .bestPractice, fileID: fileID, line: line),
                Row(
                    .setting(.increasedContrast), "Edges and colours of \(target) get stronger", .bestPractice,
                    fileID: fileID, line: line),
            ]
        case .android:
            return [
                Row(
                    .setting(.textResize), "Text in \(target) grows with the largest font size and stays whole",
                    .wcag(.sc1_4_4), fileID: fileID, line: line),
                Row(
                    .setting(.increasedContrast), "Text in \(target) keeps a strong outline against its background",
                    .bestPractice, fileID: fileID, line: line),
                Row(
                    .setting(.reduceMotion), "Changes to \(target) happen without animation", .wcag(.sc2_3_3),
                    fileID: fileID, line: line),
            ]
        case .web:
            return [
                Row(
                    .setting(.textResize), "Text in \(target) grows to 200% and nothing overlaps or is cut off",
                    .wcag(.sc1_4_4), fileID: fileID, line: line),
                Row(
                    .setting(.magnification),
                    "\(target.capitalizingFirstLetter) fits a 320 px wide viewport without sideways scrolling",
                    .wcag(.sc1_4_10), fileID: fileID, line: line),
                Row(
                    .setting(.textSpacing), "Text in \(target) stays whole with wider letter, word and line spacing",
                    .wcag(.sc1_4_12), fileID: fileID, line: line),
                Row(
                    .setting(.forcedColors), "The edges and focus indicator of \(target) stay visible",
                    .wcag(.sc1_4_11), fileID: fileID, line: line),
            ]
        }
    }
}
