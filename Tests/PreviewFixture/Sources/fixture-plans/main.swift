import A11yPlan
import A11yPlanCLI

/// The fixture's components, one file each.
enum FixtureCatalog {}

let catalog = Catalog(name: "Preview fixture", version: "1.0.0", components: [FixtureCatalog.chip])
await CommandLineTool(catalog: catalog, name: "fixture-plans").main()
