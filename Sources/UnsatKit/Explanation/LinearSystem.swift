/// Linear equations and inequalities over real unknowns, with an exact-enough feasibility test and,
/// for an infeasible system, the combination of rows that proves it (a Farkas certificate).
struct LinearSystem {
    enum Kind: Equatable {
        /// `a·x == b`
        case equal
        /// `a·x <= b`
        case atMost
    }

    struct Row {
        var coefficients: [Int: Double]
        var kind: Kind
        var bound: Double
    }

    var variableCount: Int
    var rows: [Row]

    static let epsilon = 1e-7

    /// Whether some real `x` satisfies every row.
    func isFeasible() -> Bool {
        // x = p − q with p, q ≥ 0; every row gets a slack (≤) and an artificial; minimise the artificials.
        var problem = Simplex(columns: 2 * variableCount)
        for row in rows {
            var dense = [Double](repeating: 0, count: 2 * variableCount)
            for (variable, value) in row.coefficients {
                dense[variable] = value
                dense[variableCount + variable] = -value
            }
            problem.addRow(dense, isEquality: row.kind == .equal, bound: row.bound)
        }
        return problem.isFeasible()
    }

    /// Multipliers `y` (free for equalities, ≥ 0 for `≤` rows) with `Σ y·a = 0` and `Σ y·b < 0`,
    /// when the system is infeasible; scaled so the smallest nonzero one is ±1.
    func certificate() -> [Double]? {
        // Unknowns: y = u − v for equalities (u, v ≥ 0), y = u for ≤ rows.
        let count = rows.count
        var problem = Simplex(columns: 2 * count)
        for variable in 0..<variableCount {
            var dense = [Double](repeating: 0, count: 2 * count)
            var any = false
            for (index, row) in rows.enumerated() {
                guard let value = row.coefficients[variable], value != 0 else { continue }
                any = true
                dense[index] = value
                if row.kind == .equal { dense[count + index] = -value }
            }
            if any { problem.addRow(dense, isEquality: true, bound: 0) }
        }
        var objective = [Double](repeating: 0, count: 2 * count)
        for (index, row) in rows.enumerated() {
            objective[index] = row.bound
            if row.kind == .equal { objective[count + index] = -row.bound }
        }
        problem.addRow(objective, isEquality: true, bound: -1)
        // ≤ rows have no negative part.
        for (index, row) in rows.enumerated() where row.kind == .atMost {
            var dense = [Double](repeating: 0, count: 2 * count)
            dense[count + index] = 1
            problem.addRow(dense, isEquality: true, bound: 0)
        }
        guard let solution = problem.solve() else { return nil }
        var y = (0..<count).map { solution[$0] - solution[count + $0] }
        let smallest = y.map(abs).filter { $0 > Self.epsilon }.min() ?? 1
        y = y.map { value in
            let scaled = value / smallest
            let rounded = scaled.rounded()
            return abs(scaled - rounded) < 1e-6 ? rounded : (abs(scaled) < 1e-9 ? 0 : scaled)
        }
        return y
    }
}

/// A dense two-phase-free simplex: finds a point of `{z ≥ 0 : rows}` (phase one only), enough for
/// the few dozen unknowns of one conflict. Bland's rule keeps it from cycling.
struct Simplex {
    let columns: Int
    private var matrix: [[Double]] = []
    private var kinds: [Bool] = []  // true: equality
    private var bounds: [Double] = []

    init(columns: Int) {
        self.columns = columns
    }

    mutating func addRow(_ coefficients: [Double], isEquality: Bool, bound: Double) {
        matrix.append(coefficients)
        kinds.append(isEquality)
        bounds.append(bound)
    }

    func isFeasible() -> Bool { solve() != nil }

    /// A feasible `z` (the first `columns` values), or nil.
    func solve() -> [Double]? {
        let rowCount = matrix.count
        // Columns: originals, one slack per ≤ row, one artificial per row.
        let slackCount = kinds.filter { !$0 }.count
        let width = columns + slackCount + rowCount + 1
        var table = [[Double]](repeating: [Double](repeating: 0, count: width), count: rowCount + 1)
        var basis = [Int](repeating: 0, count: rowCount)
        var slack = columns
        for row in 0..<rowCount {
            var sign = 1.0
            if bounds[row] < 0 { sign = -1 }
            for column in 0..<columns { table[row][column] = sign * matrix[row][column] }
            if !kinds[row] {
                table[row][slack] = sign
                slack += 1
            }
            let artificial = columns + slackCount + row
            table[row][artificial] = 1
            table[row][width - 1] = sign * bounds[row]
            basis[row] = artificial
        }
        // Objective: minimise the artificials → row of reduced costs.
        for row in 0..<rowCount {
            for column in 0..<width { table[rowCount][column] -= table[row][column] }
        }
        for column in (columns + slackCount)..<(width - 1) { table[rowCount][column] += 1 }
        var iterations = 0
        while iterations < 10_000 {
            iterations += 1
            guard let entering = (0..<(width - 1)).first(where: { table[rowCount][$0] < -LinearSystem.epsilon }) else {
                break
            }
            var leaving: Int?
            var best = Double.infinity
            for row in 0..<rowCount where table[row][entering] > LinearSystem.epsilon {
                let ratio = table[row][width - 1] / table[row][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[row] < basis[leaving ?? row]) {
                    best = ratio
                    leaving = row
                }
            }
            guard let pivotRow = leaving else { return nil }
            let pivot = table[pivotRow][entering]
            for column in 0..<width { table[pivotRow][column] /= pivot }
            for row in 0...rowCount where row != pivotRow {
                let factor = table[row][entering]
                if factor != 0 {
                    for column in 0..<width { table[row][column] -= factor * table[pivotRow][column] }
                }
            }
            basis[pivotRow] = entering
        }
        guard -table[rowCount][width - 1] < 1e-6 else { return nil }
        var solution = [Double](repeating: 0, count: columns)
        for row in 0..<rowCount where basis[row] < columns { solution[basis[row]] = table[row][width - 1] }
        return solution
    }
}
