import Testing

@testable import A11yPlan

@Suite struct PrintableTextTests {
    @Test func plainTextIsUnchanged() {
        #expect(PrintableText.escaping("Schaltfläche 'Öffnen' — ボタン") == "Schaltfläche 'Öffnen' — ボタン")
    }

    @Test func lineBreaksAndTabsShowAsTheirEscapes() {
        #expect(PrintableText.escaping("a\r\nb\tc") == "a\\r\\nb\\tc")
    }

    @Test func terminalEscapesAndDirectionOverridesAreNeutralised() {
        #expect(PrintableText.escaping("\u{1B}[2Jx") == "\\u{1B}[2Jx")
        #expect(PrintableText.escaping("\u{0}\u{7F}\u{85}") == "\\u{0}\\u{7F}\\u{85}")
        #expect(PrintableText.escaping("abc\u{202E}fed\u{2066}") == "abc\\u{202E}fed\\u{2066}")
    }
}
