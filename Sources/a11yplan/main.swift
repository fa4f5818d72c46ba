import A11yPlanCLI
import Content

await CommandLineTool(catalog: BundledCatalog.catalog).main()
