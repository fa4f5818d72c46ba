/// The script every previewed page loads: it reloads the page when a newer build is served, and shows
/// what stops the build on the page itself, in an alert that names each file and line.
enum LiveReload {
    /// `html` with the script element before its last `</body>`, or at its end when it has none.
    static func inject(into html: [UInt8], generation: Int) -> [UInt8] {
        let tag = Array(
            "<script src=\"\(PreviewServer.scriptPath)\" data-generation=\"\(generation)\" defer></script>\n".utf8)
        let closing = Array("</body>".utf8)
        guard html.count >= closing.count else { return html + tag }
        var index = html.count - closing.count
        while index >= 0 {
            if html[index] == 0x3C && Array(html[index..<index + closing.count]) == closing {
                return Array(html[..<index]) + tag + Array(html[index...])
            }
            index -= 1
        }
        return html + tag
    }

    /// The script: an `EventSource` on the events path. `hello` carries the served build: a page from
    /// another build reloads. `problems` lists what stops the build, shown in an alert at the top of
    /// the page (emptied when the build is well again); `building` says a rebuild has begun.
    static let script = """
        (function () {
          "use strict";
          var current = document.currentScript || document.querySelector("script[data-generation]");
          var generation = current ? current.getAttribute("data-generation") : null;
          var panel = null;
          function show(problems) {
            if (!problems.length) {
              if (panel) { panel.remove(); panel = null; }
              return;
            }
            if (!panel) {
              panel = document.createElement("section");
              panel.id = "a11yplan-preview-problems";
              panel.setAttribute("role", "alert");
              panel.setAttribute("aria-label", "Preview build problems");
              panel.style.cssText = "position:fixed;inset:0 0 auto 0;z-index:2147483647;max-height:60vh;" +
                "overflow:auto;margin:0;padding:1rem;background:#fff;color:#000;border-bottom:4px solid #b00020;" +
                "font:1rem/1.4 system-ui,sans-serif";
              document.body.insertBefore(panel, document.body.firstChild);
            }
            panel.textContent = "";
            var title = document.createElement("h2");
            title.textContent = "The catalog does not build";
            title.style.cssText = "margin:0 0 .5rem;font-size:1.25rem;color:#b00020";
            panel.appendChild(title);
            var list = document.createElement("ul");
            list.style.cssText = "margin:0;padding-left:1.25rem";
            problems.forEach(function (problem) {
              var item = document.createElement("li");
              var code = document.createElement("code");
              code.textContent = problem.text;
              code.style.whiteSpace = "pre-wrap";
              item.appendChild(code);
              list.appendChild(item);
            });
            panel.appendChild(list);
          }
          if (!window.EventSource) return;
          var events = new EventSource("\(PreviewServer.eventsPath)");
          events.addEventListener("hello", function (event) {
            var served = String(JSON.parse(event.data).generation);
            if (generation !== null && served !== generation) location.reload();
          });
          events.addEventListener("problems", function (event) { show(JSON.parse(event.data)); });
          events.addEventListener("building", function () { document.documentElement.setAttribute("data-a11yplan-building", ""); });
        })();
        """
}
