extension Catalog {
    /// The catalog with its free text in `language`: each piece with a current translation reads as
    /// translated, and every other piece stays in the source language, marked as `ForeignText` so that
    /// HTML gives it its own `lang` (a stale translation is not shown: its source has changed).
    ///
    /// The source language gives back the catalog itself.
    public func localized(to language: Language) -> Catalog {
        guard language.code != sourceLanguage else { return self }
        let translation = translations[language.code] ?? Translation(locale: language.code)
        let source = sourceLanguage
        var localized = self
        localized.components = components.map { component in
            component.replacingFreeTexts { text in
                if case .translated(let target) = translation.status(of: text) { return target }
                return text.source.marked(as: source)
            }
        }
        return localized
    }

    /// A warning for each piece of free text without a current translation into `locale`, at the line
    /// that wrote its source, so `check` can say what a translator still has to do.
    public func translationDiagnostics(locale: String) -> [Diagnostic] {
        let translation = translations[locale] ?? Translation(locale: locale)
        var diagnostics: [Diagnostic] = []
        for component in components {
            for text in component.freeTexts where !text.source.isBlank {
                switch translation.status(of: text) {
                case .translated: continue
                case .missing:
                    diagnostics.append(
                        Diagnostic(
                            .warning, at: text.location, "no \(locale) translation of \(text.componentID) \(text.id)"))
                case .stale:
                    diagnostics.append(
                        Diagnostic(
                            .warning, at: text.location,
                            "the \(locale) translation of \(text.componentID) \(text.id) is stale: its source "
                                + "changed since it was translated"))
                }
            }
        }
        return diagnostics
    }
}

extension Phrase {
    /// The phrase with each piece of text marked as written in `language`.
    func marked(as language: String) -> Phrase {
        var phrase = self
        phrase.segments = segments.map { segment in
            if case .text(let text) = segment { return .text(ForeignText.mark(text, language: language)) }
            return segment
        }
        return phrase
    }
}
