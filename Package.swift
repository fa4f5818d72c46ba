// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "A11yPlan",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "A11yPlan", targets: ["A11yPlan"]),
        .library(name: "A11yPlanFormats", targets: ["A11yPlanFormats"]),
        .library(name: "A11yPlanSite", targets: ["A11yPlanSite"]),
        .library(name: "A11yPlanImport", targets: ["A11yPlanImport"]),
        .library(name: "A11yPlanCLI", targets: ["A11yPlanCLI"]),
        .library(name: "Content", targets: ["Content"]),
        .executable(name: "a11yplan", targets: ["a11yplan"]),
    ],
    targets: [
        .target(name: "A11yPlan"),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .systemLibrary(
            name: "CXXHash",
            pkgConfig: "libxxhash",
            providers: [.apt(["libxxhash-dev"]), .brew(["xxhash"])]
        ),
        .target(name: "Templates", path: "Templates", resources: [.copy("Default")]),
        // Pure: a document to bytes, with no file system and no threads.
        .target(name: "A11yPlanFormats", dependencies: ["A11yPlan", "CCmark"]),
        // Pure: Markdown test plans to the model and to DSL source, with no file system.
        .target(name: "A11yPlanImport", dependencies: ["A11yPlan", "CCmark"]),
        // The only module that creates, renames or removes files.
        .target(name: "A11yPlanSite", dependencies: ["A11yPlan", "A11yPlanFormats", "CXXHash", "Templates"]),
        .target(
            name: "A11yPlanCLI",
            dependencies: ["A11yPlan", "A11yPlanFormats", "A11yPlanImport", "A11yPlanSite", "Templates"]),
        .target(
            name: "Content", dependencies: ["A11yPlan"], path: "Content", resources: [.copy("Translations")]),
        .executableTarget(name: "a11yplan", dependencies: ["A11yPlanCLI", "Content"]),
        .executableTarget(
            name: "a11yplan-bench",
            dependencies: ["A11yPlan", "A11yPlanSite"],
            path: "Benchmarks/Bench"
        ),
        .executableTarget(
            name: "a11yplan-fixtures",
            dependencies: ["A11yPlan", "A11yPlanCLI", "Content"],
            path: "Tests/FixtureTool"
        ),
        .testTarget(name: "A11yPlanTests", dependencies: ["A11yPlan"]),
        .testTarget(
            name: "A11yPlanOutputTests",
            dependencies: ["A11yPlanFormats", "A11yPlanSite", "A11yPlan", "Content", "CCmark"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "A11yPlanCLITests",
            dependencies: ["A11yPlanCLI", "A11yPlan", "Content", "a11yplan", "a11yplan-fixtures"]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "A11yPlan"]),
        .testTarget(
            name: "A11yPlanImportTests",
            dependencies: ["A11yPlanImport", "A11yPlan", "A11yPlanFormats", "Content"]),
    ],
    swiftLanguageModes: [.v6]
)
