/// What a report is about and who answers for it, as a conformance report names them: the product,
/// its vendor and a contact. Given on the command line; a missing part is nil.
public struct ReportSubject: Sendable, Hashable {
    /// The product's name; when nil, reports use the product the runs agree on.
    public var product: String?
    /// The product's version; when nil, reports use the version the runs agree on.
    public var productVersion: String?
    /// The company or team that makes the product.
    public var vendor: String?
    /// An address for questions about the report, such as an email address.
    public var contact: String?

    /// A subject from its parts.
    public init(product: String? = nil, productVersion: String? = nil, vendor: String? = nil, contact: String? = nil) {
        self.product = product
        self.productVersion = productVersion
        self.vendor = vendor
        self.contact = contact
    }
}
