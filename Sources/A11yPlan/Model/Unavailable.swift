/// Says that a component does not exist on a platform, and why, so pages can tell readers instead of
/// leaving a gap: `Unavailable(.iOS, "iOS has no skip links; use headings and the rotor instead.")`.
public struct Unavailable: Sendable, Hashable, Codable, ComponentContent {
    /// The platform without the component.
    public var platform: Platform
    /// Why, and what to use there instead.
    public var reason: String
    /// Where it was written.
    public var location: SourceLocation

    /// The component does not exist on `platform`, for `reason`.
    public init(_ platform: Platform, _ reason: String, fileID: String = #fileID, line: Int = #line) {
        self.platform = platform
        self.reason = reason
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// Records the absence on the component.
    public func apply(to component: inout Component) {
        component.unavailable.append(self)
    }
}
