import A11yPlanCLI
import Content

CommandLineTool(catalog: BundledCatalog.catalog).main()
