/// The HTML report's styles, inline in its page: the checklist's colour tokens, link and bar colours
/// for light and dark mode, forced colours, a layout that reflows at 320 CSS px, and print rules.
///
/// Every bar colour has at least 3:1 contrast with the page's background in its mode (WCAG 1.4.11),
/// and each bar is labelled with its result and count, so no colour carries meaning alone. Bars are
/// drawn as top borders, which browsers print and forced colours keep visible.
enum HTMLReportStyle {
    /// The style sheet.
    static let css = HTMLStyleTokens.colours + "\n" + rules

    /// The report's own rules, after the colour tokens.
    private static let rules = """
        :root { --link: #0a4fb8; --link-visited: #6a2ea0; --bar-pass: #1a7f37; --bar-fail: #c62828;
          --bar-notApplicable: #5c6370; --bar-blocked: #8a5a00; --bar-untested: #0a4fb8; --bar-conflicting: #6a2ea0; }
        @media (prefers-color-scheme: dark) {
          :root { --link: #93bbff; --link-visited: #d3a8ff; --bar-pass: #4ac26b; --bar-fail: #ff8a80;
            --bar-notApplicable: #a8adb8; --bar-blocked: #e3b341; --bar-untested: #93bbff; --bar-conflicting: #d3a8ff; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: var(--text);
          background: var(--bg); overflow-wrap: break-word; }
        a { color: var(--link); }
        a:visited { color: var(--link-visited); }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .top, .bottom { padding: 0.75rem 1rem; background: var(--surface); }
        .top > *, .bottom > * { max-width: 60rem; margin-left: auto; margin-right: auto; }
        .top h1 { margin-top: 0; margin-bottom: 0.5rem; font-size: 1.75rem; line-height: 1.25; }
        .top p { margin: 0.25rem auto; }
        .bottom p { margin: 0 auto; color: var(--muted); }
        .subject { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0 1rem; margin-top: 0.5rem;
          margin-bottom: 0; }
        .subject dt { font-weight: 600; }
        .subject dd { margin: 0; }
        main { max-width: 62rem; margin: 0 auto; padding: 1rem; }
        h2 { margin-top: 2rem; font-size: 1.4rem; line-height: 1.3; }
        h3 { margin-bottom: 0.25rem; font-size: 1.1rem; line-height: 1.35; }
        .totals { font-weight: 600; }
        .chart { margin: 1rem 0; }
        .bars { display: grid; gap: 0.35rem; }
        .bar-row { display: grid; grid-template-columns: minmax(5rem, 9rem) minmax(0, 1fr) minmax(2rem, max-content);
          gap: 0 0.75rem; align-items: center; }
        .bar-track { display: block; border-bottom: 1px solid var(--border); }
        .bar { display: block; height: 0; border-top: 1.25rem solid var(--border); }
        .bar-pass { border-top-color: var(--bar-pass); }
        .bar-fail { border-top-color: var(--bar-fail); }
        .bar-notApplicable { border-top-color: var(--bar-notApplicable); }
        .bar-blocked { border-top-color: var(--bar-blocked); }
        .bar-untested { border-top-color: var(--bar-untested); }
        .bar-conflicting { border-top-color: var(--bar-conflicting); }
        .bar-count { text-align: right; font-variant-numeric: tabular-nums; }
        .chart figcaption { margin-top: 0.5rem; color: var(--muted); }
        .table-scroll { max-width: 100%; overflow-x: auto; margin: 1rem 0; }
        table { border-collapse: collapse; }
        caption { padding: 0.25rem 0; font-weight: 600; text-align: left; }
        th, td { padding: 0.3rem 0.5rem; border: 1px solid var(--border); text-align: left; vertical-align: top; }
        thead th, tfoot th, tfoot td { background: var(--surface); }
        .num { text-align: right; font-variant-numeric: tabular-nums; }
        .outcomes { padding-left: 1.5rem; }
        .outcome { margin-bottom: 1.25rem; }
        .outcome p { margin: 0.25rem 0; }
        .item-id, .id { overflow-wrap: anywhere; }
        .item-id { color: var(--muted); font-size: 0.875rem; }
        .results { margin: 0.25rem 0; padding-left: 1.25rem; }
        .notes { margin: 0.25rem 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .status { font-weight: 600; }
        .fields { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 0 1rem; }
        .fields dt { font-weight: 600; }
        .fields dd { margin: 0; overflow-wrap: anywhere; }
        @media (max-width: 30rem) {
          .subject, .fields { grid-template-columns: minmax(0, 1fr); }
          .subject dd, .fields dd { margin-bottom: 0.25rem; }
          .bar-row { grid-template-columns: minmax(0, 7.5rem) minmax(0, 1fr) minmax(1.5rem, max-content); gap: 0 0.5rem; }
        }
        @media (forced-colors: active) {
          .bar { border-top-color: WindowText; }
          .bar-track { border-bottom-color: GrayText; }
          :focus-visible { outline-color: Highlight; }
        }
        @media print {
          body { color: #000000; background: #ffffff; }
          .top, .bottom, thead th, tfoot th, tfoot td { background: #ffffff; }
          a, a:visited, .item-id, .chart figcaption, .bottom p { color: #000000; }
          th, td, .bar-track { border-color: #000000; }
          .bar { border-top-color: #000000; }
          .table-scroll { overflow: visible; }
          tr, .bar-row, .outcome, .fields { break-inside: avoid; }
          h2, h3 { break-after: avoid; }
          thead { display: table-header-group; }
        }
        """
}
