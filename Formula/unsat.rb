# Homebrew formula for unsat, kept in the repository so that it is its own tap:
#
#   brew tap OWNER/unsat https://github.com/OWNER/unsat.git
#   brew install --HEAD OWNER/unsat/unsat
#
# It builds from source with the Swift of Xcode 26 (Swift 6.2, which Package.swift needs) and
# installs what Scripts/install.sh installs, to the same places under the prefix: the binary, the
# man page and the completions that the built binary prints, and the sample that `unsat` alone
# opens (PREFIX/bin/unsat finds PREFIX/share/unsat/Samples). A test (InstallationTests) holds the
# two to the same list of files.
class Unsat < Formula
  desc "Reads UIKit's Auto Layout conflict logs: why each cannot hold, and a checked fix"
  homepage "https://github.com/OWNER/unsat"
  license "MIT"
  head "https://github.com/OWNER/unsat.git", branch: "main"

  depends_on xcode: ["26.0", :build]
  depends_on macos: :ventura
  uses_from_macos "ncurses"

  def install
    system "swift", "build", "-c", "release", "--disable-sandbox"
    bin.install ".build/release/unsat"
    (man1/"unsat.1").write Utils.safe_popen_read(bin/"unsat", "--generate-manpage")
    # Where install.sh puts it, which Homebrew's bash-completion@2 reads (bash_completion is
    # etc/bash_completion.d, the older package's).
    (share/"bash-completion/completions/unsat").write Utils.safe_popen_read(bin/"unsat", "--generate-completion-script", "bash")
    (zsh_completion/"_unsat").write Utils.safe_popen_read(bin/"unsat", "--generate-completion-script", "zsh")
    (fish_completion/"unsat.fish").write Utils.safe_popen_read(bin/"unsat", "--generate-completion-script", "fish")
    (pkgshare/"Samples").install "Samples/capture-profile.log"
  end

  test do
    # The sample installed beside the binary: the list names its two conflicts and their controller.
    output = shell_output("#{bin}/unsat list #{pkgshare}/Samples/capture-profile.log")
    assert_match "capture-profile.log: 2 conflicts, 4 callbacks", output
    assert_match "MyApp.ProfileViewController", output
    assert_match "UIImageView.height == 120", output
  end
end
