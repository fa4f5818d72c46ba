extension Words {
    /// The words in German.
    ///
    /// The CSV headers stay English, because tools and `a11yplan report` read those column names back.
    public static let german: Words = {
        var words = Words()
        germanPlan(&words)
        germanChecklists(&words)
        germanLinks(&words)
        germanSite(&words)
        germanCoverage(&words)
        germanReports(&words)
        germanOpenACR(&words)
        germanHTMLReportAndResults(&words)
        germanLayoutAndScripts(&words)
        germanGherkin(&words)
        words.terms = Terms(table: .german)
        return words
    }()

    /// "1 Komponente", "2 Komponenten": a count with the singular or plural of a noun.
    /// "auf iOS", "auf Android", but "im Web".
    static func germanOn(_ platform: String) -> String {
        platform == Platform.web.name ? "im Web" : "auf \(platform)"
    }

    private static func germanCount(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    private static func germanPlan(_ words: inout Words) {
        words.planTitle = { "\($1) \(Words.germanOn($0))" }
        words.usage = "Verwendung"
        words.howToTest = { "So testen Sie \($0)" }
        words.givenThat = "Angenommen, "
        words.keyboardOnly = "Nur Tastatur"
        words.screenreaderPart = { "Screenreader \($0)" }
        words.usingAScreenreader = "Ich verwende einen Screenreader UND "
        words.usingAScreenreaderOnAPhone = "Ich verwende einen Screenreader auf einem Smartphone UND "
        words.deviceSettings = "Geräteeinstellungen"
        words.when = "Wenn"
        words.mobileWebScreenReaders = "VoiceOver (Safari auf iOS) / TalkBack (Chrome auf Android)"
        words.connective = { connective in
            switch connective {
            case .when: "WENN"
            case .thenWhen: "Dann wenn"
            case .orWhen: "Oder wenn"
            }
        }
        // German nouns keep their capital inside a sentence.
        words.cellInSentence = { $0 }
        words.iUse = "Ich verwende "
        // A table row's action reads as the narrative says it, "Ich drücke die Leertaste", not the cell.
        words.tableRowAction = { [iUse = words.iUse, inSentence = words.cellInSentence] cell, action in
            action?.capitalizingFirstLetter ?? iUse + inSentence(cell)
        }
        words.iSee = "ICH SEHE"
        words.iHear = "ICH HÖRE"
        germanSentences(&words)
        words.keyboardActions = "Tastaturaktionen"
        words.mobileScreenreaderGestures = "Gesten des mobilen Screenreaders"
        words.pointerAndTouch = "Zeiger und Berührung"
        words.desktopScreenreaderCommands = "Befehle des Desktop-Screenreaders"
        words.screenreaderOutput = "Ausgabe des Screenreaders"
        words.whenIUse = "Bei Verwendung von"
        words.reads = "Ansage"
        words.iSeeOrHear = "Ich sehe/höre"
        words.iHearColumn = "Ich höre"
        words.iSeeColumn = "Ich sehe"
        words.successCriteria = "Erfolgskriterien der WCAG 2.2"
        words.noCriteria = "Keine: Jede Zeile ist eine Best Practice der Plattform."
        words.bestPractices = "Best Practices der Plattform, keine Anforderungen der WCAG: "
        words.bestPracticeLine = "(Best Practice, keine Anforderung der WCAG)"
        words.bestPractice = "Best Practice"
    }

    /// A step in German: a condition after "wenn" with its verb last, a comma, and the main clause
    /// opening with its verb: "WENN ich die Tabulatortaste bis zum Button drücke, SEHE ICH einen
    /// Fokusring". A purpose with "um … zu" follows the verb after a comma; any other ("bis zum Button")
    /// stands before it. A table cell's sentence follows a colon ("SEHE ICH: Die Beschriftung wächst"),
    /// an expectation written as an object follows the lead, its article in lower case. A setting's name
    /// is quoted before its verb, so it needs no case of its own ("wenn ich „Größerer Text“ aktiviere").
    private static func germanSentences(_ words: inout Words) {
        let leads = [
            words.usingAScreenreader: "ich einen Screenreader verwende UND ",
            words.usingAScreenreaderOnAPhone: "ich einen Screenreader auf einem Smartphone verwende UND ",
        ]
        words.conditionLead = { leads[$0] ?? $0 }
        words.condition = { action, purpose in
            // A purpose not yet translated stays in English order, after the verb.
            let foreign = purpose.map(ForeignText.isMarked) ?? false
            let follows = purpose.map { purpose in germanClauses.contains { purpose.hasPrefix($0) } } ?? false
            var parts = [action.beforeVerb]
            if let purpose, !follows, !foreign {
                // A purpose with a clause of its own ("bis zum Button, der den Dialog öffnet") closes it
                // with a comma before the verb.
                parts.append(purpose.contains(",") && !action.verb.isEmpty ? purpose + "," : purpose)
            }
            if !action.verb.isEmpty { parts.append(action.verb) }
            let condition = parts.joined(separator: " ")
            guard let purpose, follows || foreign else { return condition }
            return condition + (foreign ? " " : ", ") + purpose
        }
        words.beforeOutcome = ", "
        // "die Einstellung" takes the case, so the name stays as the settings app shows it, and one verb
        // fits a switch, a level and a turn of the phone alike.
        words.settingCondition = { _, name in "Ich die Einstellung „\(name)“ verwende" }
        words.outcomeWords = { sense, lead, text, place in
            let lead = place.afterCondition ? (sense == .see ? "SEHE ICH" : "HÖRE ICH") : lead
            // A clause with "dass", "ob" or "wie" is set off by a comma: "SEHE ICH, dass …", "HÖRE ICH, wie
            // viele Zeichen übrig sind", from a cell as well.
            // A clause that is the subject of its sentence ("Ob es geöffnet ist, wird … vorgelesen") is a
            // sentence after all.
            let opening = text.prefix { $0 != " " }.lowercased()
            let afterComma = text.drop { $0 != "," }.dropFirst().split(separator: " ").first
            if germanSubordinators.contains(opening), !(afterComma.map { germanFiniteVerbs.contains($0) } ?? false) {
                return OutcomeWords(lead: lead, separator: ", ", text: text.lowercasingFirstLetter)
            }
            // A sentence of its own ("der Fokus wechselt zum nächsten Tab") follows a colon with its
            // capital; a table cell that names what is heard follows a colon too, as a label's value,
            // its article in lower case, since German writes a capital after a colon only for a sentence.
            if germanIsClause(text) {
                return OutcomeWords(lead: lead, separator: ": ", text: text.capitalizingFirstLetter)
            }
            if place.fromCell {
                // A cell with a main clause keeps its capital ("Ein Button, der …, erhält eine …"); one that
                // only names what is heard does not ("kein Zustandswort, solange er bedienbar ist").
                return OutcomeWords(
                    lead: lead, separator: ": ", text: germanHasMainVerb(text) ? text : germanObject(text))
            }
            return OutcomeWords(lead: lead, separator: " ", text: germanObject(text))
        }
    }

    /// Words ending like a verb ("Erst", "Mit") that open a cell without being its verb.
    private static let germanNotVerbs: Set<String> = [
        "Erst", "Mit", "Nicht", "Jetzt", "Selbst", "Sonst", "Zuletzt", "Zunächst", "Bereits",
    ]

    /// What opens a subordinate clause that an outcome can be: "dass", "ob", "wie" …
    private static let germanSubordinators: Set<String> = ["dass", "ob", "wie", "wo", "wann", "welche", "welcher"]

    /// Finite verbs that make an expectation a sentence of its own when they stand before its first
    /// comma: "der Dialog öffnet sich", "sein Inhaltsbereich wird angezeigt".
    private static let germanFiniteVerbs: Set<Substring> = [
        "ist", "sind", "wird", "werden", "wurde", "hat", "haben", "bleibt", "bleiben", "kann", "können", "geht",
        "wechselt", "springt", "öffnet", "schließt", "erscheint", "zeigt", "bewegt", "rückt", "wächst", "liegt",
        "steht", "passt", "erhält", "landet", "endet", "beginnt", "folgt", "verschwindet", "ändert", "scrollt",
        "klappt", "gibt", "kommt", "reicht", "fällt", "läuft", "wandert", "spielt", "stoppt", "hält", "stimmt",
        "bricht", "sagt", "nennt", "liest", "wirkt", "erscheinen", "wachsen", "hebt", "behält", "öffnen",
        "schließen", "passen", "stehen", "liegen", "heben", "lässt", "lassen", "überlappt", "überlappen", "trägt",
        "tragen", "unterscheidet", "unterscheiden", "erreicht", "erreichen", "benennt", "benennen", "behalten",
        "zeigen", "verlässt", "verlassen", "heißt", "nimmt", "nehmen", "enthält", "enthalten", "bewegen", "springen",
        "wechseln", "folgen", "beginnen", "enden", "klingt", "funktioniert", "funktionieren", "reagiert",
        "reagieren", "gilt", "bekommt", "bekommen", "fehlt", "fehlen", "führt", "führen", "landen", "bietet",
        "bieten", "erhalten", "entspricht", "entsprechen", "gehört", "gehören", "befindet", "befinden", "braucht",
        "brauchen", "reichen", "beschreibt", "beschreiben", "kennzeichnet", "trennt", "verdeckt", "verdecken",
        "überdeckt", "ersetzt", "ersetzen", "markiert", "lädt", "laden", "spricht", "sprechen", "startet",
        "starten", "verschwinden", "ändern", "rücken", "halten", "fallen", "laufen", "stimmen", "verweist",
        "vergrößert", "vergrößern", "füllt", "füllen", "deckt", "gleitet", "rutscht", "meldet", "melden", "sieht",
        "hört", "dauert", "kündigt", "umfasst", "genügt", "darf", "dürfen", "muss", "müssen", "soll", "sollen",
        "geben", "kommen", "gehen", "sagen", "nennen", "lesen", "zählt", "zählen", "stoppen", "spielen", "drehen",
        "erhöhen",
    ]

    /// The words of `text` that can be a verb of its own sentence: quoted words (a label, a message:
    /// „Nachrichten werden geladen“) stand as one word that is none, and punctuation is stripped from
    /// each word.
    private static func germanOwnWords(_ text: Substring) -> [Substring] {
        var own = ""
        var quoted = false
        for character in text {
            if character == "„" {
                quoted = true
                own.append("…")
            } else if character == "“" {
                quoted = false
            } else if !quoted {
                own.append(character)
            }
        }
        let words = own.split(separator: " ").map { word in
            let trimmed = word.drop { $0.isPunctuation }.reversed().drop { $0.isPunctuation }.reversed()
            return Substring(String(trimmed))
        }
        // An infinitive after "zu" ("um ihn zu öffnen") is no finite verb.
        return words.enumerated().map { index, word in index > 0 && words[index - 1] == "zu" ? "" : word }
    }

    /// Whether an expectation is a sentence of its own rather than an object: a finite verb before its
    /// first comma, and no accusative article at its start ("den Fokus, der …" is an object).
    private static func germanIsClause(_ text: String) -> Bool {
        let head = germanOwnWords(text.prefix { $0 != "," && $0 != ";" })
        guard let first = head.first, !["den", "einen", "keinen", "seinen", "ihren", "dass"].contains(first) else {
            return false
        }
        return head.dropFirst().contains { germanFiniteVerbs.contains($0) }
    }

    /// Whether a cell's text has a main clause: a finite verb with words after it before the next
    /// comma. A verb just before a comma or the end closes a subordinate clause ("…, solange er
    /// bedienbar ist,"), which a phrase that only names something can hold too.
    private static func germanHasMainVerb(_ text: String) -> Bool {
        for clause in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let words = germanOwnWords(clause)
            if words.dropLast().contains(where: { germanFiniteVerbs.contains($0) }) { return true }
        }
        return false
    }

    /// What opens a German purpose that follows its verb after a comma.
    private static let germanClauses = ["um ", "damit ", "sodass ", "so dass ", "während "]

    /// Words that open an object and are no nouns, so they are lower case inside a sentence.
    private static let germanLowerOpenings: Set<Substring> = [
        "Der", "Die", "Das", "Den", "Dem", "Des", "Ein", "Eine", "Einen", "Einem", "Einer", "Eines", "Kein",
        "Keine", "Keinen", "Keinem", "Keiner", "Sein", "Seine", "Seinen", "Seinem", "Seiner", "Ihr", "Ihre",
        "Ihren", "Ihrem", "Ihrer", "Jede", "Jeden", "Jedes", "Jeder", "Alle", "Nichts", "Nur", "Dass", "Wie", "Ob",
        "Es", "Er", "Dieser", "Diese", "Diesen", "Dieses", "Beide", "Beiden", "Genau",
    ]

    /// An expectation as the object after "SEHE ICH" or "HÖRE ICH": its first word in lower case when
    /// it is an article, a pronoun or another word that is no noun ("Die Wörter" → "die Wörter").
    private static func germanObject(_ text: String) -> String {
        let first = text.prefix { $0 != " " && $0 != "," }
        return germanLowerOpenings.contains(first) ? text.lowercasingFirstLetter : text
    }

    private static func germanChecklists(_ words: inout Words) {
        words.checklistSection = { section in
            switch section {
            case .keyboard: "Tastatur"
            case .screenreader: "Screenreader"
            case .mobileScreenreader: "Screenreader auf einem Smartphone"
            case .deviceSettings: "Geräteeinstellungen"
            case .pointerAndTouch: "Zeiger und Berührung"
            }
        }
        words.accessibilityChecklist = "Checkliste zur Barrierefreiheit"
        words.componentOnPlatform = { "\($0) \(Words.germanOn($1))" }
        words.checklistHeading = "Checkliste zur Barrierefreiheit: "
        words.checklistSource = { "Aus \($0) \($1)." }
        // The title is a name ("Banner auf iOS"), which takes no article; a dash, since Gherkin's keyword
        // has the colon already.
        words.accessibilityOf = { "Barrierefreiheit – \($0)" }
        words.generatedFrom = "Checkliste erstellt von A11yPlan aus "
        // A row's cell opening with its verb ("Erreicht „Rückgängig“ …") follows "Dann" with "dies" as
        // its subject, the action of the step before: "Dann erreicht dies „Rückgängig“ …", after both
        // verbs where two share it ("Dann öffnet oder schließt dies …"); a plural verb, which only keys
        // take, with "diese Tasten". A cell of another shape, or with a reflexive verb, follows
        // "erwarte ich:".
        words.iExpect = { cell, ofAction in
            guard ofAction else { return "erwarte ich: \(cell)" }
            var words = cell.split(separator: " ").map(String.init)
            // A verb followed by a comma ("Ist, sobald …") keeps the comma after its subject.
            let comma = words.first?.hasSuffix(",") == true
            if comma { words[0].removeLast() }
            guard words.count > 1, let verb = words.first, verb.count > 2, verb.first?.isUppercase == true,
                !germanLowerOpenings.contains(Substring(verb)), !germanNotVerbs.contains(verb),
                !germanFiniteVerbs.contains(Substring(words[1])), words[1] != "sich"
            else { return "erwarte ich: \(cell)" }
            var verbs = [verb.lowercased()]
            var rest = Array(words.dropFirst())
            if rest.count > 2, ["oder", "und"].contains(rest[0]), rest[1].hasSuffix(verb.hasSuffix("t") ? "t" : "n") {
                verbs += [rest[0], rest[1]]
                rest.removeFirst(2)
            }
            let subject: String
            if verb.hasSuffix("t") {
                subject = "dies"
            } else if verb.hasSuffix("n"), germanFiniteVerbs.contains(Substring(verb.lowercased())) {
                subject = "diese Tasten"
            } else {
                return "erwarte ich: \(cell)"
            }
            return (verbs + [subject + (comma ? "," : "")] + rest).joined(separator: " ")
        }
        words.phrasedAction = { phrase in
            let words = phrase.split(separator: " ")
            guard let first = words.first, !first.lowercased().hasSuffix("e"), let last = words.last,
                last.hasSuffix("en"), words.count > 1
            else { return phrase }
            let rest = words.dropLast().map(String.init).joined(separator: " ").lowercasingFirstLetter
            return String(last.dropLast()) + " " + rest
        }
        words.onAScreenWith = { "Angenommen, ich bin auf einem Bildschirm mit \($0)" }
        words.screenReaderReads = { attribute in
            let object =
                switch attribute {
                case "Name": "den Namen"
                case "Rolle": "die Rolle"
                case "Gruppe": "die Gruppe"
                case "Zustand": "den Zustand"
                default: "„\(attribute)“"
                }
            return "Der Screenreader liest \(object) vor"
        }
        words.iSeeInText = "Ich sehe "
        words.iHearInText = "Ich höre "
        words.checklistTitle = "Checkliste: "
        words.checklistBanner = "A11yPlan-Checkliste · "
        words.checklistInstructions =
            "Geben Sie unter „Über diesen Testlauf“ an, was Sie womit testen. Markieren Sie jeden Punkt als "
            + "Bestanden, Nicht bestanden, Nicht anwendbar oder Blockiert (wenn Sie es nicht beurteilen können), "
            + "und fügen Sie Notizen hinzu. Ihre Ergebnisse werden laufend in diesem Browser gespeichert; laden Sie "
            + "sie als JSON oder CSV herunter, wenn Sie fertig sind."
        words.noneChecked = { "0 von \(germanCount($0, "Punkt", "Punkten")) geprüft." }
        words.pass = "Bestanden"
        words.fail = "Nicht bestanden"
        words.notApplicable = "Nicht anwendbar"
        words.blocked = "Blockiert"
        words.aboutTestRun = "Über diesen Testlauf"
        words.aboutTestRunHint =
            "Optional. Wird mit Ihren Ergebnissen im JSON-Download gespeichert und in Berichten angezeigt, damit "
            + "Leser wissen, wofür ein Ergebnis gilt."
        words.dateHint = "Im Format JJJJ-MM-TT."
        words.notes = "Notizen"
        words.downloadJSON = "Ergebnisse herunterladen (JSON)"
        words.downloadCSV = "Ergebnisse herunterladen (CSV)"
        words.clearResults = "Ergebnisse löschen"
        words.backToTestPlan = "Zurück zum Testplan"
        words.saveChecklist = "Diese Checkliste speichern, um offline zu arbeiten"
        words.generatedBy = { "Erstellt mit A11yPlan \($0)." }
        words.itemsChecked = {
            "\($0) von \($1) Punkten geprüft: \($2) bestanden, \($3) nicht bestanden, \($4) nicht anwendbar, "
                + "\($5) blockiert."
        }
    }

    private static func germanLinks(_ words: inout Words) {
        words.planMarkdownLink = "Diesen Testplan als Markdown herunterladen"
        words.planHTMLLink = "Testplan als HTML"
        words.skillFileLink = "Testplan als Skill-Datei für KI-Assistenten"
        words.skillDescription = {
            "\($0) \(Words.germanOn($1)) auf Barrierefreiheit testen: mit Tastatur, Screenreader und "
                + "Geräteeinstellungen. Beim Bauen, Prüfen oder Testen von \($0) \(Words.germanOn($1)) verwenden."
        }
        words.htmlChecklistLink =
            "Interaktive Checkliste, eine Seite zum Öffnen im Browser: Testlauf erfassen, jeden Punkt markieren "
            + "und die Ergebnisse herunterladen"
        words.markdownChecklistLink = "Checkliste als Markdown-Aufgabenliste, zum Einfügen in ein Issue oder Ticket"
        words.csvChecklistLink = "Checkliste als CSV, zum Import in TestRail und andere Testmanagement-Tools"
        words.jsonChecklistLink = "Checkliste als JSON"
        words.gherkinChecklistLink = "Checkliste als Gherkin-Feature, für Cucumber"
    }

    private static func germanSite(_ words: inout Words) {
        words.home = "Startseite"
        words.checklists = "Checklisten"
        words.coverage = "Abdeckung"
        words.accessibilityTestPlans = "Testpläne zur Barrierefreiheit"
        words.homeDescription = {
            "Testpläne zur Barrierefreiheit für jede Komponente von \($0) auf iOS, Android und im Web."
        }
        words.homeIntroduction = {
            "Testpläne zur Barrierefreiheit für \(germanCount($0, "Komponente", "Komponenten")) auf iOS, Android "
                + "und im Web. Jeder Plan beschreibt, wie die Komponente mit der Tastatur, mit einem Screenreader "
                + "und mit Geräteeinstellungen getestet wird und was Sie dabei sehen oder hören sollten."
        }
        words.componentsAndPlatforms = "Komponenten und Plattformen"
        words.component = "Komponente"
        words.notOn = { "Nicht \(Words.germanOn($0))" }
        words.testPlan = "Testplan"
        words.forComponentOnPlatform = { " für \($0) \(Words.germanOn($1))" }
        words.platformTestPlans = { "Testpläne für \($0)" }
        words.platformDescription = { "Alle Testpläne zur Barrierefreiheit für \($0) in \($1)." }
        words.componentsHaveAPlan = {
            "\($0 == 1 ? "1 Komponente hat" : "\($0) Komponenten haben") einen Testplan \(Words.germanOn($1)), getestet mit "
                + "\($2)."
        }
        words.planDescription = {
            "So testen Sie \($0) \(Words.germanOn($1)) mit der Tastatur, einem Screenreader und Geräteeinstellungen."
        }
        words.downloadsAndOtherPlatforms = "Downloads und andere Plattformen"
        words.planDownloadsLink =
            "Alle Downloads, auch die Checkliste als Aufgabenliste, CSV und Gherkin, auf der Seite der interaktiven Checkliste"
        words.checklistDownloads = "Den Testplan und diese Checkliste als Dateien herunterladen"
        words.checklistsForTesters = "Checklisten für Tester"
        words.combineChecklists = "Mehrere Komponenten zu einer Checkliste zusammenfassen"
        words.onEveryPlatform = { "\($0) auf allen Plattformen" }
        words.componentDescription = { "So testen Sie \($0) auf iOS, Android und im Web, nebeneinander." }
        words.hasNoPlanOn = { "\($0) hat keinen Testplan auf \($1.joined(separator: " oder "))." }
        words.componentOnPlatformAlone = { "Nur \($0) \(Words.germanOn($1))" }
        words.search = "Suche"
        words.searchComponentsAndCriteria = "Komponenten und Kriterien durchsuchen"
        words.searchNeedsJavaScript =
            "Die Suche benötigt JavaScript. Jeder Testplan steht auf der Seite seiner Plattform:"
        words.searchDescription = { "Die Testpläne von \($0) nach Komponentenname und Kriterien durchsuchen." }
        words.checklistBuilder = "Checklisten-Generator"
        words.checklistBuilderIntroduction =
            "Wählen Sie die Komponenten aus, die ein Ticket oder Testlauf abdeckt, und eine Plattform, um eine "
            + "Checkliste mit einem Abschnitt pro Komponente herunterzuladen."
        words.checklistBuilderDescription = {
            "Die Checklisten mehrerer Komponenten von \($0) zu einer zusammenfassen."
        }
        words.platform = "Plattform"
        words.components = "Komponenten"
        words.format = "Dateiformat"
        words.csvForTestManagementTools = "CSV für Testmanagement-Tools"
        words.json = "JSON"
        words.downloadChecklist = "Checkliste herunterladen"
        words.checklistsByComponent = "Checklisten nach Komponente"
        words.checklistsOnPlatform = { ": Checklisten \(Words.germanOn($0))" }
        words.pageNotFound = "Seite nicht gefunden"
        words.noPageAtThisAddress = "Unter dieser Adresse gibt es keine Seite."
        words.pageMayHaveMoved = "Sie wurde möglicherweise verschoben, als sich der Katalog geändert hat."
        words.goHomeOrSearch = { "Zur \($0) oder \($1)." }
        words.listOfComponents = "Liste der Komponenten"
        words.searchTheTestPlans = "die Testpläne durchsuchen"
    }

    private static func germanCoverage(_ words: inout Words) {
        words.coverageDescription =
            "Welche Plattformen jede Komponente abdeckt und welche Erfolgskriterien der WCAG 2.2 der Katalog testet."
        words.coverageSummary = {
            "Der Katalog testet \($0) der \($1) Erfolgskriterien der WCAG 2.2 der Stufen A und AA (4.1.1 Syntaxanalyse "
                + "ist veraltet und wird nicht gezählt). \($2) werden nie berührt."
        }
        words.principles = ["Wahrnehmbar", "Bedienbar", "Verständlich", "Robust"]
        words.criteriaTestedByPrincipleChart = "Getestete Erfolgskriterien der WCAG 2.2 (A und AA) nach Prinzip"
        words.principleTested = { "\($0): \($1) von \($2)" }
        words.chartLegend =
            "Gefüllte Balken: getestete Kriterien; umrandete Balken: alle A- und AA-Kriterien des Prinzips."
        words.successCriteriaTestedByPrinciple = "Getestete Erfolgskriterien nach Prinzip"
        words.principle = "Prinzip"
        words.tested = "Getestet"
        words.total = "Gesamt"
        words.notOnBecause = { "Nicht \(Words.germanOn($0)): \($1)" }
        words.checks = { germanCount($0, "Prüfung", "Prüfungen") }
        words.successCriteriaTested = "Getestete Erfolgskriterien"
        words.testedCriteria = "Getestete Erfolgskriterien der Stufen A und AA"
        words.successCriteriaNeverTested = "Nie getestete Erfolgskriterien"
        words.none = "Keine."
        words.successCriterion = "Erfolgskriterium"
        words.level = "Stufe"
        words.plansThatTestIt = "Pläne, die es testen"
    }

    private static func germanReports(_ words: inout Words) {
        words.resultStatus = { status in
            switch status {
            case .pass: "Bestanden"
            case .fail: "Nicht bestanden"
            case .notApplicable: "Nicht anwendbar"
            case .blocked: "Blockiert"
            case .untested: "Nicht getestet"
            }
        }
        words.conformance = { conformance in
            switch conformance {
            case .supports: "Unterstützt"
            case .partiallySupports: "Teilweise unterstützt"
            case .doesNotSupport: "Nicht unterstützt"
            case .notApplicable: "Nicht anwendbar"
            case .notEvaluated: "Nicht bewertet"
            }
        }
        words.conflicting = "Widersprüchlich"
        words.reportTitle = "Testbericht zur Barrierefreiheit"
        words.reportSource = { "Aus \(germanCount($0, "Ergebnisdatei", "Ergebnisdateien")) zu \($1) \($2)." }
        words.summary = "Zusammenfassung"
        words.reportSummary = {
            "\(germanCount($0, "Punkt", "Punkte")): \($1) bestanden, \($2) nicht bestanden, \($3) nicht anwendbar, "
                + "\($4) blockiert, \($5) nicht getestet, \($6) widersprüchlich."
        }
        words.failures = "Fehlschläge"
        words.noFailures = "Kein Punkt ist fehlgeschlagen."
        words.resultsByComponent = "Ergebnisse nach Komponente und Plattform"
        words.resultsByCriterion = "Erfolgskriterien der WCAG 2.2"
        words.criteriaExplanation =
            "Jedes Kriterium fasst die Ergebnisse der Punkte zusammen, die darauf verweisen. Die Spalten Bestanden, "
            + "Nicht bestanden, Nicht anwendbar und Blockiert zählen Ergebnisse (ein Punkt, den zwei Tester geprüft "
            + "haben, zählt doppelt); Nicht getestet zählt Punkte ohne Ergebnis und Widersprüchlich die Punkte, bei "
            + "denen sich die Tester nicht einig sind und deren Ergebnisse alle gezählt werden. Kriterien der Stufen "
            + "A und AA ohne erfasstes Ergebnis sind nicht bewertet."
        words.itemsWithResults = "Punkte mit Ergebnissen"
        words.conflictingResults = "Widersprüchliche Ergebnisse"
        words.conflictsExplanation =
            "Diese Punkte haben in verschiedenen Dateien unterschiedliche Ergebnisse; der Bericht behält jedes davon "
            + "und wählt keines aus."
        words.itemsNotInCatalog = "Ergebnisse zu Punkten, die nicht im Katalog sind"
        words.itemsNotInCatalogExplanation =
            "Der Katalog hat keinen Punkt mit diesen IDs (die Checkliste stammt möglicherweise aus einer anderen "
            + "Katalogversion); sie zählen in keiner Summe."
        words.item = "Punkt"
        words.source = "Gelesen aus"
        words.expected = "Erwartet: "
        words.results = "Ergebnisse"
        words.conformanceLevel = "Konformität"
        words.items = "Punkte"
        words.reportMarkdownLink = "Bericht als Markdown, zum Einfügen in ein Issue oder einen Pull Request"
        words.reportJSONLink = "Bericht als JSON"
        words.reportJUnitLink = "Bericht als JUnit-XML, für CI-Dashboards und Testmanagement-Tools"
        words.junitSuitesName = "A11yPlan-Ergebnisse"
        words.noResult = "Kein Ergebnis erfasst"
        words.notInCatalog = "Nicht im Katalog"
        words.resultWithNotes = { $1.isEmpty ? $0 : "\($0): \($1)" }
        words.resultAt = { "\($0) (\($1))" }
        words.runField = { field in
            switch field {
            case .product: "Produkt"
            case .productVersion: "Produktversion"
            case .tester: "Geprüft von"
            case .date: "Testdatum"
            case .platformVersion: "Betriebssystem und Version"
            case .device: "Gerät"
            case .assistiveTechnology: "Assistive Technologie"
            case .assistiveTechnologyVersion: "Version der assistiven Technologie"
            case .browser: "Browser"
            case .browserVersion: "Browserversion"
            }
        }
        words.testRuns = "Testläufe"
        words.file = "Datei"
        words.downloaded = "Heruntergeladen"
        words.notRecorded = "Keine Angaben zum Testlauf erfasst (Produkt, Tester, Gerät, assistive Technologie)"
        words.reportProduct = "Produkt"
        words.reportVendor = "Hersteller"
        words.reportContact = "Kontakt"
    }

    private static func germanOpenACR(_ words: inout Words) {
        words.reportOpenACRLink =
            "Bericht als OpenACR (YAML), der maschinenlesbare Accessibility Conformance Report der GSA (VPAT 2.5, "
            + "WCAG-Ausgabe)"
        words.openACRTitle = { vendor in
            vendor.map { "Accessibility Conformance Report von \($0)" } ?? "Accessibility Conformance Report"
        }
        words.openACRNotes = {
            "Erstellt von A11yPlan aus \(germanCount($0, "Ergebnisdatei", "Ergebnisdateien")). Die Stufe jedes "
                + "Kriteriums fasst die Ergebnisse der Checklistenpunkte zusammen, die darauf verweisen: "
                + "Web-Ergebnisse gelten für die Web-Komponente, iOS- und Android-Ergebnisse für die "
                + "Software-Komponente. \($1 == 1 ? "1 Punkt hat" : "\($1) Punkte haben") widersprüchliche "
                + "Ergebnisse (mit allen ihren Ergebnissen gezählt); "
                + "\($2 == 1 ? "1 Ergebnis gilt" : "\($2) Ergebnisse gelten") für Punkte, die nicht im Katalog "
                + "sind (nirgends gezählt)."
        }
        words.openACREvaluationMethods = {
            "Manuelle Tests mit den Checklisten von \($0) \($1) (A11yPlan-Testpläne), auf \($2); jeder Punkt "
                + "konnte als Bestanden, Nicht bestanden, Nicht anwendbar oder Blockiert markiert werden, mit "
                + "Notizen, oder ungetestet bleiben."
        }
        words.openACRUsed = { "\($0): \($1.joined(separator: ", "))." }
        words.openACRAssistiveTechnologies = "Assistive Technologien"
        words.openACRComponents = "Getestete Komponenten (die Stufen beruhen allein auf diesen)"
        words.componentOnPlatformShort = { "\($0) (\($1))" }
        words.openACRDevices = "Geräte"
        words.openACROperatingSystems = "Betriebssysteme"
        words.openACRBrowsers = "Browser"
        words.openACRTesters = "Tester"
        words.openACRNoMetadata =
            "Die Ergebnisdateien erfassen keine assistive Technologie, kein Gerät und keinen Browser."
        words.openACRCounts = {
            "\($0): \(germanCount($1, "Punkt", "Punkte")) mit Ergebnissen: \($2) bestanden, \($3) nicht bestanden, "
                + "\($4) nicht anwendbar, \($5) blockiert."
        }
        words.openACRResult = { $2.isEmpty ? "\($0): \($1)" : "\($0): \($1): \($2)" }
        words.openACRNoTest =
            "Nicht bewertet: Kein Ergebnis in diesen Dateien gehört zu einem Punkt, der auf dieses Kriterium verweist."
        words.openACRUntestedItems = {
            let items = $0 == 1 ? "1 Punkt, der darauf verweist, wurde" : "\($0) Punkte, die darauf verweisen, wurden"
            return "Nicht bewertet: \(items) nicht getestet."
        }
        words.conflictsCounted = {
            "\($0 == 1 ? "1 Punkt hat" : "\($0) Punkte haben") widersprüchliche Ergebnisse; jedes Ergebnis wird "
                + "gezählt, damit ein Fehler, den ein Tester gesehen hat, nicht überstimmt wird."
        }
        words.openACRAllowedUntested =
            "VPAT 2.5 erlaubt „Nicht bewertet“ nur für Stufe AAA; dieser Bericht wurde mit --allow-untested erstellt."
        words.openACRObsolete =
            "4.1.1 Syntaxanalyse ist veraltet und in WCAG 2.2 entfernt, daher gilt es für diesen Bericht nicht."
        words.reportEARLLink = "Bericht als W3C EARL (JSON-LD), für Tools, die EARL lesen"
        words.earlSubject = { "\($0) (\($1))" }
        words.earlItemResults = { "\($0) (\($1)): \($2)" }
        words.earlNoItem =
            "Kein Checklistenpunkt dieser Komponente auf dieser Plattform verweist auf dieses Kriterium."
    }

    private static func germanHTMLReportAndResults(_ words: inout Words) {
        words.reportHTMLLink = "Bericht als Webseite, barrierefrei und druckbar"
        words.reportTitleFor = { "Testbericht zur Barrierefreiheit: \($0)" }
        words.resultColumn = "Ergebnis"
        words.itemsByResult = "Punkte nach Ergebnis"
        words.reportChartLabel = {
            "Balkendiagramm von \(germanCount($0, "Punkt", "Punkten")) nach Ergebnis: \($1) bestanden, \($2) nicht "
                + "bestanden, \($3) nicht anwendbar, \($4) blockiert, \($5) nicht getestet, \($6) widersprüchlich."
        }
        words.reportChartCaption =
            "Jeder Balken ist der Anteil aller Punkte mit diesem Ergebnis; die Tabelle darunter enthält dieselben "
            + "Zahlen."
        words.itemID = "Punkt-ID: "
        words.planVerdict = { verdict in
            switch verdict {
            case .fails: "Nicht bestanden"
            case .conflicting: "Tester sind sich uneinig"
            case .incomplete: "Teilweise getestet"
            case .passes: "Bestanden"
            case .untested: "Noch nicht getestet"
            }
        }
        words.latestResults = "Neueste Testergebnisse"
        words.testedOn = { "Getestet am \($0)." }
        words.noResultsForPlan = "Für diesen Plan wurden noch keine Ergebnisse erfasst."
        words.readTheReport = "Testbericht lesen"
    }

    private static func germanLayoutAndScripts(_ words: inout Words) {
        words.skipToMainContent = "Zum Hauptinhalt springen"
        words.mainNavigation = "Hauptnavigation"
        words.searchTestPlans = "Testpläne durchsuchen"
        words.language = "Sprache"
        words.siteFooter = { "Erstellt mit A11yPlan \($0) aus \($1) \($2)." }
        words.typeToSearch = { "Geben Sie ein Wort ein, um \($0) Testpläne zu durchsuchen." }
        words.onePlanFound = "1 Testplan gefunden."
        words.plansFound = { "\($0) Testpläne gefunden." }
        words.tickAComponent = "Wählen Sie mindestens eine Komponente aus."
        words.noPlanOnPlatform = { "Keine der ausgewählten Komponenten hat einen Testplan \(Words.germanOn($0))." }
        words.preparingChecklist = "Checkliste wird vorbereitet…"
        words.couldNotLoad = {
            "Die Checkliste von \($0) konnte nicht geladen werden. Laden Sie sie aus der Liste unten herunter."
        }
        words.downloadedChecklist = { "\($0) mit \($1) Punkten heruntergeladen." }
        words.missingOnPlatform = { " Nicht \(Words.germanOn($0)): \($1)." }
    }

    /// The keywords as Cucumber's gherkin-languages.json has them for "de".
    private static func germanGherkin(_ words: inout Words) {
        words.gherkinLanguage = "de"
        words.gherkinFeature = "Funktionalität"
        words.gherkinBackground = "Grundlage"
        words.gherkinScenario = "Szenario"
        words.gherkinGiven = "Angenommen"
        words.gherkinWhen = "Wenn"
        words.gherkinThen = "Dann"
        words.gherkinAnd = "Und"
        // After "Wenn", "Ich …" and "Der Screenreader …" start lower-case; a name or English "I" keeps its case.
        // After "Wenn" the verb goes last: "Wenn der Screenreader den Namen vorliest".
        words.gherkinAction = { action in
            let reads = "Der Screenreader liest "
            // The plan's capitals for "UND" are its own emphasis; a Gherkin step reads as a sentence.
            let action = action.replacing(" UND ", with: " und ")
            guard action.hasPrefix(reads), action.hasSuffix(" vor") else { return action.lowercasingFirstLetter }
            return "der Screenreader " + action.dropFirst(reads.count).dropLast(4) + " vorliest"
        }
        // "Dann" is followed by the verb: "Dann sehe ich …", as after a condition in the plan.
        words.gherkinOutcome = { expectation, afterThen in
            for (alone, inverted) in [("Ich sehe", "sehe ich"), ("Ich höre", "höre ich")]
            where expectation.hasPrefix(alone) {
                return (afterThen ? inverted : alone.lowercased()) + expectation.dropFirst(alone.count)
            }
            return expectation
        }
    }
}
