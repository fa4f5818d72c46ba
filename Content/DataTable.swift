import A11yPlan

extension BundledCatalog {
    /// A data table shows values in rows and columns with header cells, such as a price list or a timetable.
    static let dataTable: Component = Component("Data table") {
        Usage("A data table shows values in rows and columns with header cells, such as a price list or a timetable.")
        Pattern.variant(dataTableSpec(on: .iOS), on: .iOS, given: "I am on a screen with a data table")
        Pattern.variant(dataTableSpec(on: .android), on: .android, given: "I am on a screen with a data table")
        Pattern.variant(dataTableSpec(on: .web), on: .web, given: "I am on a page with a data table")
    }

    /// How the component behaves on `platform`; the shared pattern turns it into the plan.
    private static func dataTableSpec(on platform: Platform, fileID: String = #fileID, line: Int = #line) -> Spec {
        var spec = Spec(target: "the data table", role: .table)
        spec.focusable = false
        spec.output = [
            Row(.name, "Its caption or title is read first", .wcag(.sc1_3_1), fileID: fileID, line: line),
            Row(
                .role, "It identifies itself as a \(.role(.table)) with its number of rows and columns",
                .wcag(.sc1_3_1), fileID: fileID, line: line),
            Row(
                .group, "Each cell is read with its row and column headers", .wcag(.sc1_3_1), fileID: fileID, line: line
            ),
        ]
        return spec
    }
}
