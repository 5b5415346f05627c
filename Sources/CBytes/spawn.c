#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>

#include "CBytes.h"

extern char **environ;

void unsat_spawnattr_clean(posix_spawnattr_t *attributes, short flags) {
    posix_spawnattr_init(attributes);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(attributes, &none);
    sigset_t defaults;
    sigemptyset(&defaults);
    const int reset[] = {SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGHUP, SIGTERM, SIGWINCH, SIGCONT};
    for (size_t i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaddset(&defaults, reset[i]);
    posix_spawnattr_setsigdefault(attributes, &defaults);
    posix_spawnattr_setflags(attributes, (short)(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | flags));
}

int unsat_spawn(char *const argv[], char *const envp[], int input_descriptor, int output_descriptor,
                int error_descriptor, int close_descriptor, int own_group, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (input_descriptor < 0) {
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    } else if (input_descriptor != STDIN_FILENO) {
        posix_spawn_file_actions_adddup2(&actions, input_descriptor, STDIN_FILENO);
        posix_spawn_file_actions_addclose(&actions, input_descriptor);
    }
    if (output_descriptor >= 0) posix_spawn_file_actions_adddup2(&actions, output_descriptor, STDOUT_FILENO);
    if (error_descriptor >= 0) posix_spawn_file_actions_adddup2(&actions, error_descriptor, STDERR_FILENO);
    if (close_descriptor >= 0) posix_spawn_file_actions_addclose(&actions, close_descriptor);
    posix_spawnattr_t attributes;
    // A group of its own, so that ending it ends whatever it started too (xcrun, simctl, log).
    unsat_spawnattr_clean(&attributes, own_group ? POSIX_SPAWN_SETPGROUP : 0);
    if (own_group) posix_spawnattr_setpgroup(&attributes, 0);
    int result = posix_spawnp(pid, argv[0], &actions, &attributes, argv, envp ? envp : environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return result;
}
