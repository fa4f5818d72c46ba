import Testing

@testable import A11yPlan

@Suite struct ResultsReaderTests {
    static func json(_ results: String, version: String = "1") -> [UInt8] {
        Array(
            """
            {"schemaVersion": \(version), "generator": "A11yPlan 0.1.0", "catalog": {"name": "Cat", "version": "2.0"},
             "exportedAt": "2026-05-01T10:00:00.000Z", "results": [\(results)]}
            """.utf8)
    }

    static let passing =
        #"{"component": "switch", "platform": "android", "itemId": "switch.android.keyboard.a", "status": "pass", "notes": ""}"#

    @Test func readsTheInteractiveChecklistsJSON() throws {
        let blocked =
            #"{"component": "switch", "platform": "web", "itemId": "switch.web.keyboard.b", "status": "blocked", "notes": "no build \"x\"\n\u00e9"}"#
        let run = try TestRun(json: Self.json(Self.passing + ", " + blocked), file: "r.json")
        #expect(run.catalogName == "Cat")
        #expect(run.catalogVersion == "2.0")
        #expect(run.exportedAt == "2026-05-01T10:00:00.000Z")
        #expect(run.results.map(\.status) == [.pass, .blocked])
        #expect(run.results[1].notes == "no build \"x\"\n\u{e9}")
        #expect(run.results[1].platform == .web)
        #expect(run.results[1].componentID == "switch")
        #expect(run.results[1].source.description == "r.json: results[1]")
        #expect(try TestRun(reading: Self.json(Self.passing), file: "r.json") == run.withResults([run.results[0]]))
    }

    @Test func readsTheRunsMetadataAndRefusesUnknownFields() throws {
        func document(_ run: String) -> [UInt8] {
            Array(
                """
                {"schemaVersion": 1, "generator": "A11yPlan 0.1.0", "catalog": {"name": "Cat", "version": "2.0"},
                 "exportedAt": "2026-05-01T10:00:00.000Z", "run": \(run), "results": [\(Self.passing)]}
                """.utf8)
        }
        let run = try TestRun(
            json: document(
                #"{"product": "Shop", "productVersion": "4.2", "device": "Pixel 8", "assistiveTechnology": "TalkBack", "tester": " "}"#
            ), file: "r.json")
        #expect(run.metadata.product == "Shop")
        #expect(run.metadata.productVersion == "4.2")
        #expect(run.metadata[.device] == "Pixel 8")
        #expect(run.metadata.assistiveTechnology == "TalkBack")
        #expect(run.metadata.tester == nil)
        #expect(run.metadata.browser == nil)
        #expect(try TestRun(json: Self.json(Self.passing), file: "r.json").metadata.isEmpty)
        func message(_ run: String) -> String? {
            do {
                _ = try TestRun(json: document(run), file: "r.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            message(#"{"screenReader": "NVDA"}"#)
                == "r.json: the run has an unknown field 'screenReader' (known: product, productVersion, tester, "
                + "date, platformVersion, device, assistiveTechnology, assistiveTechnologyVersion, browser, "
                + "browserVersion)")
        #expect(message(#"{"device": 8}"#) == "r.json: the run's device is a number, not a string")
        #expect(message("[]") == "r.json: the run is an array, not an object")
    }

    @Test(arguments: [
        ("{\"schemaVersion\": 1,\n\"results\": [}", "r.json:2: malformed JSON: unexpected character '}'"),
        ("[1, 2]", "r.json: not A11yPlan results: the document is an array, not an object"),
        (
            "{\"schemaVersion\": 1, \"checklists\": []}",
            "r.json: not A11yPlan results: it is a checklist (export it as HTML to record results)"
        ),
        ("{\"name\": \"x\"}", "r.json: not A11yPlan results: it has no schemaVersion"),
    ])
    func refusesWhatIsNotResults(text: String, message: String) {
        #expect(throws: ResultsError.self) { try TestRun(json: Array(text.utf8), file: "r.json") }
        do {
            _ = try TestRun(json: Array(text.utf8), file: "r.json")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func refusesAnotherSchemaVersionAndBadItems() {
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try TestRun(json: bytes, file: "r.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            message(Self.json(Self.passing, version: "2"))
                == "r.json: results schema version 2 is not one this A11yPlan reads (it reads version 1)")
        #expect(message(Self.json("")) == "r.json: the run has no results")
        let mac = Self.passing.replacingOccurrences(of: "\"android\"", with: "\"mac\"")
        #expect(
            message(Self.json(Self.passing + ", " + mac))
                == "r.json: results[1]: unknown platform 'mac'; use one of ios, android, web")
        let maybe = Self.passing.replacingOccurrences(of: "\"pass\"", with: "\"maybe\"")
        #expect(
            message(Self.json(maybe))
                == "r.json: results[0]: unknown status 'maybe'; use one of pass, fail, notApplicable, blocked, untested"
        )
        #expect(message(Self.json("3")) == "r.json: results[0]: a result is a number, not an object")
    }

    static let header =
        "ID,Title,Section,Preconditions,Steps,Expected Result,References,Platform,Component,Result,Notes\r\n"

    @Test func readsAFilledChecklistCSV() throws {
        let csv =
            "\u{FEFF}" + Self.header
            + "switch.android.keyboard.a,T,Keyboard,P,S,E,2.1.1,Android,Switch,Pass,\r\n"
            + "switch.android.keyboard.b,T,Keyboard,P,S,E,2.1.1,Android,Switch,  FAILED ,\"focus, lost\r\n\"\"twice\"\"\"\r\n"
            + ",,,,,,,,,,\r\n"
            + "switch.android.keyboard.c,T,Keyboard,P,S,E,2.1.1,android,Switch,not applicable,'=1+1\r\n"
            + "switch.android.keyboard.d,T,Keyboard,P,S,E,2.1.1,Android,Switch,N/A,\r\n"
            + "switch.android.keyboard.e,T,Keyboard,P,S,E,2.1.1,Android,Switch,blocked,\r\n"
            + "switch.android.keyboard.f,T,Keyboard,P,S,E,2.1.1,Android,Switch,,\r\n"
            + "switch.android.keyboard.g,T,Keyboard,P,S,E,2.1.1,Android,Switch"
        let run = try TestRun(reading: Array(csv.utf8), file: "r.csv")
        #expect(run.catalogName == nil && run.exportedAt == nil)
        #expect(
            run.results.map(\.status) == [.pass, .fail, .notApplicable, .notApplicable, .blocked, .untested, .untested])
        #expect(run.results[1].notes == "focus, lost\r\n\"twice\"")
        #expect(run.results[2].notes == "=1+1", "the exporter's apostrophe before a formula is taken off")
        #expect(
            run.results.map(\.source.description) == [
                "r.csv:2", "r.csv:3", "r.csv:6", "r.csv:7", "r.csv:8", "r.csv:9", "r.csv:10",
            ])
        #expect(run.results.allSatisfy { $0.platform == .android && $0.componentID == "switch" })
    }

    @Test func readsTheInteractiveChecklistsCSV() throws {
        let csv = "Component,Platform,ID,Status,Notes\nswitch,web,switch.web.keyboard.a,fail,broken\n"
        let run = try TestRun(csv: Array(csv.utf8), file: "r.csv")
        #expect(run.results.map(\.status) == [.fail])
        #expect(run.results[0].platform == .web)
        #expect(run.results[0].notes == "broken")
    }

    @Test func refusesBadCSV() {
        func message(_ text: String) -> String? {
            do {
                _ = try TestRun(csv: Array(text.utf8), file: "r.csv")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            message("ID,Title\r\nx,y\r\n")
                == "r.csv:1: not a results CSV: the header has no Result column (add Result and Notes columns to the exported checklist)"
        )
        #expect(message("Title,Result\r\n") == "r.csv:1: not a results CSV: the header has no ID column")
        #expect(
            message(Self.header + "switch.android.keyboard.a,T,K,P,S,E,R,Android,Switch,Maybe,\r\n")
                == "r.csv:2: unknown result 'Maybe'; use Pass, Fail, Not applicable, Blocked, or leave it empty for untested"
        )
        #expect(
            message(Self.header + "a,T,K,P,S,E,R,Android,Switch,Pass,\r\nb,T,K,P,S,E,R,Mac,Switch,Pass,\r\n")
                == "r.csv:3: unknown platform 'Mac'; use one of ios, android, web")
        #expect(
            message(Self.header + "a,T,K,P,S,E,R,Android,Switch,Pass,\"open\r\n")
                == "r.csv:2: malformed CSV: a quoted cell is not closed")
        #expect(message(Self.header) == "r.csv: the run has no results")
        #expect(message("") == "r.csv: the file is empty")
        #expect(message("ID,Result\r\n,Pass\r\n") == "r.csv:2: the row has no ID")
    }

    /// The message reading `bytes` as `file` throws, nil when it reads.
    static func message(_ bytes: [UInt8], file: String = "r.csv") -> String? {
        do {
            _ = try TestRun(reading: bytes, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func d06AStrayQuoteThatTakesInTheRowsAfterItIsRefused() throws {
        let stray = "a.android.k.a,T,K,P,S,E,2.1.1,Android,Switch,Blocked,\"stray\r\n"
        let next = "a.android.k.b,T,K,P,S,E,\"2.1.1, 2.4.7\",Android,Switch,Pass,\r\n"
        #expect(
            Self.message(Array((Self.header + stray + next).utf8))
                == "r.csv:2: malformed CSV: a quoted cell runs on to line 3 and text follows its closing quote there: "
                + "is a quote left open?")
        let comma = "a.android.k.b,T,K,P,S,E,2.1.1,Android,Switch,Fail,\", too low\"\r\n"
        #expect(
            Self.message(Array((Self.header + stray + comma).utf8))
                == "r.csv:2: a quoted cell runs on to line 3 and the row has 12 cells, not the header's 11: "
                + "is a quote left open?")
        #expect(
            Self.message(
                Array((Self.header + "\"a.android.k.a,T,K,P,S,E,2.1.1,Android,Switch,Blocked,x\r\n" + comma).utf8))
                == "r.csv:2: a quoted cell runs on to line 3 and the row has 2 cells, not the header's 11: "
                + "is a quote left open?")
        #expect(
            Self.message(
                Array("ID,Result,Notes\r1.web.a,Fail,\"one\rtwo\"\r1.web.b,Pass,\"x\ry\r1.web.c,Pass,\"z\"\r".utf8))
                == "r.csv:4: malformed CSV: a quoted cell runs on to line 6 and text follows its closing quote there: "
                + "is a quote left open?",
            "lines that end in CR alone count inside a quoted cell too")
        #expect(
            Self.message(Array("ID,Result,Notes\r\na.web.b,\"Pass\"ed,\r\n".utf8))
                == "r.csv:2: malformed CSV: text follows the closing quote of a cell (a quote inside a quoted cell is "
                + "written \"\")")
        #expect(
            Self.message(Array((Self.header + "a.android.k.a,T,K,P,S,E,2.1,1,Android,Switch,Pass,\r\n").utf8))
                == "r.csv:2: the row has 12 cells, not the header's 11 (a cell with a comma needs quotes)")
        let notes = "ID,Result,Notes\n1.web.a,Fail,\"one\n\ntwo, \"\"three\"\"\"\n1.web.b,Pass,\n1.web.c\n"
        let run = try TestRun(reading: Array(notes.utf8), file: "r.csv")
        #expect(run.results.map(\.notes) == ["one\n\ntwo, \"three\"", "", ""], "notes over lines read as before")
        #expect(run.results.map(\.source.description) == ["r.csv:2", "r.csv:5", "r.csv:6"])
        #expect(run.results.map(\.status) == [.fail, .pass, .untested], "a row may end early")
    }

    @Test func d14AMemberGivenTwiceOrAColumnNamedTwiceIsRefused() {
        let twice = Self.passing.replacingOccurrences(
            of: #""status": "pass""#, with: "\"status\": \"pass\",\n\"status\": \"fail\"")
        #expect(
            Self.message(Self.json(twice), file: "r.json")
                == "r.json:3: malformed JSON: the member 'status' appears twice in one object (first on line 2)")
        let catalog = Array(
            #"{"schemaVersion": 1, "catalog": {"name": "A", "name": "B", "version": "1"}, "results": []}"#.utf8)
        #expect(
            Self.message(catalog, file: "r.json")
                == "r.json:1: malformed JSON: the member 'name' appears twice in one object")
        #expect(
            Self.message(Array("ID, Result ,Notes,result\r\na.web.b,Pass,,Fail\r\n".utf8))
                == "r.csv:1: the header has two Result columns, 'Result' (column 2) and 'result' (column 4); keep one")
        #expect(
            Self.message(Array("Component,Platform,ID,Status,Notes,Result\r\na,web,a.web.b,fail,,Pass\r\n".utf8))
                == "r.csv:1: the header has two Result columns, 'Status' (column 4) and 'Result' (column 6); keep one")
        #expect(
            Self.message(Array("ID,Title,Result,TITLE\r\na.web.b,T,Pass,U\r\n".utf8))
                == "r.csv:1: the header has two 'Title' columns, 'Title' (column 2) and 'TITLE' (column 4); keep one")
        #expect(Self.message(Array("ID,Result,,Notes,\r\na.web.b,Pass,,,\r\n".utf8)) == nil, "unnamed columns")
    }

    @Test func d16TextThatIsNotUTF8IsRefusedAtItsLine() {
        var json = Self.json(Self.passing.replacingOccurrences(of: #""notes": """#, with: #""notes": "caf\#u{E9}""#))
        json[json.firstIndex(of: 0xC3)!] = 0xE9
        json.remove(at: json.firstIndex(of: 0xA9)!)
        #expect(
            Self.message(json, file: "r.json") == "r.json:2: not UTF-8 text (byte 0xE9); save the results JSON as UTF-8"
        )
        let csv = Array("ID,Result,Notes\r\na.web.b,Pass,ok\r\na.web.c,Fail,".utf8) + [0x63, 0x61, 0x66, 0xE9]
        #expect(Self.message(csv) == "r.csv:3: not UTF-8 text (byte 0xE9); save the results CSV as UTF-8")
        #expect(Self.message([0xEF, 0xBB, 0xBF] + Self.json(Self.passing), file: "r.json") == nil)
    }

    @Test func d17AResultsComponentAndPlatformAgreeWithItsItemId() {
        let component = Self.passing.replacingOccurrences(of: #""component": "switch""#, with: #""component": "tabs""#)
        #expect(
            Self.message(Self.json(Self.passing + ", " + component), file: "r.json")
                == "r.json: results[1]: the component 'tabs' disagrees with the itemId 'switch.android.keyboard.a'")
        let platform = Self.passing.replacingOccurrences(of: #""platform": "android""#, with: #""platform": "ios""#)
        #expect(
            Self.message(Self.json(platform), file: "r.json")
                == "r.json: results[0]: the platform 'ios' disagrees with the itemId 'switch.android.keyboard.a'")
        let prefix = Self.passing.replacingOccurrences(of: #""component": "switch""#, with: #""component": "swit""#)
        #expect(
            Self.message(Self.json(prefix), file: "r.json")
                == "r.json: results[0]: the component 'swit' disagrees with the itemId 'switch.android.keyboard.a'")
        #expect(
            Self.message(Array("ID,Platform,Result\r\nswitch.android.keyboard.a,iOS,Pass\r\n".utf8))
                == "r.csv:2: the Platform 'iOS' disagrees with the ID 'switch.android.keyboard.a'")
    }

    @Test func d18AJSONFileThatIsNotAnObjectSaysSoAsJSON() {
        #expect(
            Self.message(Array("null\n".utf8), file: "n.json")
                == "n.json: not A11yPlan results: the document is null, not an object")
        #expect(
            Self.message(Array("".utf8), file: "e.JSON")
                == "e.JSON: not A11yPlan results: the file is empty or only white space, not JSON")
        #expect(
            Self.message(Array(" \r\n\t".utf8), file: "w.json")
                == "w.json: not A11yPlan results: the file is empty or only white space, not JSON")
        let utf16 = Array(String(decoding: Self.json(Self.passing), as: UTF8.self).utf16)
        let littleEndian = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf16Message = "r.json: not UTF-8 text but UTF-16; save the results JSON as UTF-8"
        #expect(Self.message([0xFF, 0xFE] + littleEndian, file: "r.json") == utf16Message)
        #expect(Self.message([0xFE, 0xFF] + bigEndian, file: "r.json") == utf16Message)
        #expect(Self.message(littleEndian, file: "r.json") == utf16Message)
        #expect(Self.message(bigEndian, file: "r.json") == utf16Message)
        #expect(
            Self.message([0xFF, 0xFE] + littleEndian, file: "r.csv")
                == "r.csv: not UTF-8 text but UTF-16; save the results CSV as UTF-8")
        #expect(
            Self.message(Array("ID,Result\r\n".utf8), file: "r.json")
                == "r.json:1: malformed JSON: unexpected character 'I'")
        #expect(
            Self.message(Self.json(Self.passing), file: "results.txt") == nil, "JSON is known by its first character")
    }

    @Test(arguments: [
        "2026-05-01T10:00:00Z", "2026-05-01T10:00:00.000Z", "1999-12-31T23:59:59.5Z", "2024-02-29T00:00:00Z",
    ])
    func d19AnExportedAtTheSchemaAllowsReads(time: String) throws {
        let text = String(decoding: Self.json(Self.passing), as: UTF8.self)
            .replacingOccurrences(of: "2026-05-01T10:00:00.000Z", with: time)
        #expect(try TestRun(json: Array(text.utf8), file: "r.json").exportedAt == time)
    }

    @Test(arguments: [
        "yesterday", "2026-05-01", "2026-05-01 10:00:00Z", "2026-05-01T10:00:00", "2026-05-01T10:00:00+01:00",
        "2026-05-01T10:00:00.Z", "2026-05-01T10:00:00Z\n", "26-05-01T10:00:00Z", "2026-05-01T10:00:0xZ", "",
        // The pattern's shape, but no day of the calendar or time of the day.
        "2026-13-45T99:99:99Z", "2026-02-30T10:00:00Z", "2025-02-29T10:00:00Z", "0000-00-00T00:00:00Z",
        "2026-05-01T24:00:00Z",
    ])
    func d19AnExportedAtTheSchemaDoesNotAllowIsRefused(time: String) {
        let text = String(decoding: Self.json(Self.passing), as: UTF8.self)
            .replacingOccurrences(
                of: "2026-05-01T10:00:00.000Z", with: time.replacingOccurrences(of: "\n", with: "\\n"))
        #expect(
            Self.message(Array(text.utf8), file: "r.json")
                == "r.json: exportedAt '\(time)' is not a time as the results schema writes it: ISO 8601 in UTC, "
                + "such as 2026-05-01T10:00:00.000Z")
    }

    /// Two stray quotes, one opening a cell in one row and one closing a cell in the next, carry the
    /// second row into the first with the header's number of cells: the row inside the cell is seen.
    @Test func aRowCarriedIntoACellBetweenTwoStrayQuotesIsRefused() {
        let csv = """
            ID,Result,Notes
            button.ios.keyboard.a,Pass,"csv note 1
            button.ios.keyboard.b,Pass,csv note 2"
            button.ios.keyboard.c,Fail,

            """
        #expect(
            Self.message(Array(csv.utf8), file: "r.csv")
                == "r.csv:2: a quoted cell runs on to line 3 and holds a row of its own ('button.ios.keyboard.b,Pass,csv note 2'):"
                + " is a quote left open?")
    }

    @Test func statusWordsIgnoreCase() {
        #expect(ResultStatus(word: "PASS") == .pass)
        #expect(ResultStatus(word: " Not Applicable ") == .notApplicable)
        #expect(ResultStatus(word: "notApplicable") == .notApplicable)
        #expect(ResultStatus(word: "n/a") == .notApplicable)
        #expect(ResultStatus(word: "Untested") == .untested)
        #expect(ResultStatus(word: "") == .untested)
        #expect(ResultStatus(word: "later") == nil)
    }
}

extension TestRun {
    fileprivate func withResults(_ results: [ItemResult]) -> TestRun {
        var copy = self
        copy.results = results
        return copy
    }
}
