extension Words {
    /// The words in Spanish.
    public static let spanish: Words = {
        var words = Words()
        words.terms = Terms(table: .spanish)
        spanishPlan(&words)
        spanishChecklists(&words)
        spanishInteractiveChecklist(&words)
        spanishSite(&words)
        spanishCoverage(&words)
        spanishReports(&words)
        spanishOpenACR(&words)
        spanishOtherReports(&words)
        spanishLayout(&words)
        spanishGherkin(&words)
        return words
    }()

    /// `count` and the noun or adjective that follows it, singular for one: "1 elemento", "2 elementos".
    /// "en iOS", "en Android", but "en la Web".
    static func spanishOn(_ platform: String) -> String {
        platform == Platform.web.name ? "en la Web" : "en \(platform)"
    }

    private static func spanishCount(_ count: Int, _ one: String, _ other: String) -> String {
        "\(count) \(count == 1 ? one : other)"
    }

    /// The four counts of results with their statuses: "2 superados, 1 fallido, 0 no aplicables, 0 bloqueados".
    private static func spanishStatusCounts(_ pass: Int, _ fail: Int, _ notApplicable: Int, _ blocked: Int) -> String {
        [
            spanishCount(pass, "superado", "superados"), spanishCount(fail, "fallido", "fallidos"),
            spanishCount(notApplicable, "no aplicable", "no aplicables"),
            spanishCount(blocked, "bloqueado", "bloqueados"),
        ].joined(separator: ", ")
    }

    /// Articles and prepositions after which an opening infinitive is a phrase, not a control's name.
    private static let spanishPhraseOpenings: Set<String> = [
        "un", "una", "unos", "unas", "el", "la", "los", "las", "lo", "su", "sus", "cada", "a", "al", "de", "del",
        "desde", "hasta", "hacia", "por", "con", "en", "sin", "sobre", "entre",
    ]

    /// A step in Spanish: a negative expectation ("ninguna palabra") is said with "NO OIGO", unless
    /// it goes on with what is heard after all ("…, y «atenuado» mientras…"), which "no" would deny; a
    /// table cell that is a clause ("se identifica como botón") follows "que"; a setting is named as
    /// one ("cuando uso el ajuste «Aumentar contraste»"). The RAE puts no colon between a verb and its
    /// object, so none stands after OIGO or VEO.
    private static func spanishSentences(_ words: inout Words) {
        words.settingCondition = { _, name in "Uso el ajuste «\(name)»" }
        words.outcomeWords = { _, lead, text, place in
            let first = text.prefix { $0 != " " && $0 != "," }.lowercased()
            let negative = ["ninguna", "ningún", "ninguno", "nada", "nadie"].contains(first)
            let goesOn = text.contains(", y ") || text.contains(" y \"") || text.contains(" y «")
            let clause = place.fromCell && ["se", "es", "está", "son", "están", "aparece", "muestra"].contains(first)
            return OutcomeWords(
                lead: negative && !goesOn ? "NO " + lead : lead, separator: " ", text: clause ? "que " + text : text)
        }
    }

    /// A plan, its tables and its references.
    private static func spanishPlan(_ words: inout Words) {
        words.planTitle = { "\($1) \(Words.spanishOn($0))" }
        words.usage = "Uso"
        words.howToTest = { "Cómo probar \($0)" }
        words.givenThat = "Dado que "
        words.keyboardOnly = "Solo teclado"
        words.screenreaderPart = { "Lector de pantalla \($0)" }
        words.usingAScreenreader = "Uso un lector de pantalla Y "
        words.usingAScreenreaderOnAPhone = "Uso un lector de pantalla en un teléfono Y "
        words.deviceSettings = "Ajustes del dispositivo"
        words.when = "Cuando"
        words.mobileWebScreenReaders = "VoiceOver (Safari en iOS) / TalkBack (Chrome en Android)"
        words.connective = { connective in
            switch connective {
            case .when: "CUANDO"
            case .thenWhen: "Luego, cuando"
            case .orWhen: "O cuando"
            }
        }
        words.iUse = "Uso "
        // A table row's action reads as the narrative says it, "Ich drücke die Leertaste", not the cell.
        words.tableRowAction = { [iUse = words.iUse, inSentence = words.cellInSentence] cell, action in
            action?.capitalizingFirstLetter ?? iUse + inSentence(cell)
        }
        words.iSee = "VEO"
        words.iHear = "OIGO"
        spanishSentences(&words)

        words.keyboardActions = "Acciones de teclado"
        words.mobileScreenreaderGestures = "Gestos del lector de pantalla en el móvil"
        words.pointerAndTouch = "Puntero y toque"
        words.desktopScreenreaderCommands = "Comandos del lector de pantalla en el ordenador"
        words.screenreaderOutput = "Salida del lector de pantalla"
        words.whenIUse = "Cuando uso"
        words.reads = "Lee"
        words.iSeeOrHear = "Veo/oigo"
        words.iHearColumn = "Oigo"
        words.iSeeColumn = "Veo"

        words.successCriteria = "Criterios de conformidad de las WCAG 2.2"
        words.noCriteria = "Ninguno: todas las filas son prácticas recomendadas de la plataforma."
        words.bestPractices = "Prácticas recomendadas de la plataforma, no requisitos de las WCAG: "
        words.bestPracticeLine = "(práctica recomendada, no un requisito de las WCAG)"
        words.bestPractice = "Práctica recomendada"
    }

    /// Checklists in every format.
    private static func spanishChecklists(_ words: inout Words) {
        words.checklistSection = { section in
            switch section {
            case .keyboard: "Teclado"
            case .screenreader: "Lector de pantalla"
            case .mobileScreenreader: "Lector de pantalla en un teléfono"
            case .deviceSettings: "Ajustes del dispositivo"
            case .pointerAndTouch: "Puntero y toque"
            }
        }
        words.accessibilityChecklist = "Lista de comprobación de accesibilidad"
        words.componentOnPlatform = { "\($0) \(Words.spanishOn($1))" }
        words.checklistHeading = "Lista de comprobación de accesibilidad: "
        words.checklistSource = { "Fuente: \($0) \($1)." }
        // The title is a name ("Botón en iOS"), which takes no article; a dash, since Gherkin's keyword
        // has the colon already.
        words.accessibilityOf = { "Accesibilidad – \($0)" }
        words.generatedFrom = "Lista de comprobación generada por A11yPlan a partir de "
        // "lo siguiente" announces what follows the colon, which the RAE asks for after a verb; the
        // cell then goes on in lower case.
        // A cell that opens with a control's name ("Elegir archivo y los botones …", an infinitive) or a
        // quote keeps its capital.
        words.iExpect = { cell, _ in
            let words = cell.split(separator: " ", maxSplits: 2).map { $0.lowercased() }
            let first = words.first ?? ""
            // An infinitive before a bare noun names a control ("Elegir archivo"); before an article or a
            // preposition it is
            // a phrase ("elegir un elemento", "deslizar desde el borde").
            let infinitive = ["ar", "er", "ir"].contains(String(first.suffix(2))) && first != "cualquier"
            let named =
                (infinitive && words.count > 1 && !spanishPhraseOpenings.contains(words[1]))
                || !(cell.first?.isLetter ?? true)
            return "espero lo siguiente: \(named ? cell : cell.lowercasingFirstLetter)"
        }
        // A cell's infinitive in the first person: "deslizar hacia la derecha" is "deslizo hacia la
        // derecha" (regular verbs, as the gestures are).
        words.phrasedAction = { phrase in
            let words = phrase.split(separator: " ", maxSplits: 1)
            guard let verb = words.first?.lowercased(), verb.count > 3,
                ["ar", "er", "ir"].contains(String(verb.suffix(2)))
            else { return phrase }
            return verb.dropLast(2) + "o" + (words.count > 1 ? " " + words[1] : "")
        }
        words.onAScreenWith = { "Dado que estoy en una pantalla con \($0)" }
        words.screenReaderReads = { "El lector de pantalla lee el \($0.lowercased())" }
        words.iSeeInText = "veo "
        words.iHearInText = "oigo "
    }

    /// The interactive checklist, its script and the links to the formats.
    private static func spanishInteractiveChecklist(_ words: inout Words) {
        words.checklistTitle = "Lista de comprobación: "
        words.checklistBanner = "Lista de comprobación de A11yPlan · "
        words.checklistInstructions =
            "En Acerca de esta ejecución de prueba, indica qué estás probando y con qué. Marca cada elemento como "
            + "Superado, Fallido, No aplicable o Bloqueado (cuando no puedas saberlo) y añade notas. Tus resultados "
            + "se guardan en este navegador a medida que avanzas; descárgalos en JSON o CSV cuando termines."
        words.noneChecked = { "0 de \(spanishCount($0, "elemento comprobado", "elementos comprobados"))." }
        words.pass = "Superado"
        words.fail = "Fallido"
        words.notApplicable = "No aplicable"
        words.blocked = "Bloqueado"
        words.aboutTestRun = "Acerca de esta ejecución de prueba"
        words.aboutTestRunHint =
            "Opcional. Se guarda con tus resultados en la descarga JSON y se muestra en los informes, para que "
            + "quien los lea sepa a qué se refiere cada resultado."
        words.dateHint = "Con el formato AAAA-MM-DD."
        words.notes = "Notas"
        words.downloadJSON = "Descargar resultados (JSON)"
        words.downloadCSV = "Descargar resultados (CSV)"
        words.clearResults = "Borrar resultados"
        words.backToTestPlan = "Volver al plan de pruebas"
        words.saveChecklist = "Guardar esta lista de comprobación para trabajar sin conexión"
        words.generatedBy = { "Generado por A11yPlan \($0)." }

        words.itemsChecked = {
            "\($0) de \($1) elementos comprobados: \($2) superados, \($3) fallidos, \($4) no aplicables, "
                + "\($5) bloqueados."
        }

        words.planMarkdownLink = "Descargar este plan de pruebas en Markdown"
        words.planHTMLLink = "Plan de pruebas en HTML"
        words.skillFileLink = "Plan de pruebas como archivo de skill para asistentes de IA"
        words.skillDescription = {
            "Probar la accesibilidad de \($0) \(Words.spanishOn($1)) con teclado, lector de pantalla y ajustes "
                + "del dispositivo. Úsalo al crear, revisar o probar \($0) \(Words.spanishOn($1))."
        }
        words.htmlChecklistLink =
            "Lista de comprobación interactiva, una página que se abre en un navegador: registra la ejecución de "
            + "prueba, marca cada elemento y descarga los resultados"
        words.markdownChecklistLink =
            "Lista de comprobación como lista de tareas de Markdown, para pegarla en una incidencia o un ticket"
        words.csvChecklistLink =
            "Lista de comprobación en CSV, para importarla en TestRail y otras herramientas de gestión de pruebas"
        words.jsonChecklistLink = "Lista de comprobación en JSON"
        words.gherkinChecklistLink = "Lista de comprobación como característica de Gherkin, para Cucumber"
    }

    /// The site's pages: home, platform and component pages, search, the checklist builder, the missing page.
    private static func spanishSite(_ words: inout Words) {
        words.home = "Inicio"
        words.checklists = "Listas de comprobación"
        words.coverage = "Cobertura"
        words.accessibilityTestPlans = "Planes de pruebas de accesibilidad"
        words.homeDescription = {
            "Planes de pruebas de accesibilidad para cada componente de \($0) en iOS, Android y la Web."
        }
        words.homeIntroduction = {
            "Planes de pruebas de accesibilidad para \(spanishCount($0, "componente", "componentes")) en iOS, "
                + "Android y la Web. Cada plan indica cómo probar el componente con un teclado, con un lector de "
                + "pantalla y con los ajustes del dispositivo, y qué deberías ver u oír."
        }
        words.componentsAndPlatforms = "Componentes y plataformas"
        words.component = "Componente"
        words.notOn = { "No está \(Words.spanishOn($0))" }
        words.testPlan = "Plan de pruebas"
        words.forComponentOnPlatform = { " de \($0) \(Words.spanishOn($1))" }
        words.platformTestPlans = { "Planes de pruebas de \($0)" }
        words.platformDescription = { "Todos los planes de pruebas de accesibilidad de \($0) en \($1)." }
        words.componentsHaveAPlan = {
            $0 == 1
                ? "1 componente tiene un plan de pruebas \(Words.spanishOn($1)), probado con \($2)."
                : "\($0) componentes tienen un plan de pruebas \(Words.spanishOn($1)), probados con \($2)."
        }
        words.planDescription = {
            "Cómo probar \($0) \(Words.spanishOn($1)) con un teclado, un lector de pantalla y los ajustes del dispositivo."
        }
        words.downloadsAndOtherPlatforms = "Descargas y otras plataformas"
        words.planDownloadsLink =
            "Todas las descargas, incluida la lista de comprobación como lista de tareas, CSV y Gherkin, en la página de la lista de comprobación interactiva"
        words.checklistDownloads = "Descargar el plan de pruebas y esta lista de comprobación como archivos"
        words.checklistsForTesters = "Listas de comprobación para evaluadores"
        words.combineChecklists = "Combinar varios componentes en una sola lista de comprobación"
        words.onEveryPlatform = { "\($0) en todas las plataformas" }
        words.componentDescription = { "Cómo probar \($0) en iOS, Android y la Web, uno al lado del otro." }
        words.hasNoPlanOn = { "\($0) no tiene plan de pruebas en \($1.joined(separator: " ni "))." }
        words.componentOnPlatformAlone = { "Solo \($0) \(Words.spanishOn($1))" }
        words.search = "Buscar"
        words.searchComponentsAndCriteria = "Buscar componentes y criterios"
        words.searchNeedsJavaScript =
            "La búsqueda necesita JavaScript. Cada plan de pruebas aparece en la página de su plataforma:"
        words.searchDescription = {
            "Busca en los planes de pruebas de \($0) por nombre de componente y por criterios."
        }
        words.checklistBuilder = "Generador de listas de comprobación"
        words.checklistBuilderIntroduction =
            "Marca los componentes que abarca un ticket o una ejecución de prueba y elige una plataforma para "
            + "descargar una sola lista de comprobación con una sección por componente."
        words.checklistBuilderDescription = {
            "Combina las listas de comprobación de varios componentes de \($0) en una sola."
        }
        words.platform = "Plataforma"
        words.components = "Componentes"
        words.format = "Formato"
        words.csvForTestManagementTools = "CSV para herramientas de gestión de pruebas"
        words.downloadChecklist = "Descargar lista de comprobación"
        words.checklistsByComponent = "Listas de comprobación por componente"
        words.checklistsOnPlatform = { ": listas de comprobación \(Words.spanishOn($0))" }
        words.pageNotFound = "Página no encontrada"
        words.noPageAtThisAddress = "No hay ninguna página en esta dirección."
        words.pageMayHaveMoved = "Puede que se haya movido al cambiar el catálogo."
        words.goHomeOrSearch = { "Ve a la \($0) o \($1)." }
        words.listOfComponents = "lista de componentes"
        words.searchTheTestPlans = "busca en los planes de pruebas"
    }

    /// The coverage page.
    private static func spanishCoverage(_ words: inout Words) {
        words.coverageDescription =
            "Qué plataformas abarca cada componente y qué criterios de conformidad de las WCAG 2.2 prueba el "
            + "catálogo."
        words.coverageSummary = {
            "El catálogo prueba \($0) de los \($1) criterios de conformidad de nivel A y AA de las WCAG 2.2 "
                + "(4.1.1 Procesamiento está obsoleto y no se cuenta). "
                + ($2 == 1 ? "1 no se trata nunca." : "\($2) no se tratan nunca.")
        }
        words.principles = ["Perceptible", "Operable", "Comprensible", "Robusto"]
        words.criteriaTestedByPrincipleChart = "Criterios de conformidad A y AA de las WCAG 2.2 probados, por principio"
        words.principleTested = { "\($0): \($1) de \($2)" }
        words.chartLegend =
            "Barras rellenas: criterios probados; barras con contorno: todos los criterios A y AA del principio."
        words.successCriteriaTestedByPrinciple = "Criterios de conformidad probados por principio"
        words.principle = "Principio"
        words.tested = "Probados"
        words.total = "Todos"
        words.notOnBecause = { "No está \(Words.spanishOn($0)): \($1)" }
        words.checks = { spanishCount($0, "comprobación", "comprobaciones") }
        words.successCriteriaTested = "Criterios de conformidad probados"
        words.testedCriteria = "Criterios de conformidad A y AA probados"
        words.successCriteriaNeverTested = "Criterios de conformidad nunca probados"
        words.none = "Ninguno."
        words.successCriterion = "Criterio de conformidad"
        words.level = "Nivel"
        words.plansThatTestIt = "Planes que lo prueban"
    }

    /// Reports: statuses, conformance, the summary and the sections.
    private static func spanishReports(_ words: inout Words) {
        words.resultStatus = { status in
            switch status {
            case .pass: "Superado"
            case .fail: "Fallido"
            case .notApplicable: "No aplicable"
            case .blocked: "Bloqueado"
            case .untested: "Sin probar"
            }
        }
        words.conformance = { conformance in
            switch conformance {
            case .supports: "Compatible"
            case .partiallySupports: "Parcialmente compatible"
            case .doesNotSupport: "No compatible"
            case .notApplicable: "No aplicable"
            case .notEvaluated: "No evaluado"
            }
        }
        words.conflicting = "En conflicto"
        words.reportTitle = "Informe de pruebas de accesibilidad"
        words.reportSource = {
            "A partir de \(spanishCount($0, "archivo", "archivos")) de resultados sobre \($1) \($2)."
        }
        words.summary = "Resumen"
        words.reportSummary = {
            "\(spanishCount($0, "elemento", "elementos")): \(spanishStatusCounts($1, $2, $3, $4)), \($5) sin probar, "
                + "\($6) en conflicto."
        }
        words.failures = "Fallos"
        words.noFailures = "Ningún elemento ha fallado."
        words.resultsByComponent = "Resultados por componente y plataforma"
        words.resultsByCriterion = "Criterios de conformidad de las WCAG 2.2"
        words.criteriaExplanation =
            "Cada criterio reúne los resultados de los elementos que lo referencian. Las columnas Superado, Fallido, "
            + "No aplicable y Bloqueado cuentan resultados (un elemento que han comprobado dos evaluadores cuenta "
            + "dos veces); Sin probar cuenta los elementos sin resultado, y En conflicto, los elementos en los que "
            + "los evaluadores discrepan, de los que se cuentan todos los resultados. Los criterios de nivel A y AA "
            + "sin ningún resultado registrado no se evalúan."
        words.itemsWithResults = "Elementos con resultados"
        words.conflictingResults = "Resultados en conflicto"
        words.conflictsExplanation =
            "Estos elementos tienen resultados distintos en archivos distintos; el informe los conserva todos y no "
            + "elige entre ellos."
        words.itemsNotInCatalog = "Resultados de elementos que no están en el catálogo"
        words.itemsNotInCatalogExplanation =
            "El catálogo no tiene ningún elemento con estos ID (puede que la lista de comprobación proceda de otra "
            + "versión del catálogo); no cuentan en ningún total."
        words.item = "Elemento"
        words.source = "Leído de"
        words.expected = "Esperado: "
        words.results = "Resultados"
        words.conformanceLevel = "Conformidad"
        words.items = "Elementos"
        words.reportMarkdownLink =
            "Informe en Markdown, para pegarlo en una incidencia o una solicitud de incorporación de cambios"
        words.reportJSONLink = "Informe en JSON"
        words.reportJUnitLink = "Informe en JUnit XML, para paneles de CI y herramientas de gestión de pruebas"
        words.junitSuitesName = "Resultados de A11yPlan"
        words.noResult = "No se ha registrado ningún resultado"
        words.notInCatalog = "No está en el catálogo"
        words.resultWithNotes = { $1.isEmpty ? $0 : "\($0): \($1)" }
        words.resultAt = { "\($0) (\($1))" }
        words.runField = { field in
            switch field {
            case .product: "Producto"
            case .productVersion: "Versión del producto"
            case .tester: "Evaluador"
            case .date: "Fecha de la prueba"
            case .platformVersion: "Sistema operativo y versión"
            case .device: "Dispositivo"
            case .assistiveTechnology: "Tecnología de apoyo"
            case .assistiveTechnologyVersion: "Versión de la tecnología de apoyo"
            case .browser: "Navegador"
            case .browserVersion: "Versión del navegador"
            }
        }
        words.testRuns = "Ejecuciones de prueba"
        words.file = "Archivo"
        words.downloaded = "Descargado"
        words.notRecorded =
            "No se han registrado datos de la ejecución (producto, evaluador, dispositivo, tecnología de apoyo)"
        words.reportProduct = "Producto"
        words.reportVendor = "Proveedor"
        words.reportContact = "Contacto"
    }

    /// The OpenACR report.
    private static func spanishOpenACR(_ words: inout Words) {
        words.reportOpenACRLink =
            "Informe en OpenACR (YAML), el informe de conformidad de accesibilidad legible por máquina de la GSA "
            + "(VPAT 2.5, edición WCAG)"
        words.openACRTitle = { vendor in
            vendor.map { "Informe de conformidad de accesibilidad de \($0)" }
                ?? "Informe de conformidad de accesibilidad"
        }
        words.openACRNotes = {
            "Generado por A11yPlan a partir de \(spanishCount($0, "archivo", "archivos")) de resultados. El nivel de "
                + "cada criterio reúne los resultados de los elementos de la lista de comprobación que lo "
                + "referencian: los resultados de la Web responden por el componente web, y los de iOS y Android, "
                + "por el componente de software. \($1 == 1 ? "1 elemento tiene" : "\($1) elementos tienen") "
                + "resultados en conflicto (contados con todos sus resultados); "
                + "\($2 == 1 ? "1 resultado es" : "\($2) resultados son") de elementos que no están en el catálogo "
                + "(no se cuentan en ningún sitio)."
        }
        words.openACREvaluationMethods = {
            "Pruebas manuales con las listas de comprobación de \($0) \($1) (planes de pruebas de A11yPlan), en "
                + "\($2); cada elemento podía marcarse como Superado, Fallido, No aplicable o Bloqueado, con notas, "
                + "o quedar sin probar."
        }
        words.openACRUsed = { "\($0): \($1.joined(separator: ", "))." }
        words.openACRAssistiveTechnologies = "Tecnologías de apoyo"
        words.openACRComponents = "Componentes probados (los niveles se basan solo en ellos)"
        words.componentOnPlatformShort = { "\($0) (\($1))" }
        words.openACRDevices = "Dispositivos"
        words.openACROperatingSystems = "Sistemas operativos"
        words.openACRBrowsers = "Navegadores"
        words.openACRTesters = "Evaluadores"
        words.openACRNoMetadata =
            "Los archivos de resultados no registran ninguna tecnología de apoyo, dispositivo ni navegador."
        words.openACRCounts = {
            "\($0): \(spanishCount($1, "elemento", "elementos")) con resultados: "
                + "\(spanishStatusCounts($2, $3, $4, $5))."
        }
        words.openACRResult = { $2.isEmpty ? "\($0): \($1)" : "\($0): \($1): \($2)" }
        words.openACRNoTest =
            "No evaluado: ningún resultado de estos archivos corresponde a un elemento que referencie este criterio."
        words.openACRUntestedItems = {
            $0 == 1
                ? "No evaluado: 1 elemento que lo referencia no se ha probado."
                : "No evaluado: \($0) elementos que lo referencian no se han probado."
        }
        words.conflictsCounted = {
            ($0 == 1 ? "1 elemento tiene" : "\($0) elementos tienen")
                + " resultados en conflicto; se cuentan todos los resultados, para que los demás no anulen un "
                + "fallo que vio un evaluador."
        }
        words.openACRAllowedUntested =
            "VPAT 2.5 solo permite No evaluado en el nivel AAA; este informe se generó con --allow-untested."
        words.openACRObsolete =
            "4.1.1 Procesamiento está obsoleto y se eliminó en las WCAG 2.2, por lo que no se aplica a este informe."
    }

    /// The EARL and HTML reports, and results on the site.
    private static func spanishOtherReports(_ words: inout Words) {
        words.reportEARLLink = "Informe en W3C EARL (JSON-LD), para herramientas que leen EARL"
        words.earlSubject = { "\($0) (\($1))" }
        words.earlItemResults = { "\($0) (\($1)): \($2)" }
        words.earlNoItem =
            "Ningún elemento de la lista de comprobación de este componente en esta plataforma referencia este "
            + "criterio."

        words.reportHTMLLink = "Informe como página web, accesible e imprimible"
        words.reportTitleFor = { "Informe de pruebas de accesibilidad: \($0)" }
        words.resultColumn = "Resultado"
        words.itemsByResult = "Elementos por resultado"
        words.reportChartLabel = {
            "Gráfico de barras de \(spanishCount($0, "elemento", "elementos")) por resultado: "
                + "\(spanishStatusCounts($1, $2, $3, $4)), \($5) sin probar, \($6) en conflicto."
        }
        words.reportChartCaption =
            "Cada barra es la proporción de todos los elementos con ese resultado; la tabla siguiente da las mismas "
            + "cifras."
        words.itemID = "Identificador: "

        words.planVerdict = { verdict in
            switch verdict {
            case .fails: "Con fallos"
            case .conflicting: "Los evaluadores discrepan"
            case .incomplete: "Probado en parte"
            case .passes: "Superado"
            case .untested: "Aún sin probar"
            }
        }
        words.latestResults = "Últimos resultados de las pruebas"
        words.testedOn = { "Probado el \($0)." }
        words.noResultsForPlan = "Aún no se han registrado resultados para este plan."
        words.readTheReport = "Leer el informe de pruebas"
    }

    /// The site's layout and scripts.
    private static func spanishLayout(_ words: inout Words) {
        words.skipToMainContent = "Saltar al contenido principal"
        words.mainNavigation = "Principal"
        words.searchTestPlans = "Buscar planes de pruebas"
        words.language = "Idioma"
        words.siteFooter = { "Generado por A11yPlan \($0) a partir de \($1) \($2)." }
        words.typeToSearch = { "Escribe una palabra para buscar en \($0) planes de pruebas." }
        words.onePlanFound = "Se ha encontrado 1 plan de pruebas."
        words.plansFound = { "Se han encontrado \($0) planes de pruebas." }
        words.tickAComponent = "Marca al menos un componente."
        words.noPlanOnPlatform = {
            "Ninguno de los componentes marcados tiene un plan de pruebas \(Words.spanishOn($0))."
        }
        words.preparingChecklist = "Preparando la lista de comprobación…"
        words.couldNotLoad = {
            "No se ha podido cargar la lista de comprobación de \($0). Descárgala de la lista de abajo."
        }
        words.downloadedChecklist = { "Se ha descargado \($0) con \($1) elementos." }
        words.missingOnPlatform = { " No están \(Words.spanishOn($0)): \($1)." }
    }

    /// Gherkin's Spanish dialect, as Cucumber's gherkin-languages.json names its keywords.
    private static func spanishGherkin(_ words: inout Words) {
        words.gherkinLanguage = "es"
        words.gherkinFeature = "Característica"
        words.gherkinBackground = "Antecedentes"
        words.gherkinScenario = "Escenario"
        words.gherkinGiven = "Dado"
        // "Dado que estoy …": Gherkin's keyword is "Dado", and the sentence keeps its "que".
        words.gherkinGivenOpening = "Dado "
        words.gherkinWhen = "Cuando"
        words.gherkinThen = "Entonces"
        words.gherkinAnd = "Y"
        // The plan's capitals for "Y" are its own emphasis; a Gherkin step reads as a sentence.
        words.gherkinAction = { $0.replacing(" Y ", with: " y ").lowercasingFirstLetter }
    }
}
