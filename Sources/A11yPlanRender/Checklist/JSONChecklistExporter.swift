import A11yPlan
import Foundation

/// JSON in the versioned checklist schema committed at `schema/checklist.schema.json`.
public struct JSONChecklistExporter: ChecklistExporter {
    /// The schema version this exporter writes; a change that breaks readers raises it.
    public static let schemaVersion = 1

    /// An exporter; it holds no state.
    public init() {}

    /// `json`.
    public var fileExtension: String { "json" }

    /// The JSON document, pretty-printed with sorted keys so that output is deterministic.
    public func export(_ checklist: Checklist) -> String {
        let document = Document(
            schemaVersion: Self.schemaVersion,
            generator: "A11yPlan \(A11yPlanVersion.current)",
            catalog: .init(name: checklist.catalogName, version: checklist.catalogVersion),
            checklists: checklist.components.map { component in
                .init(
                    component: .init(id: component.componentID, name: component.componentName),
                    platform: component.platform.rawValue,
                    precondition: component.precondition,
                    items: component.items.map { item in
                        .init(
                            id: item.id,
                            section: item.section.rawValue,
                            source: item.source.rawValue,
                            action: item.action,
                            sense: item.sense,
                            expected: item.expected,
                            expectation: item.expectation,
                            references: item.references,
                            bestPractice: item.isBestPractice,
                            location: .init(file: item.location.fileID, line: item.location.line)
                        )
                    }
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct Document: Encodable {
        struct Catalog: Encodable {
            var name: String
            var version: String
        }
        struct ComponentRef: Encodable {
            var id: String
            var name: String
        }
        struct Location: Encodable {
            var file: String
            var line: Int
        }
        struct Item: Encodable {
            var id: String
            var section: String
            var source: String
            var action: String
            var sense: String
            var expected: String
            var expectation: String
            var references: [String]
            var bestPractice: Bool
            var location: Location
        }
        struct Part: Encodable {
            var component: ComponentRef
            var platform: String
            var precondition: String
            var items: [Item]
        }
        var schemaVersion: Int
        var generator: String
        var catalog: Catalog
        var checklists: [Part]
    }
}
