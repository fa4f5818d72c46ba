import A11yPlan

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
        document(checklist).pretty + "\n"
    }

    /// The document as a value, in the schema's shape.
    func document(_ checklist: Checklist) -> JSONValue {
        .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("generator", .string("A11yPlan \(A11yPlanVersion.current)")),
            (
                "catalog",
                .object([("name", .string(checklist.catalogName)), ("version", .string(checklist.catalogVersion))])
            ),
            ("checklists", .array(checklist.components.map(part))),
        ])
    }

    private func part(_ component: ComponentChecklist) -> JSONValue {
        .object([
            (
                "component",
                .object([("id", .string(component.componentID)), ("name", .string(component.componentName))])
            ),
            ("platform", .string(component.platform.rawValue)),
            ("precondition", .string(component.precondition)),
            ("items", .array(component.items.map(item))),
        ])
    }

    private func item(_ item: ChecklistItem) -> JSONValue {
        .object([
            ("action", .string(item.action)),
            ("bestPractice", .bool(item.isBestPractice)),
            ("expectation", .string(item.expectation)),
            ("expected", .string(item.expected)),
            ("id", .string(item.id)),
            ("location", .object([("file", .string(item.location.fileID)), ("line", .int(item.location.line))])),
            ("references", .array(item.references.map(JSONValue.string))),
            ("section", .string(item.section.rawValue)),
            ("sense", .string(item.sense)),
            ("source", .string(item.source.rawValue)),
        ])
    }
}
