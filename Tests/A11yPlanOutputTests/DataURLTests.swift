import A11yPlanFormats
import Foundation
import Testing

/// A download's bytes survive the trip into a `data:` URL and out again, as a browser decodes it.
@Suite struct DataURLTests {
    func url(_ text: String, _ mediaType: String = "text/plain") -> String {
        var buffer = TextBuffer()
        buffer.append(text)
        return DataURL.url(of: buffer, mediaType: mediaType)
    }

    func decoded(_ url: String) throws -> Data {
        let header = try #require(url.firstIndex(of: ",")).utf16Offset(in: url)
        let meta = String(url.prefix(header))
        let payload = String(url.dropFirst(header + 1))
        if meta.hasSuffix(";base64") { return try #require(Data(base64Encoded: payload)) }
        return Data(try #require(payload.removingPercentEncoding).utf8)
    }

    @Test(arguments: [
        "", "a", "ab", "abc", "abcd", "Plain words, as Markdown has them.\n- [ ] an item\n",
        "{\"key\" : \"value\", \"list\" : [1, 2]}", "<p class=\"x\">Ünïcode &amp; émoji 👋</p>",
        String(repeating: "é\"<>&#%", count: 400), String(repeating: "word ", count: 700) + "\"quoted\" {}",
    ])
    func bytesComeBackAsTheyWent(text: String) throws {
        let link = url(text, "text/markdown")
        #expect(link.hasPrefix("data:text/markdown;charset=utf-8"))
        #expect(try decoded(link) == Data(text.utf8))
        let unsafe = link.unicodeScalars.filter { !$0.isASCII || " \"<>&#\n\r\t\\`{}|^".unicodeScalars.contains($0) }
        #expect(
            unsafe.isEmpty, "the URL stands in a quoted attribute as it is: \(String(String.UnicodeScalarView(unsafe)))"
        )
    }

    @Test func picksTheShorterForm() {
        #expect(!url("Mostly-letters.and/digits").contains(";base64,"), "text with few escapes stays readable")
        #expect(
            url(String(repeating: "{\"a\" : \"b\"}\n", count: 50)).contains(";base64,"), "JSON is shorter in Base64")
    }
}
