/// The rule a CSV checklist and a CSV of results share: a cell that starts with `=`, `+`, `-`, `@`,
/// tab or carriage return would run as a formula in a spreadsheet, so the exporter puts an apostrophe
/// before it and the results reader takes that apostrophe off again.
package enum SpreadsheetFormula {
    /// Whether a cell whose first UTF-8 byte is `byte` would run as a formula.
    @inlinable
    package static func starts(with byte: UInt8?) -> Bool {
        switch byte {
        case 0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D: true
        default: false
        }
    }
}
