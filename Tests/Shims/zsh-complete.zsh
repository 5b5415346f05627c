# Completes command lines in a real interactive zsh, driven through a pseudo-terminal (zpty), as a
# user pressing Tab would; for InstallationTests.
#
#   zsh -f zsh-complete.zsh FPATH_DIR WORK_DIR TYPED EXPECTED [TYPED EXPECTED ...]
#
# For each pair, types TYPED and Tab on an empty line and waits (5 s at most) until the terminal
# shows EXPECTED; exits 1 naming the first that never shows, 0 when all did.
zmodload zsh/zpty
fpath_dir=$1 work_dir=$2
shift 2

expect() {
    local buffer= chunk
    integer i
    for (( i = 0; i < 50; i++ )); do
        while zpty -r -t z chunk; do buffer+=$chunk; done
        [[ $buffer == *"$1"* ]] && return 0
        sleep 0.1
    done
    print -r -- "zsh did not show '$1' (typed: '$2'); the terminal read: ${(q+)buffer}"
    zpty -d z
    exit 1
}

zpty z zsh -f -i
zpty -w z "PS1='%% '; fpath=(${(q)fpath_dir} \$fpath); autoload -U compinit; compinit -u -D; unsetopt beep; cd ${(q)work_dir}; print READY"
expect READY setup
while (( $# >= 2 )); do
    # Ctrl-U empties the line the last completion left.
    zpty -w -n z $'\C-u'"$1"$'\t'
    expect "$2" "$1"
    shift 2
done
zpty -d z
