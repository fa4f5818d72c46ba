/// The inner HTML of the first `<tag …>…</tag>` in `html`, or nil.
func element(_ tag: String, in html: String) -> String? {
    guard let open = html.range(of: "<\(tag)"), let start = html[open.upperBound...].firstIndex(of: ">"),
        let close = html.range(of: "</\(tag)>", range: start..<html.endIndex)
    else { return nil }
    return String(html[html.index(after: start)..<close.lowerBound])
}

/// The text of an HTML fragment: tags dropped (as spaces), the five escapes decoded.
func textContent(_ html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
        if character == "<" {
            inTag = true
            text.append(" ")
        } else if character == ">" {
            inTag = false
        } else if !inTag {
            text.append(character)
        }
    }
    return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// Every tag of `html` in order, as written (`<a href="x">`, `</a>`): the page's markup without its text.
func tags(_ html: String) -> [String] {
    var result: [String] = []
    var current: String?
    for character in html {
        if character == "<" {
            current = "<"
        } else if var tag = current {
            tag.append(character)
            if character == ">" {
                result.append(tag)
                current = nil
            } else {
                current = tag
            }
        }
    }
    return result
}

/// A tag's shape: its name and its attribute names, without values (`a href class`).
///
/// Values are skipped by their quotes, so text escaped into a value cannot pass for an attribute.
func shape(ofTag tag: String) -> String {
    var names: [String] = []
    var current = ""
    var quote: Character?
    var inValue = false
    for character in tag.dropFirst().dropLast() {
        if let open = quote {
            if character == open { quote = nil }
            continue
        }
        if character == "\"" || character == "'" {
            quote = character
        } else if character == "=" {
            if !current.isEmpty { names.append(current) }
            current = ""
            inValue = true
        } else if character.isWhitespace {
            if !current.isEmpty && !inValue { names.append(current) }
            current = ""
            inValue = false
        } else if !inValue {
            current.append(character)
        }
    }
    if !current.isEmpty && !inValue { names.append(current) }
    return names.joined(separator: " ")
}
