import A11yPlan
import A11yPlanFormats
import A11yPlanSite
import Content
import Foundation
import Testing

/// The exporters print JSON themselves for speed; these tests hold them to what Foundation's encoder
/// writes for the same document, byte for byte.
@Suite struct JSONOutputTests {
    /// Any JSON value, decoded and encoded again through Foundation.
    enum AnyJSON: Codable {
        case string(String)
        case bool(Bool)
        case int(Int)
        case array([AnyJSON])
        case object([String: AnyJSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([AnyJSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: AnyJSON].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }
    }

    func foundation(_ json: String, pretty: Bool) throws -> String {
        let value = try JSONDecoder().decode(AnyJSON.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let catalogs = [
        "bundled": BundledCatalog.catalog,
        "hostile": Catalog(
            name: HTMLEscapingTests.hostile, version: "\u{1}\t\"/\\",
            components: [component(saying: HTMLEscapingTests.hostile + "\u{7}\r\n\u{2028}é", usage: "*x*")]),
    ]

    @Test(arguments: ["bundled", "hostile"])
    func checklistsMatchFoundation(catalog name: String) throws {
        let catalog = try #require(Self.catalogs[name])
        var compared = 0
        for component in catalog.components {
            for platform in component.platforms {
                let checklist = try Checklist(catalog: catalog, ids: [component.id], platform: platform)
                let json = JSONChecklistExporter().string(checklist)
                #expect(json == (try foundation(json, pretty: true)) + "\n", "\(component.id) on \(platform)")
                compared += 1
            }
        }
        #expect(compared >= catalog.components.count)
    }

    @Test(arguments: ["bundled", "hostile"])
    func searchIndexMatchesFoundation(catalog name: String) throws {
        let catalog = try #require(Self.catalogs[name])
        let files = SearchIndex(catalog: catalog).files
        #expect(files.count > 1)
        for file in files {
            let wrapping =
                file.path == SearchIndex.namesPath
                ? SearchIndex.scriptWrapping : SearchIndex.partWrapping
            #expect(file.text.hasPrefix(wrapping.prefix) && file.text.hasSuffix(wrapping.suffix))
            var json = String(file.text.dropFirst(wrapping.prefix.count).dropLast(wrapping.suffix.count))
            if file.path != SearchIndex.namesPath {
                // A part's call holds its start, then the object of its words.
                json = "[" + json + "]"
            }
            #expect(json == (try foundation(json, pretty: false)), "\(file.path)")
        }
    }

    /// `a11yplan list --format json` printed Foundation's encoding of these entries before it went
    /// through the one writer; the bytes stay the same, for any catalog and for none.
    @Test(arguments: ["bundled", "hostile"])
    func componentListMatchesFoundation(catalog name: String) throws {
        struct Entry: Encodable {
            var id: String
            var name: String
            var platforms: [String]
        }
        let catalog = try #require(Self.catalogs[name])
        for components in [catalog.components, []] {
            let entries = components.map {
                Entry(id: $0.id, name: $0.name, platforms: $0.platforms.sorted().map(\.rawValue))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let expected = String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
            #expect(ComponentList(components).json == expected)
        }
    }
}
