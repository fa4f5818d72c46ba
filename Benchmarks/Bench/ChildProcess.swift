#if canImport(Glibc)
    import Glibc
#endif

/// What one run of another program cost: wall time, its own peak resident memory and its exit status.
struct ChildRun {
    var seconds: Double
    var peakMiB: Double
    var status: Int32
    var output: String
}

/// Runs `arguments` (the program first, found on PATH), standard output to a pipe (or to /dev/null
/// unless `keepOutput`) and standard error to /dev/null, and measures it with `wait4`, so each run's
/// time and peak memory are its own.
func runChild(_ arguments: [String], keepOutput: Bool = true) -> ChildRun {
    var pipe: [Int32] = [0, 0]
    _ = Glibc.pipe(&pipe)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if keepOutput {
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    let argv = arguments.map { strdup($0) } + [nil]
    defer {
        for argument in argv { free(argument) }
    }
    var pid: pid_t = 0
    let start = monotonicSeconds()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
        return ChildRun(seconds: 0, peakMiB: 0, status: 127, output: "")
    }
    close(pipe[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
        if count <= 0 { break }
        output += buffer[0..<count]
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let seconds = monotonicSeconds() - start
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ChildRun(
        seconds: seconds,
        peakMiB: Double(usage.ru_maxrss) / 1024,
        status: exitStatus,
        output: String(decoding: output, as: UTF8.self)
    )
}

/// Seconds on a clock that only moves forward.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median of `values` (not empty).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
