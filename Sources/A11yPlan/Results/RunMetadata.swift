/// What a tester records about a test run besides the results: the product and build under test, who
/// tested and when, and the device, platform version, assistive technology and browser they used.
///
/// Every field is optional: results files of version 1 before these fields, and CSV results, carry
/// none. Reports show the fields a run has, so a reader can tell which screen reader and which build a
/// result holds for.
public struct RunMetadata: Sendable, Hashable, Codable {
    /// The product under test, such as "Shop app".
    public var product: String?
    /// The product's version or build under test, such as "4.2 (1187)".
    public var productVersion: String?
    /// Who tested.
    public var tester: String?
    /// The day of the test, as the tester wrote it (the checklist asks for YYYY-MM-DD).
    public var date: String?
    /// The operating system and its version, such as "iOS 18.1" or "Windows 11".
    public var platformVersion: String?
    /// The device, such as "iPhone 15".
    public var device: String?
    /// The assistive technology, such as "VoiceOver" or "NVDA".
    public var assistiveTechnology: String?
    /// The assistive technology's version.
    public var assistiveTechnologyVersion: String?
    /// The browser, on the Web, such as "Firefox".
    public var browser: String?
    /// The browser's version.
    public var browserVersion: String?

    /// Metadata from its parts; a missing part is nil.
    public init(
        product: String? = nil,
        productVersion: String? = nil,
        tester: String? = nil,
        date: String? = nil,
        platformVersion: String? = nil,
        device: String? = nil,
        assistiveTechnology: String? = nil,
        assistiveTechnologyVersion: String? = nil,
        browser: String? = nil,
        browserVersion: String? = nil
    ) {
        self.product = product
        self.productVersion = productVersion
        self.tester = tester
        self.date = date
        self.platformVersion = platformVersion
        self.device = device
        self.assistiveTechnology = assistiveTechnology
        self.assistiveTechnologyVersion = assistiveTechnologyVersion
        self.browser = browser
        self.browserVersion = browserVersion
    }

    /// Each field's key in results JSON (`run` object) and its value, in the order reports list them.
    public var fields: [(key: Field, value: String?)] {
        Field.allCases.map { ($0, self[$0]) }
    }

    /// Whether no field is set.
    public var isEmpty: Bool { Field.allCases.allSatisfy { self[$0] == nil } }

    /// One field of the metadata, named as results JSON names it.
    public enum Field: String, Sendable, CaseIterable {
        /// `product`.
        case product
        /// `productVersion`.
        case productVersion
        /// `tester`.
        case tester
        /// `date`.
        case date
        /// `platformVersion`.
        case platformVersion
        /// `device`.
        case device
        /// `assistiveTechnology`.
        case assistiveTechnology
        /// `assistiveTechnologyVersion`.
        case assistiveTechnologyVersion
        /// `browser`.
        case browser
        /// `browserVersion`.
        case browserVersion

        /// The field as a reader sees it, such as "Assistive technology", from `Words`.
        public var title: String { Words.english.runField(self) }
    }

    /// The value of `field`; setting an empty or all-space string stores nil.
    public subscript(field: Field) -> String? {
        get {
            switch field {
            case .product: product
            case .productVersion: productVersion
            case .tester: tester
            case .date: date
            case .platformVersion: platformVersion
            case .device: device
            case .assistiveTechnology: assistiveTechnology
            case .assistiveTechnologyVersion: assistiveTechnologyVersion
            case .browser: browser
            case .browserVersion: browserVersion
            }
        }
        set {
            let value = newValue.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
            switch field {
            case .product: product = value
            case .productVersion: productVersion = value
            case .tester: tester = value
            case .date: date = value
            case .platformVersion: platformVersion = value
            case .device: device = value
            case .assistiveTechnology: assistiveTechnology = value
            case .assistiveTechnologyVersion: assistiveTechnologyVersion = value
            case .browser: browser = value
            case .browserVersion: browserVersion = value
            }
        }
    }
}
