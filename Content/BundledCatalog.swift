import A11yPlan
import Foundation

/// The catalog that ships with A11yPlan, so that `make site` gives a useful site on day one.
public enum BundledCatalog {
    /// The bundled catalog's version, recorded with checklist results.
    public static let version = "0.1.0"

    /// Every bundled component, in the order the site lists them, written in English and published
    /// in German and Spanish too, with the translations in `Translations/`.
    public static var catalog: Catalog {
        Catalog(
            name: "A11yPlan catalog", version: version, components: components, sourceLanguage: "en",
            locales: BundledTranslations.locales, translations: BundledTranslations.all)
    }

    /// The bundled components, in the order the site lists them.
    ///
    /// Built one by one rather than as one array literal: a literal of dozens of static members is
    /// slow for the type checker, and catalogs should type-check fast.
    public static var components: [Component] {
        var components: [Component] = []
        components.reserveCapacity(70)
        components.append(button)
        components.append(iconButton)
        components.append(toggleButton)
        components.append(link)
        components.append(checkbox)
        components.append(radioButton)
        components.append(switchControl)
        components.append(slider)
        components.append(stepper)
        components.append(rating)
        components.append(pickerWheel)
        components.append(datePicker)
        components.append(timePicker)
        components.append(textField)
        components.append(textArea)
        components.append(passwordField)
        components.append(numberField)
        components.append(phoneNumberField)
        components.append(emailField)
        components.append(urlField)
        components.append(searchField)
        components.append(oneTimeCodeField)
        components.append(combobox)
        components.append(modalDialog)
        components.append(alertDialog)
        components.append(bottomSheet)
        components.append(popoverTooltip)
        components.append(tooltip)
        components.append(snackbar)
        components.append(toast)
        components.append(banner)
        components.append(menu)
        components.append(select)
        components.append(progressIndicator)
        components.append(tabs)
        components.append(tabBar)
        components.append(navigationBar)
        components.append(breadcrumbs)
        components.append(pagination)
        components.append(skipLink)
        components.append(landmarkRegions)
        components.append(pageTitle)
        components.append(heading)
        components.append(card)
        components.append(image)
        components.append(decorativeImage)
        components.append(avatar)
        components.append(carousel)
        components.append(videoPlayer)
        components.append(audioPlayer)
        components.append(list)
        components.append(emptyState)
        components.append(loadingSkeleton)
        components.append(dataTable)
        components.append(sortableTable)
        components.append(treeView)
        components.append(accordion)
        components.append(disclosure)
        components.append(formGroup)
        components.append(form)
        components.append(fileUpload)
        components.append(webView)
        components.append(pullToRefresh)
        components.append(horizontalScrollList)
        return components
    }
}

/// The bundled catalog's translations: `Translations/<locale>.json` in this package, as
/// `a11yplan l10n import` writes them, read once when the catalog is made.
enum BundledTranslations {
    /// The locales the bundled catalog is published in besides English.
    static let locales = ["de", "es"]

    /// The translation of each locale that has a file; a file that cannot be read stops the tool with
    /// its name and line, since only `l10n import` writes these files.
    static var all: [String: Translation] {
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
