/// The colour tokens of the pages A11yPlan writes to stand alone (the interactive checklist, the HTML
/// report): the site's palette in light and dark mode, as CSS custom properties on `:root`.
///
/// Each pairing of text and background colour meets WCAG 1.4.3 (AA), and borders and the accent meet
/// 1.4.11 against both backgrounds; pages add their own tokens after these.
package enum HTMLStyleTokens {
    /// `:root` with the light palette, then the dark one for `prefers-color-scheme: dark`.
    package static let colours = """
        :root { --text: #1b1b1f; --muted: #4a4a55; --bg: #ffffff; --surface: #f3f4f7; --border: #70707a;
          --accent: #0a4fb8; --accent-text: #ffffff; --focus: #0a4fb8; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #ececf1; --muted: #c2c2cc; --bg: #121216; --surface: #1f1f26; --border: #9a9aa6;
            --accent: #93bbff; --accent-text: #121216; --focus: #93bbff; }
        }
        """
}
