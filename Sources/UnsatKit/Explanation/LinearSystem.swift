/// Linear equations and inequalities over real unknowns, in exact rationals. When they have no
/// solution, the search hands back the proof: a multiplier for each row (a Farkas certificate) that
/// `verify`, which is short on purpose, checks before anyone reads it.
struct LinearSystem: Hashable {
    enum Kind: Hashable {
        /// `a·x == b`
        case equal
        /// `a·x <= b`
        case atMost
    }

    struct Row: Hashable {
        var coefficients: [Int: Rational]
        var kind: Kind
        var bound: Rational
    }

    var rows: [Row]

    /// The search took more pivots than it was allowed.
    struct OutOfBudget: Error {}

    /// The certificate's check: the rows weighted by `y` must cancel every unknown and leave a false
    /// statement about numbers, `0 = c` with c ≠ 0, or `0 ≤ c` with c < 0 once a `≤` row is used
    /// (with a multiplier that is not negative, or the inequality would turn round).
    static func verify(_ rows: [Row], _ y: [Rational]) -> Bool {
        guard rows.count == y.count, y.contains(where: { !$0.isZero }) else { return false }
        do {
            var sum: [Int: Rational] = [:]
            var constant = Rational.zero
            var usesInequality = false
            for (row, multiplier) in zip(rows, y) where !multiplier.isZero {
                if row.kind == .atMost {
                    guard multiplier.signum > 0 else { return false }
                    usesInequality = true
                }
                for (variable, coefficient) in row.coefficients {
                    sum[variable] = try (sum[variable] ?? .zero) + multiplier * coefficient
                }
                constant = try constant + multiplier * row.bound
            }
            guard sum.values.allSatisfy(\.isZero) else { return false }
            return usesInequality ? constant.signum < 0 : !constant.isZero
        } catch {
            return false
        }
    }

    /// A certificate for the rows `among` (multipliers by row index, zero ones left out), or nil when
    /// those rows have a solution. With `using`, only a certificate in which that row counts.
    func certificate(among: [Int], using: Int? = nil, budget: inout Int) throws -> [Int: Rational]? {
        guard let using else { return try certificate(among: among, using: nil, sign: 1, budget: &budget) }
        if let found = try certificate(among: among, using: using, sign: 1, budget: &budget) { return found }
        guard rows[using].kind == .equal else { return nil }
        return try certificate(among: among, using: using, sign: -1, budget: &budget)
    }

    /// Farkas: the rows have no solution exactly when some `y` (≥ 0 on `≤` rows) has `Σ y·a = 0` and
    /// `Σ y·b ≤ -1`. That is itself a system over `y ≥ 0`, solved by phase one of the simplex.
    private func certificate(among: [Int], using: Int?, sign: Int, budget: inout Int) throws -> [Int: Rational]? {
        // Columns: y⁺ for each row, y⁻ for each equality, the slack of Σ y·b ≤ -1, the slack of ±y_using ≥ 1.
        var columnRow: [(row: Int, sign: Int)] = among.map { ($0, 1) }
        for index in among where rows[index].kind == .equal { columnRow.append((index, -1)) }
        let bSlack = columnRow.count
        let usingSlack = bSlack + 1
        let columnCount = usingSlack + (using == nil ? 0 : 1)
        var variables = Set<Int>()
        for index in among { variables.formUnion(rows[index].coefficients.keys) }
        var equations: [[Rational]] = []
        var targets: [Rational] = []
        for variable in variables.sorted() {
            var equation = [Rational](repeating: .zero, count: columnCount)
            for (column, (row, sign)) in columnRow.enumerated() {
                if let value = rows[row].coefficients[variable] { equation[column] = sign > 0 ? value : -value }
            }
            equations.append(equation)
            targets.append(.zero)
        }
        // -Σ y·b - s = 1
        var bound = [Rational](repeating: .zero, count: columnCount)
        for (column, (row, sign)) in columnRow.enumerated() {
            bound[column] = sign > 0 ? -rows[row].bound : rows[row].bound
        }
        bound[bSlack] = -.one
        equations.append(bound)
        targets.append(.one)
        if let using {
            // sign · y_using - t = 1
            var row = [Rational](repeating: .zero, count: columnCount)
            for (column, (source, part)) in columnRow.enumerated() where source == using {
                row[column] = Rational(part * sign)
            }
            row[usingSlack] = -.one
            equations.append(row)
            targets.append(.one)
        }
        guard let point = try Self.phaseOne(equations, targets, budget: &budget) else { return nil }
        var y: [Int: Rational] = [:]
        for (column, (row, sign)) in columnRow.enumerated() where !point[column].isZero {
            y[row] = try (y[row] ?? .zero) + (sign > 0 ? point[column] : -point[column])
        }
        return y.filter { !$0.value.isZero }
    }

    /// A point of `{z ≥ 0 : A z = t}` with `t ≥ 0`, or nil: phase one of the simplex, one artificial
    /// a row, Bland's rule (lowest index enters and leaves), so it cannot cycle.
    static func phaseOne(_ a: [[Rational]], _ t: [Rational], budget: inout Int) throws -> [Rational]? {
        let rowCount = a.count
        let columns = a.first?.count ?? 0
        // Tableau columns: structural, then one artificial a row, then the right-hand side.
        let width = columns + rowCount + 1
        var table = [[Rational]](repeating: [Rational](repeating: .zero, count: width), count: rowCount + 1)
        var basis = [Int](repeating: 0, count: rowCount)
        for row in 0..<rowCount {
            for column in 0..<columns { table[row][column] = a[row][column] }
            table[row][columns + row] = .one
            table[row][width - 1] = t[row]
            basis[row] = columns + row
        }
        // Reduced costs of "minimise the artificials": minus the sum of the rows.
        for row in 0..<rowCount {
            for column in 0..<columns { table[rowCount][column] = try table[rowCount][column] - table[row][column] }
            table[rowCount][width - 1] = try table[rowCount][width - 1] - table[row][width - 1]
        }
        while let entering = (0..<columns).first(where: { table[rowCount][$0].signum < 0 }) {
            budget -= 1
            guard budget >= 0 else { throw OutOfBudget() }
            var leaving: Int?
            var best = Rational.zero
            for row in 0..<rowCount where table[row][entering].signum > 0 {
                let ratio = try table[row][width - 1] / table[row][entering]
                if let current = leaving {
                    if ratio < best || (ratio == best && basis[row] < basis[current]) {
                        best = ratio
                        leaving = row
                    }
                } else {
                    best = ratio
                    leaving = row
                }
            }
            // Phase one is bounded below by 0, so some row always limits the step.
            guard let pivotRow = leaving else { return nil }
            let pivot = table[pivotRow][entering]
            for column in 0..<width where !table[pivotRow][column].isZero {
                table[pivotRow][column] = try table[pivotRow][column] / pivot
            }
            for row in 0...rowCount where row != pivotRow && !table[row][entering].isZero {
                let factor = table[row][entering]
                for column in 0..<width where !table[pivotRow][column].isZero {
                    table[row][column] = try table[row][column] - factor * table[pivotRow][column]
                }
            }
            basis[pivotRow] = entering
        }
        guard table[rowCount][width - 1].isZero else { return nil }
        var point = [Rational](repeating: .zero, count: columns)
        for row in 0..<rowCount where basis[row] < columns { point[basis[row]] = table[row][width - 1] }
        return point
    }

    /// A smallest infeasible subset of `among` (no row can be left out) and its certificate. Rows are
    /// tried for leaving in `order`, so those first in it are the ones most likely dropped; `using`
    /// stays in. A row goes when the rest still have a certificate; the rest, not only that
    /// certificate's rows, stay candidates, so a later row can still be traded for an earlier one.
    func smallestInfeasibleSubset(
        among: [Int], order: [Int], using: Int? = nil, budget: inout Int
    ) throws -> [Int: Rational]? {
        guard var y = try certificate(among: among, using: using, budget: &budget) else { return nil }
        var kept = among
        for candidate in order where candidate != using && kept.contains(candidate) {
            let trial = kept.filter { $0 != candidate }
            if let smaller = try certificate(among: trial, using: using, budget: &budget) {
                kept = trial
                y = smaller
            }
        }
        return y
    }
}
