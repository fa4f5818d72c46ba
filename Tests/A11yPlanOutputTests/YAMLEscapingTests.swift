import A11yPlanFormats
import Testing

/// `YAMLEscaping.doubleQuoted`: every scalar an OpenACR report writes. The Python tests read the
/// escapes back with PyYAML; these pin each escape and that the scalar stays on one line.
@Suite struct YAMLEscapingTests {
    @Test func quotesAndBackslashesAreEscaped() {
        #expect(YAMLEscaping.doubleQuoted("plain") == "\"plain\"")
        #expect(YAMLEscaping.doubleQuoted("") == "\"\"")
        #expect(YAMLEscaping.doubleQuoted("say \"hi\" \\ C:\\x") == #""say \"hi\" \\ C:\\x""#)
        #expect(
            YAMLEscaping.doubleQuoted("'single' # not a comment: - [x] {y} & *z !t %p @a `b`")
                == "\"'single' # not a comment: - [x] {y} & *z !t %p @a `b`\"")
    }

    @Test func lineBreaksAndControlCharactersAreEscapes() {
        #expect(YAMLEscaping.doubleQuoted("a\nb\r\nc\td") == #""a\nb\r\nc\td""#)
        #expect(YAMLEscaping.doubleQuoted("\u{00}\u{07}\u{08}\u{0B}\u{0C}\u{1B}") == #""\0\a\b\v\f\e""#)
        #expect(YAMLEscaping.doubleQuoted("\u{01}\u{1F}\u{7F}\u{80}\u{9F}") == #""\x01\x1F\x7F\x80\x9F""#)
        #expect(YAMLEscaping.doubleQuoted("\u{85}\u{2028}\u{2029}") == #""\N\L\P""#, "YAML's other line breaks")
        #expect(YAMLEscaping.doubleQuoted("\u{FEFF}\u{FFFE}\u{FFFF}") == #""\uFEFF\uFFFE\uFFFF""#)
    }

    @Test func otherTextStaysAsItIs() {
        let text = "Größe — 東京 \u{A0} 😀 é"
        #expect(YAMLEscaping.doubleQuoted(text) == "\"\(text)\"")
    }

    @Test func everyScalarIsOneLineOfPrintableCharacters() {
        let everything = String(String.UnicodeScalarView((0...0x3000).compactMap(Unicode.Scalar.init)))
        let quoted = YAMLEscaping.doubleQuoted(everything + "\u{FEFF}\u{FFFE}\u{FFFF}")
        let unprintable = quoted.unicodeScalars.filter { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF]
                    .contains(scalar.value)
        }
        #expect(unprintable.isEmpty)
        #expect(quoted.first == "\"" && quoted.last == "\"")
        let inner = quoted.dropFirst().dropLast()
        var escaped = false
        for character in inner {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                #expect(character != "\"", "every inner quote is escaped")
            }
        }
        #expect(!escaped, "no dangling backslash before the closing quote")
    }
}
