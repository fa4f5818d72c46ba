import Foundation

/// The site templates that ship with A11yPlan: the page layout, the stylesheet and the search script.
///
/// `a11yplan build --templates DIR` replaces any of them with a file of the same name in `DIR`.
public enum Templates {
    /// The folder that holds `layout.html`, `site.css` and `search.js`.
    public static var defaultFolder: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Default")
    }
}
