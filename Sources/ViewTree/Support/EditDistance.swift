/// Levenshtein distance, for "did you mean" suggestions.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo. Candidates
    /// whose length differs by more than the tolerance are not measured: their distance is at
    /// least that difference (an unknown name is checked against every name of a large app).
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let caseOnly = candidates.first(where: { $0.lowercased() == lowered }) { return caseOnly }
        let tolerance = word.count <= 2 ? 0 : (word.count <= 5 ? 1 : min(3, word.count / 3))
        let length = lowered.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - length) <= tolerance {
            let distance = between(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= tolerance else { return nil }
        return best.candidate
    }
}
