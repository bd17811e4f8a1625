// The `canbeat` subcommands. Each takes main()'s argc/argv (argv[1] is the
// subcommand), prints to stdout/stderr and returns the exit code:
// 0 fine, 1 a finding (divergence, conflict, failed check), 2 bad usage or
// bad input (thrown as UsageError and printed by main).
#pragma once

namespace canbeat::cli {

int cmd_check(int argc, char** argv);
int cmd_play(int argc, char** argv);
int cmd_diff(int argc, char** argv);
int cmd_replay(int argc, char** argv);
int cmd_shrink(int argc, char** argv);
int cmd_bench(int argc, char** argv);
int cmd_conflicts(int argc, char** argv);
int cmd_explain(int argc, char** argv);
int cmd_coverage(int argc, char** argv);
int cmd_rebase(int argc, char** argv);
int cmd_test(int argc, char** argv);
int cmd_regress(int argc, char** argv);
int cmd_merge(int argc, char** argv);
int cmd_view(int argc, char** argv);
int cmd_serve(int argc, char** argv);

}  // namespace canbeat::cli
