import A11yPlan
import Foundation

/// The bundled catalog's translations: `Translations/<locale>.json` in this package, as
/// `a11yplan l10n import` writes them, read once when the catalog is made.
enum BundledTranslations {
    /// The locales the bundled catalog is published in besides English.
    static let locales = ["de", "es"]

    /// The translation of each locale that has a file; a file that cannot be read stops the tool with
    /// its name and line, since only `l10n import` writes these files.
    static func load() -> [String: Translation] {
        var translations: [String: Translation] = [:]
        for locale in locales {
            guard let url = Bundle.module.url(forResource: locale, withExtension: "json", subdirectory: "Translations"),
                let data = try? Data(contentsOf: url)
            else { continue }
            do {
                translations[locale] = try Translation(json: Array(data))
            } catch {
                preconditionFailure("Content/Translations/\(locale).json: \(error)")
            }
        }
        return translations
    }
}
