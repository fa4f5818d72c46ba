/// The JSON Schema of the site's catalog (`SiteCatalogJSON`), which the site publishes at
/// `schema/catalog.schema.json` so the catalog can name it: the text of the repository's
/// `schema/catalog.schema.json`, byte for byte (a test compares the two).
enum CatalogSchema {
    /// The schema's text.
    static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11yplan.dev/schema/catalog/1.json",
          "title": "A11yPlan site catalog",
          "description": "The machine-readable catalog a built site publishes at api/catalog.json in each language's folder: every component with its platforms and the links to each plan's page, Markdown, JSON checklist (schema/checklist.schema.json) and interactive checklist. Every link is a relative path from the folder of the catalog's language, the one holding api/. Version 1; a change that breaks readers raises schemaVersion.",
          "type": "object",
          "required": ["$schema", "schemaVersion", "generator", "catalog", "language", "languages", "components"],
          "additionalProperties": false,
          "$defs": {
            "path": {
              "type": "string",
              "description": "A relative path from the folder of the catalog's language.",
              "pattern": "^(\\.\\./)?[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$"
            },
            "id": { "type": "string", "pattern": "^[A-Za-z0-9._-]+$" }
          },
          "properties": {
            "$schema": { "type": "string", "description": "This schema, relative to the catalog file." },
            "schemaVersion": { "const": 1 },
            "generator": { "type": "string", "description": "The tool and its version, such as \"A11yPlan 0.1.0\"." },
            "catalog": {
              "type": "object",
              "required": ["name", "version"],
              "additionalProperties": false,
              "properties": {
                "name": { "type": "string" },
                "version": { "type": "string", "description": "Results are recorded against this version." }
              }
            },
            "language": { "type": "string", "description": "The code of the language the catalog's names and linked files are in." },
            "languages": {
              "type": "array",
              "minItems": 1,
              "description": "Every language of the site, the default first, each with its own catalog.",
              "items": {
                "type": "object",
                "required": ["code", "name", "catalog"],
                "additionalProperties": false,
                "properties": {
                  "code": { "type": "string" },
                  "name": { "type": "string", "description": "The language's name in itself." },
                  "catalog": { "$ref": "#/$defs/path" }
                }
              }
            },
            "components": {
              "type": "array",
              "description": "Every component, in catalog order.",
              "items": {
                "type": "object",
                "required": ["id", "name", "page", "platforms"],
                "additionalProperties": false,
                "properties": {
                  "id": { "$ref": "#/$defs/id" },
                  "name": { "type": "string" },
                  "page": { "$ref": "#/$defs/path", "description": "The page with every platform side by side." },
                  "platforms": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                      "type": "object",
                      "required": ["platform", "page", "markdown", "checklist", "interactiveChecklist", "criteria"],
                      "additionalProperties": false,
                      "properties": {
                        "platform": { "enum": ["ios", "android", "web"] },
                        "page": { "$ref": "#/$defs/path", "description": "The plan's HTML page." },
                        "markdown": { "$ref": "#/$defs/path", "description": "The plan as Markdown." },
                        "checklist": { "$ref": "#/$defs/path", "description": "The plan's checklist as JSON, in schema/checklist.schema.json: the plan's machine-readable document." },
                        "interactiveChecklist": { "$ref": "#/$defs/path", "description": "The checklist page a tester works in." },
                        "criteria": {
                          "type": "array",
                          "description": "The WCAG success criteria the plan tests, by number, in number order.",
                          "items": { "type": "string", "pattern": "^[1-4]\\.[0-9]+\\.[0-9]+$" }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }

        """#
}
