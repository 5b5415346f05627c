import Foundation
import Testing

/// `Formula/unsat.rb` installs what `Scripts/install.sh` installs: the same files, made the same
/// way, to the same places under the prefix. Both are read as text (brew is not here to run the
/// formula), each install step turned into `PLACE ← WHAT`.
struct HomebrewFormulaTests {
    static let script = Binary.packageRoot.appendingPathComponent("Scripts/install.sh")
    static let formula = Binary.packageRoot.appendingPathComponent("Formula/unsat.rb")

    /// Where Homebrew's path helpers are under the prefix.
    static let helpers = [
        "bin": "bin", "share": "share", "man1": "share/man/man1", "pkgshare": "share/unsat",
        "bash_completion": "etc/bash_completion.d", "zsh_completion": "share/zsh/site-functions",
        "fish_completion": "share/fish/vendor_completions.d",
    ]

    /// install.sh's steps: each `install -m MODE SOURCE "$root/PLACE"`, its source the built binary,
    /// a file of the repository, or what the binary printed into the staging folder (the one `for`
    /// loop over the shells unrolled).
    static func scriptSteps(_ text: String) throws -> Set<String> {
        var printed: [String: String] = [:]
        var loop: (name: String, words: [String])?
        var steps: Set<String> = []
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let match = line.wholeMatch(of: /for (\w+) in ([\w ]+); do/) {
                loop = (String(match.1), match.2.split(separator: " ").map(String.init))
            } else if line == "done" {
                loop = nil
            } else if let match = line.wholeMatch(of: /"\$binary" (.+) > "\$staging\/(.+)"/) {
                for word in loop?.words ?? [""] {
                    let expand = { (text: Substring) in
                        loop.map { text.replacingOccurrences(of: "\"$\($0.name)\"", with: word) }
                            .map { $0.replacingOccurrences(of: "$\(loop!.name)", with: word) } ?? String(text)
                    }
                    printed[expand(match.2)] = "printed by unsat " + expand(match.1)
                }
            } else if let match = line.wholeMatch(of: /install -m \d+ (\S+) "\$root\/(.+)"/) {
                let source = String(match.1)
                let what: String
                if source == "\"$binary\"" {
                    what = "the built binary"
                } else if let staged = source.wholeMatch(of: /"\$staging\/(.+)"/) {
                    what = try #require(printed[String(staged.1)], "nothing prints \(source)")
                } else {
                    what = "the file " + source
                }
                steps.insert("\(match.2) ← \(what)")
            }
        }
        return steps
    }

    /// The formula's steps: `HELPER.install "SOURCE"`, `(HELPER/"PLACE").install "SOURCE"` and
    /// `(HELPER/"PLACE").write Utils.safe_popen_read(bin/"unsat", ARGUMENTS)`.
    static func formulaSteps(_ text: String) throws -> Set<String> {
        var steps: Set<String> = []
        func place(_ helper: Substring, _ path: Substring?) throws -> String {
            let base = try #require(helpers[String(helper)], "no such Homebrew path: \(helper)")
            return path.map { base + "/" + $0 } ?? base
        }
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let match = line.wholeMatch(of: /\(?(\w+)(?:\/"([^"]+)")?\)?\.install "([^"]+)"/) {
                let source = String(match.3)
                let name = (source as NSString).lastPathComponent
                let what = source == ".build/release/unsat" ? "the built binary" : "the file " + source
                steps.insert("\(try place(match.1, match.2))/\(name) ← \(what)")
            } else if let match = line.wholeMatch(
                of: /\((\w+)\/"([^"]+)"\)\.write Utils\.safe_popen_read\(bin\/"unsat", (.+)\)/)
            {
                let arguments = match.3.split(separator: ", ").map { $0.trimmingCharacters(in: ["\""]) }
                steps.insert("\(try place(match.1, match.2)) ← printed by unsat \(arguments.joined(separator: " "))")
            }
        }
        return steps
    }

    @Test func theFormulaInstallsWhatInstallShInstallsWhereItDoes() throws {
        let script = try Self.scriptSteps(String(contentsOf: Self.script, encoding: .utf8))
        let formula = try Self.formulaSteps(String(contentsOf: Self.formula, encoding: .utf8))
        #expect(
            script == [
                "bin/unsat ← the built binary",
                "share/man/man1/unsat.1 ← printed by unsat --generate-manpage",
                "share/bash-completion/completions/unsat ← printed by unsat --generate-completion-script bash",
                "share/zsh/site-functions/_unsat ← printed by unsat --generate-completion-script zsh",
                "share/fish/vendor_completions.d/unsat.fish ← printed by unsat --generate-completion-script fish",
                "share/unsat/Samples/capture-profile.log ← the file Samples/capture-profile.log",
            ])
        #expect(formula.sorted() == script.sorted())
    }

    /// The formula builds as install.sh does, for release, and its test lists the installed sample.
    @Test func theFormulaBuildsForReleaseAndTestsTheInstalledSample() throws {
        let text = try String(contentsOf: Self.formula, encoding: .utf8)
        #expect(text.contains(#"system "swift", "build", "-c", "release", "--disable-sandbox""#))
        #expect(text.contains(#"head "https://github.com/OWNER/unsat.git", branch: "main""#))
        #expect(text.contains(##"shell_output("#{bin}/unsat list #{pkgshare}/Samples/capture-profile.log")"##))
        // What the test expects is what the sample lists.
        let list = try Binary.run([
            "list", Binary.packageRoot.appendingPathComponent("Samples/capture-profile.log").path,
        ])
        for expected in text.matches(of: /assert_match "([^"]+)", output/).map({ String($0.1) }) {
            #expect(list.stdout.contains(expected), "\(expected)")
        }
    }
}
