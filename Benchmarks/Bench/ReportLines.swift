import A11yPlan
import Foundation

/// The medians of one scenario's runs by one maker.
struct Medians {
    var seconds: Double
    var peakMiB: Double
    var files: Int
    var bytes: Int
    var rendered: Int
    var runs: String

    init?(_ runs: [Run]) {
        guard !runs.isEmpty else { return nil }
        seconds = median(runs.map(\.seconds))
        peakMiB = runs.map(\.peakMiB).max() ?? 0
        files = Int(median(runs.map { Double($0.files) }))
        bytes = Int(median(runs.map { Double($0.bytes) }))
        rendered = Int(median(runs.map { Double($0.rendered) }))
        self.runs = runs.map { String(format: "%.2f", $0.seconds) }.joined(separator: " ")
    }

    /// "50,016 files, 485.2 MB".
    var written: String { "\(files.formatted()) files, \(String(format: "%.1f", Double(bytes) / 1e6)) MB" }
}

extension Report {
    /// Every figure of one size.
    func printSize(count: Int, runs: SizeRuns, hugoVersion: String) {
        let plans = count * Platform.allCases.count
        for scenario in Scenario.allCases {
            guard let ours = Medians(runs[scenario, .ours]) else { continue }
            let floor = Medians(runs[scenario, .floor])
            var text = String(
                format: "N=%d %@: ours %.3f s (runs %@)", count, scenario.rawValue, ours.seconds, ours.runs)
            if let floor {
                text += String(format: ", floor %.3f s, ours / floor %.2f", floor.seconds, ours.seconds / floor.seconds)
            }
            if scenario == .edited { text += ", \(ours.rendered) of \(count) components rendered" }
            line("%@", text)
            var written = "N=\(count) \(scenario.rawValue), written: ours \(ours.written)"
            if let floor { written += "; floor \(floor.written)" }
            if let hugo = Medians(runs[scenario, .hugo]) {
                written += "; Hugo \(hugo.written)"
                line(
                    "N=%d %@: Hugo %@ %.3f s (runs %@), peak %.0f MiB", count, scenario.rawValue, hugoVersion,
                    hugo.seconds, hugo.runs, hugo.peakMiB)
            }
            line("%@", written)
        }
        targets(count: count, plans: plans, runs: runs)
    }

    /// The target lines of one size.
    func targets(count: Int, plans: Int, runs: SizeRuns) {
        let whole = Medians(runs[.wholeNew, .ours])
        if let whole {
            line(
                "N=%d whole site: %d plan pages, %.0f pages/s, peak %.0f MiB", count, plans,
                Double(plans) / whole.seconds, whole.peakMiB)
            if count == 2000 {
                line(
                    "N=2000 peak memory, whole site: %.0f MiB (target <= 100 MiB: %@)", whole.peakMiB,
                    verdict(whole.peakMiB <= 100))
            }
        }
        if let whole, let unchanged = Medians(runs[.unchanged, .ours]) {
            let share = unchanged.seconds / whole.seconds
            line(
                "N=%d rebuild with nothing changed: %.2f of the whole site in a new folder (target <= 0.25: %@)", count,
                share, verdict(share <= 0.25))
        }
        if let whole, let floor = Medians(runs[.wholeNew, .floor]), let removed = Medians(runs[.removed, .ours]),
            let removedFloor = Medians(runs[.removed, .floor])
        {
            line(
                "N=%d (b) whole site / its floor (the same files and bytes written by a plain loop): new folder %.2f,"
                    + " after rm -rf %.2f", count, whole.seconds / floor.seconds, removed.seconds / removedFloor.seconds
            )
        }
        if let whole, let edited = Medians(runs[.edited, .ours]) {
            let perPlan = whole.seconds / Double(plans)
            let renderedPlans = edited.rendered * Platform.allCases.count
            let allowance = 0.1 + Double(renderedPlans) * perPlan
            line(
                "N=%d (c) one component edited: %.3f s; allowance 0.1 s + %d rendered plans x %.3f ms (the per-plan "
                    + "time of (b)) = %.3f s (target: %@)", count, edited.seconds, renderedPlans, perPlan * 1000,
                allowance, verdict(edited.seconds <= allowance))
        }
        if let weight = runs.weight { printWeight(weight, count: count) }
        guard count == comparedSize else { return }
        compare(runs: runs, count: count)
    }

    /// The page weight lines: the median and largest plan page, and what a query makes the search page load.
    func printWeight(_ weight: PageWeight, count: Int) {
        let kilobytes = { (bytes: Int) in Double(bytes) / 1000 }
        line(
            "N=%d page weight: plan pages median %.1f KB (target <= 16 KB: %@), largest %.1f KB, %@ (target <= 32 KB: %@)",
            count, kilobytes(weight.medianPlan), verdict(weight.medianPlan <= 16_000),
            kilobytes(weight.largestPlan.bytes), weight.largestPlan.path, verdict(weight.largestPlan.bytes <= 32_000))
        line(
            "N=%d page weight: search for '%@' typed key by key loads %.1f KB in %d files, page included (target <="
                + " 300 KB: %@)", count, weight.query, kilobytes(weight.searchBytes), weight.searchFiles,
            verdict(weight.searchBytes <= 300_000))
    }

    /// Ours against Hugo and cmark at the compared size.
    func compare(runs: SizeRuns, count: Int) {
        func ratio(_ scenario: Scenario, _ ours: Scenario, _ name: String, target: Double) {
            guard let hugo = Medians(runs[scenario, .hugo]), let mine = Medians(runs[ours, .ours]) else { return }
            let share = mine.seconds / hugo.seconds
            line(
                "N=%d %@ / Hugo %@: %.2f (target <= %.2f: %@)", count, name, scenario.rawValue, share, target,
                verdict(share <= target))
        }
        ratio(.wholeNew, .pagesNew, "(a) plan pages alone", target: 0.25)
        ratio(.wholeNew, .wholeNew, "(b) whole site", target: 1.0)
        ratio(.removed, .removed, "(b) whole site after rm -rf", target: 1.0)
        if let hugo = Medians(runs[.wholeMemory, .hugo]), let mine = Medians(runs[.wholeMemory, .ours]) {
            line("N=%d (b) whole site in tmpfs / Hugo in tmpfs: %.2f (no target)", count, mine.seconds / hugo.seconds)
        }
        if let hugo = Medians(runs[.edited, .hugo]), let mine = Medians(runs[.edited, .ours]) {
            line("N=%d (c) one page edited, ours / Hugo: %.2f", count, mine.seconds / hugo.seconds)
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: hugo.markdownFile.path)[.size] as? Int) ?? 0
        if !runs.cmark.isEmpty, let pages = Medians(runs[.pagesNew, .ours]) {
            let cmark = median(runs.cmark.map(\.seconds))
            let hugo = Medians(runs[.wholeNew, .hugo])?.seconds ?? 0
            line(
                "N=%d (a) the Markdown floor: cmark on the same %.1f MB, %.2f s (%.2f of Hugo); plan pages alone / cmark:"
                    + " %.1f", count, Double(bytes) / 1e6, cmark, cmark / hugo, pages.seconds / cmark)
        }
    }

    /// Time per plan page at each size, in tmpfs when there is one (the disk's history varies more
    /// between sizes than the tools do).
    func printScaling(_ measured: [Int: SizeRuns]) {
        let scenario: Scenario = memoryScratch == nil ? .wholeNew : .wholeMemory
        var perPage: [Int: Double] = [:]
        for count in sizes {
            guard let runs = measured[count], let whole = Medians(runs[scenario, .ours]) else { continue }
            perPage[count] = whole.seconds / Double(count * Platform.allCases.count) * 1000
        }
        let text = sizes.map { String(format: "N=%d %.3f ms", $0, perPage[$0] ?? 0) }.joined(separator: ", ")
        line("time per plan page (%@): %@", scenario.rawValue, text)
        if let small = sizes.first, let large = sizes.last, small != large, let a = perPage[small],
            let b = perPage[large]
        {
            line(
                "time per page N=%d / N=%d: %.2f (target within 20%%: %@)", large, small, b / a,
                verdict(abs(b / a - 1) <= 0.2))
        }
    }

    func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }

    func line(_ format: String, _ arguments: any CVarArg...) {
        print("bench: " + String(format: format, arguments: arguments))
    }
}
