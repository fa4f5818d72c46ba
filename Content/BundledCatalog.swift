import A11yPlan

/// The catalog that ships with A11yPlan, so that `make site` gives a useful site on day one.
public enum BundledCatalog {
    /// The bundled catalog's version, recorded with checklist results.
    public static let version = "0.1.0"

    /// Every bundled component, in the order the site lists them.
    public static var catalog: Catalog {
        Catalog(name: "A11yPlan catalog", version: version, components: components)
    }

    /// The bundled components, in the order the site lists them.
    ///
    /// Built one by one rather than as one array literal: a literal of dozens of static members is
    /// slow for the type checker, and catalogs should type-check fast.
    public static var components: [Component] {
        var components: [Component] = []
        components.reserveCapacity(70)
        components.append(popoverTooltip)
        components.append(modalDialog)
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
        return components
    }
}
