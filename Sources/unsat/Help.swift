enum Help {
    static let number = "0.1.0"
    static let version = "unsat \(number)"

    static let text = """
        unsat: read Auto Layout "Unable to simultaneously satisfy constraints" reports and see what conflicts.

        USAGE
          unsat [FILE ...]                  the inspector: conflicts, view tree, constraints and why, on the terminal;
                                            '-' or a pipe reads stdin (keys then come from the terminal)
          unsat list [--json] [--explain] [FILE ...]
                                            every conflict, grouped, with its callbacks
          unsat show ID [FILE ...]          one conflict in full: controller, views, tree, constraints, why, callbacks
          unsat show ID --svg [OUT.svg] [FILE ...]
                                            the conflict's wireframe and its proof's picture as a standalone SVG
          unsat check [--baseline FILE] [--format text|json|sarif|junit|github] [--include-system]
                      [--report OUT.html] [--source-root DIR] FILE ...
                                            fail (exit 1) when the logs hold a conflict the baseline does not
          unsat report [-o OUT.html] [--include-system] FILE ...
                                            every conflict as 'show' shows it, with its wireframe, on one
                                            self-contained HTML page (no script, nothing fetched)
          unsat baseline FILE ...           the fingerprints of today's conflicts, to commit as a baseline
          unsat live [--device UDID | --mac] [--process NAME]
                                            the inspector on the booted simulator's log, as it is written
                                            ('xcrun simctl spawn booted log stream'; macOS only: elsewhere it
                                            exits 69 and says how to pipe a log in)

        With no FILE, unsat reads standard input when it is a pipe, and otherwise opens the bundled
        sample. When standard output is not a terminal, 'unsat FILE' prints what 'unsat list' prints.
        In the inspector, '?' lists every key; '!' the lines it could not read and ambiguous layouts; 'q' quits.

        OPTIONS
          --json            (list) print the unsat/1 JSON document described in the README
          --explain         (list) with each conflict, why it cannot hold and what usually fixes it
          --follow FILE     (inspector) keep reading FILE as it grows: new callbacks appear as you browse;
                            like tail -F, a FILE not there yet is waited for, one truncated or replaced read again
          --svg [OUT.svg]   (show) write an SVG instead of text: to standard output, or to the next argument
                            when its name ends in .svg (--svg=FILE for any name); always in color, not with --ascii
          --device UDID     (live) that simulator's log instead of the booted one's
          --mac             (live) this Mac's log (/usr/bin/log stream), for an AppKit app
          --process NAME    (live) only that process's reports (a name or a pid)
          --ids MAP.json    name views by key path, from a map of controller class → md5(key path) → key path
          --baseline FILE   (check) the accepted conflicts, as 'unsat baseline' wrote them
          --format F        (check) text, json (unsat/1), sarif (SARIF 2.1.0), junit (JUnit XML) or github
                            (GitHub Actions annotations)
          --source-root DIR (check) where sarif and github look for the file a constraint names
                            (SnapKit's @CardView.swift#88): the repository; the current directory by default
          --include-system  (check, report) check or show conflicts in UIKit's own views too
          --report OUT.html (check) also write the HTML report of the new conflicts to OUT.html
          -o OUT.html       (report) write the page to OUT.html instead of standard output
          --color WHEN      color list, show and check text and the inspector: auto (the default: when
                            standard output is a terminal, NO_COLOR is unset or empty and TERM is not dumb),
                            always (even with NO_COLOR, which only turns off the automatic color) or never;
                            JSON, SARIF, JUnit and baselines are never colored
          --no-color        the same as --color never; the inspector keeps bold and reverse
          --ascii           draw with ASCII only: list, show and check text and the inspector (show and the
                            inspector also when the locale is not UTF-8); the input's own text is written as
                            read; not with list --json, baseline or check --format json|sarif|junit
          -h, --help        this help
          --version         the version

        EXIT STATUS
          0 read; 64 wrong command line; 66 an input could not be opened or read; 74 the output could not be written
          check: 0 no new conflict; 1 new conflicts; 2 an input or the baseline could not be read, or the report written

        EXAMPLES
          unsat console.log
          xcrun simctl spawn booted log stream --level debug --predicate 'subsystem == "com.apple.UIKit"' | unsat
          pbpaste | unsat list
          unsat list --color always console.log | less -R
          unsat list --json build/test-output.log | jq '.conflicts[] | .fingerprint'
          unsat show 2 console.log
          unsat show 2 --svg conflict.svg console.log
          unsat baseline test-output.log > unsat-baseline.json
          unsat check --baseline unsat-baseline.json --format sarif test-output.log > unsat.sarif
          unsat report -o conflicts.html test-output.log
        """
}
