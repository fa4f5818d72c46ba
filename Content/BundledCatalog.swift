import A11yPlan

/// The catalog that ships with A11yPlan, so that `make site` gives a useful site on day one.
public enum BundledCatalog {
    /// The bundled catalog's version, recorded with checklist results.
    public static let version = "0.1.0"

    /// Every bundled component, in the order the site lists them.
    public static var catalog: Catalog {
        Catalog(name: "A11yPlan catalog", version: version, components: components)
    }

    /// The bundled components.
    public static var components: [Component] {
        [
            button,
            iconButton,
            toggleButton,
            link,
            checkbox,
            radioButton,
            switchControl,
            slider,
            stepper,
            textField,
            passwordField,
            numberField,
            phoneNumberField,
            searchField,
            select,
            datePicker,
            timePicker,
            tabs,
            disclosure,
            menu,
            modalDialog,
            alertDialog,
            bottomSheet,
            popoverTooltip,
            tooltip,
            snackbar,
            progressIndicator,
            carousel,
            card,
            heading,
            image,
            decorativeImage,
            dataTable,
            pagination,
            breadcrumbs,
            skipLink,
            navigationBar,
        ]
    }
}
