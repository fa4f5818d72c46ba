/// How many results (or items) have each status, and how many items have conflicting results.
public struct ResultCounts: Sendable, Hashable, Codable {
    /// Passes.
    public var pass = 0
    /// Failures.
    public var fail = 0
    /// Not applicable.
    public var notApplicable = 0
    /// Blocked: the tester could not tell.
    public var blocked = 0
    /// Untested.
    public var untested = 0
    /// Items whose results disagree (counted here instead of under a status).
    public var conflicting = 0

    /// No counts yet.
    public init() {}

    /// Everything counted.
    public var total: Int { pass + fail + notApplicable + blocked + untested + conflicting }

    /// Counts one more `status`.
    public mutating func add(_ status: ResultStatus) {
        switch status {
        case .pass: pass += 1
        case .fail: fail += 1
        case .notApplicable: notApplicable += 1
        case .blocked: blocked += 1
        case .untested: untested += 1
        }
    }

    /// The count of `status`.
    public subscript(status: ResultStatus) -> Int {
        get {
            switch status {
            case .pass: pass
            case .fail: fail
            case .notApplicable: notApplicable
            case .blocked: blocked
            case .untested: untested
            }
        }
        set {
            switch status {
            case .pass: pass = newValue
            case .fail: fail = newValue
            case .notApplicable: notApplicable = newValue
            case .blocked: blocked = newValue
            case .untested: untested = newValue
            }
        }
    }
}
