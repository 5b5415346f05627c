/// The rows of a `LinearSystem` as a linear program over free unknowns: a point that satisfies them
/// all (the evidence that a fix lets the rest hold), and the least and greatest value a linear
/// expression takes on them (what the layout becomes). Exact rationals and Bland's rule, as the
/// proof's search; `satisfies`, the check a point passes before anyone reads it, is short on purpose.
struct LinearProgram {
    var rows: [LinearSystem.Row]

    /// The least and greatest value an expression takes; nil on a side where it has no bound.
    struct Range: Hashable {
        var least: Rational?
        var greatest: Rational?

        /// The one value the rows leave it, when they leave one.
        var value: Rational? { least != nil && least == greatest ? least : nil }
    }

    /// The check: every row holds at `point` (an unknown it does not name is 0).
    static func satisfies(_ rows: [LinearSystem.Row], _ point: [Int: Rational]) -> Bool {
        do {
            for row in rows {
                var sum = Rational.zero
                for (variable, coefficient) in row.coefficients {
                    sum = try sum + coefficient * (point[variable] ?? .zero)
                }
                switch row.kind {
                case .equal: guard sum == row.bound else { return false }
                case .atMost: guard !(row.bound < sum) else { return false }
                }
            }
            return true
        } catch {
            return false
        }
    }

    /// A point that satisfies every row, or nil when none does.
    func feasiblePoint(budget: inout Int) throws -> [Int: Rational]? {
        guard var tableau = try Tableau(rows) else { return nil }
        guard try tableau.phaseOne(budget: &budget) else { return nil }
        return try tableau.point()
    }

    /// The least and greatest value of `Σ objective·x` on the rows, or nil when they have no solution.
    func range(of objective: [Int: Rational], budget: inout Int) throws -> Range? {
        guard var tableau = try Tableau(rows, objective: objective) else { return nil }
        guard try tableau.phaseOne(budget: &budget) else { return nil }
        var upward = tableau
        let least = try tableau.minimise(sign: 1, budget: &budget)
        let greatest = try upward.minimise(sign: -1, budget: &budget).map { -$0 }
        return Range(least: least, greatest: greatest)
    }

    /// `A z = t, z ≥ 0`: each free unknown is `x⁺ - x⁻`, each `≤` row has a slack, each row an
    /// artificial, and rows are turned so that `t ≥ 0`. The last row is the cost being minimised.
    private struct Tableau {
        var table: [[Rational]]
        var basis: [Int]
        /// Unknown → its `x⁺` column (`x⁻` is the next).
        var columnOf: [Int: Int]
        /// Columns from here on are artificials (never enter once phase one is done).
        var artificialStart: Int
        var objective: [Int: Rational]

        var width: Int { table[0].count }
        var costRow: Int { table.count - 1 }

        init?(_ rows: [LinearSystem.Row], objective: [Int: Rational] = [:]) throws {
            var variables = Set(objective.keys)
            for row in rows { variables.formUnion(row.coefficients.keys) }
            columnOf = [:]
            for (index, variable) in variables.sorted().enumerated() { columnOf[variable] = 2 * index }
            var slack = 2 * variables.count
            var slackOf: [Int: Int] = [:]
            for (index, row) in rows.enumerated() where row.kind == .atMost {
                slackOf[index] = slack
                slack += 1
            }
            artificialStart = slack
            let m = rows.count
            let width = artificialStart + m + 1
            table = Array(repeating: Array(repeating: .zero, count: width), count: m + 1)
            basis = []
            self.objective = objective
            for (index, row) in rows.enumerated() {
                let turn = row.bound.signum < 0
                func signed(_ value: Rational) -> Rational { turn ? -value : value }
                for (variable, coefficient) in row.coefficients {
                    let column = columnOf[variable]!
                    table[index][column] = signed(coefficient)
                    table[index][column + 1] = signed(-coefficient)
                }
                if let column = slackOf[index] { table[index][column] = signed(.one) }
                table[index][artificialStart + index] = .one
                table[index][width - 1] = signed(row.bound)
                basis.append(artificialStart + index)
            }
        }

        mutating func pivot(_ row: Int, _ column: Int) throws {
            let value = table[row][column]
            for c in 0..<width where !table[row][c].isZero { table[row][c] = try table[row][c] / value }
            for r in 0..<table.count where r != row && !table[r][column].isZero {
                let factor = table[r][column]
                for c in 0..<width where !table[row][c].isZero {
                    table[r][c] = try table[r][c] - factor * table[row][c]
                }
            }
            basis[row] = column
        }

        /// Minimises the cost row over the columns before `limit`; false when it is unbounded below.
        mutating func run(limit: Int, budget: inout Int) throws -> Bool {
            while let entering = (0..<limit).first(where: { table[costRow][$0].signum < 0 }) {
                budget -= 1
                guard budget >= 0 else { throw LinearSystem.OutOfBudget() }
                var leaving: Int?
                var best = Rational.zero
                for row in 0..<costRow where table[row][entering].signum > 0 {
                    let ratio = try table[row][width - 1] / table[row][entering]
                    if let current = leaving, !(ratio < best), !(ratio == best && basis[row] < basis[current]) {
                        continue
                    }
                    best = ratio
                    leaving = row
                }
                guard let leaving else { return false }
                try pivot(leaving, entering)
            }
            return true
        }

        /// Phase one: minimise the artificials; true when they reach 0 (the rows have a solution),
        /// with every artificial that can be driven out of the basis driven out.
        mutating func phaseOne(budget: inout Int) throws -> Bool {
            for c in 0..<width { table[costRow][c] = .zero }
            for row in 0..<costRow {
                for c in 0..<artificialStart { table[costRow][c] = try table[costRow][c] - table[row][c] }
                table[costRow][width - 1] = try table[costRow][width - 1] - table[row][width - 1]
            }
            _ = try run(limit: artificialStart, budget: &budget)
            guard table[costRow][width - 1].isZero else { return false }
            for row in 0..<costRow where basis[row] >= artificialStart {
                if let column = (0..<artificialStart).first(where: { !table[row][$0].isZero }) {
                    try pivot(row, column)
                }
            }
            return true
        }

        /// The least value of `sign × objective`, or nil when it has no bound below.
        mutating func minimise(sign: Int, budget: inout Int) throws -> Rational? {
            for c in 0..<width { table[costRow][c] = .zero }
            for (variable, coefficient) in objective {
                let column = columnOf[variable]!
                let cost = sign > 0 ? coefficient : -coefficient
                table[costRow][column] = cost
                table[costRow][column + 1] = -cost
            }
            // Reduced costs: take each basic column's cost out through its row.
            for row in 0..<costRow {
                let cost = table[costRow][basis[row]]
                guard !cost.isZero else { continue }
                for c in 0..<width where !table[row][c].isZero {
                    table[costRow][c] = try table[costRow][c] - cost * table[row][c]
                }
            }
            guard try run(limit: artificialStart, budget: &budget) else { return nil }
            return -table[costRow][width - 1]
        }

        func point() throws -> [Int: Rational] {
            var columns: [Int: Rational] = [:]
            for row in 0..<costRow where basis[row] < artificialStart {
                columns[basis[row]] = table[row][width - 1]
            }
            var result: [Int: Rational] = [:]
            for (variable, column) in columnOf {
                let value = try (columns[column] ?? .zero) - (columns[column + 1] ?? .zero)
                if !value.isZero { result[variable] = value }
            }
            return result
        }
    }
}
