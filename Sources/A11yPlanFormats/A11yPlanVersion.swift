/// A11yPlan's own version, shown by `--version` and in the footer of every generated page.
public enum A11yPlanVersion {
    /// The version, such as `0.1.0`.
    public static let current = "0.1.0"
}
