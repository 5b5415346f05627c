enum Help {
    static let version = "unsat 0.1.0"

    static let text = """
        unsat: read Auto Layout "Unable to simultaneously satisfy constraints" reports and see what conflicts.

        USAGE
          unsat [FILE ...]                  the conflicts in FILE (a console log, a capture dump); '-' reads stdin
          unsat list [--json] [FILE ...]    every conflict, grouped, with its callbacks
          unsat show ID [FILE ...]          one conflict in full: controller, views, tree, constraints, callbacks

        With no FILE, unsat reads standard input when it is a pipe, and otherwise opens the bundled
        sample. When standard output is not a terminal, 'unsat FILE' prints what 'unsat list' prints.

        OPTIONS
          --json            (list) print the unsat/1 JSON document described in the README
          --ids MAP.json    name views by key path, from a map of controller class → md5(key path) → key path
          --no-color        no color (also when NO_COLOR is set); bold and reverse stay
          --ascii           draw with ASCII only (also when the locale is not UTF-8)
          -h, --help        this help
          --version         the version

        EXIT STATUS
          0 read; 64 wrong command line; 66 an input could not be opened

        EXAMPLES
          unsat console.log
          pbpaste | unsat list
          unsat list --json build/test-output.log | jq '.conflicts[] | .fingerprint'
          unsat show 2 console.log
        """
}
