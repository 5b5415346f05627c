#!/usr/bin/env bash
# Builds unsat for release and installs it with its man page and shell completions:
#
#   Scripts/install.sh [--prefix DIR] [--destdir DIR] [--no-build | --binary PATH]
#
#   DIR/bin/unsat
#   DIR/share/man/man1/unsat.1
#   DIR/share/bash-completion/completions/unsat
#   DIR/share/zsh/site-functions/_unsat
#   DIR/share/fish/vendor_completions.d/unsat.fish
#   DIR/share/unsat/Samples/capture-profile.log (what `unsat` alone opens)
#
# The prefix is /usr/local unless --prefix (or PREFIX) says; --destdir (or DESTDIR) stages the
# tree under another root, as packagers do. The page and the completions are what the built
# binary prints (--generate-manpage, --generate-completion-script), so they match its --help.
# --binary installs that built unsat instead of building one (the tests install their own).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

prefix=${PREFIX:-/usr/local}
destdir=${DESTDIR:-}
build=1
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) prefix=${2:?--prefix needs a directory}; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --destdir) destdir=${2?--destdir needs a directory}; shift 2 ;;
        --destdir=*) destdir=${1#--destdir=}; shift ;;
        --no-build) build=0; shift ;;
        --binary) binary=${2:?--binary needs a path}; build=0; shift 2 ;;
        --binary=*) binary=${1#--binary=}; build=0; shift ;;
        -h|--help) sed -n '2,16s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
done

# On Linux the Swift runtime is linked into the binary (--static-swift-stdlib): the installed
# unsat needs no toolchain beside it, so it keeps working when the toolchain moves or is
# upgraded, and it starts in half the time. macOS has the runtime in the system.
release=(-c release)
if [ "$(uname -s)" = Linux ]; then release+=(--static-swift-stdlib); fi
release+=(--product unsat)
if [ "$build" = 1 ]; then swift build "${release[@]}"; fi
binary=${binary:-"$(swift build "${release[@]}" --show-bin-path)/unsat"}
[ -x "$binary" ] || { echo "install.sh: $binary is not built; run without --no-build" >&2; exit 1; }

root="$destdir$prefix"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
"$binary" --generate-manpage > "$staging/unsat.1"
for shell in bash zsh fish; do
    "$binary" --generate-completion-script "$shell" > "$staging/unsat.$shell"
done

install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/unsat"
install -m 644 "$staging/unsat.1" "$root/share/man/man1/unsat.1"
install -m 644 "$staging/unsat.bash" "$root/share/bash-completion/completions/unsat"
install -m 644 "$staging/unsat.zsh" "$root/share/zsh/site-functions/_unsat"
install -m 644 "$staging/unsat.fish" "$root/share/fish/vendor_completions.d/unsat.fish"
install -d "$root/share/unsat/Samples"
install -m 644 Samples/capture-profile.log "$root/share/unsat/Samples/capture-profile.log"
echo "installed unsat under $root"
