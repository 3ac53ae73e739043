import Foundation

/// Median timing of repeated work, in microseconds.
enum Stopwatch {
    /// Runs `body` `runs` times after `warmUp` untimed runs and returns the median in µs.
    static func median(runs: Int, warmUp: Int = 20, _ body: () -> Void) -> Double {
        for _ in 0..<warmUp { body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func machine() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }
}
