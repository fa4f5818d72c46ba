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

    /// The catalog's free text against its translation into `locale`, in one walk: how many pieces a
    /// translator has, and each without a current translation, so `check` and `l10n export` count alike.
    public func translationGaps(locale: String) -> TranslationGaps {
        let translation = translations[locale] ?? Translation(locale: locale)
        var gaps = TranslationGaps(locale: locale)
        for component in components {
            for text in component.freeTexts where !text.source.isBlank {
                gaps.texts += 1
                switch translation.status(of: text) {
                case .translated: continue
                case .missing: gaps.gaps.append(.init(text: text, isStale: false))
                case .stale: gaps.gaps.append(.init(text: text, isStale: true))
                }
            }
        }
        return gaps
    }

    /// A warning for each piece of free text without a current translation into `locale`, at the line
    /// that wrote its source, so `check` can say what a translator still has to do.
    public func translationDiagnostics(locale: String) -> [Diagnostic] {
        translationGaps(locale: locale).diagnostics(listingMissing: true)
    }
}

/// What a translation into one locale still lacks, piece by piece in the catalog's order.
public struct TranslationGaps: Sendable {
    /// One piece of free text without a current translation.
    public struct Gap: Sendable {
        /// The piece, with its source line.
        public var text: FreeText
        /// Whether it has a translation of an older source rather than none.
        public var isStale: Bool
    }

    /// The locale.
    public var locale: String
    /// How many pieces of free text the catalog has.
    public var texts = 0
    /// The pieces without a current translation.
    public var gaps: [Gap] = []

    /// No gaps yet, for `locale`.
    public init(locale: String) {
        self.locale = locale
    }

    /// How many pieces have no translation at all.
    public var missing: Int { gaps.count - stale }
    /// How many pieces have a stale translation.
    public var stale: Int { gaps.count { $0.isStale } }

    /// A warning at the line of each stale piece, and of each missing one when `listingMissing`.
    public func diagnostics(listingMissing: Bool) -> [Diagnostic] {
        gaps.filter { $0.isStale || listingMissing }.map { gap in
            let text = gap.text
            return Diagnostic(
                .warning, at: text.location,
                gap.isStale
                    ? "the \(locale) translation of \(text.componentID) \(text.id) is stale: its source changed "
                        + "since it was translated"
                    : "no \(locale) translation of \(text.componentID) \(text.id)")
        }
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
