// canbeat: rules verification and fuzzing for card and board games.
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <filesystem>
#include <string>
#include <string_view>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "engines/registry.hpp"
#include "dsl/file_io.hpp"
#include "harness/lockstep.hpp"
#include "harness/repro.hpp"

namespace {

const char* const usage = R"(usage: canbeat COMMAND [options]

commands:
  check FILE_OR_DIR... [--sarif F] [--markdown F]
                                   parse and check DSL sources and their declared invariants
  play  [--game G] [--seed S] [--engine ref|fast] [--trace [--map] [--view SEAT]] [--save FILE]
                                   one seeded random game (saved as a repro file); --view:
                                   the trace as SEAT saw it (cards it may not see as "?")
  diff  [--game G] [--games N] [--seed S] [--out DIR] [--json]
                                   N seeded games on both engines in lockstep; divergences
                                   are shrunk and saved as repro files in DIR
  replay FILE                      replay a repro file on both engines
  shrink FILE -o OUT               shrink a diverging repro file
  bench [--game G] [--games N] [--seed S] [--engine ref|fast|both]
                                   games/s and decisions/s of each engine and their ratio
                                   (a game without a fast engine: the reference alone)
  conflicts [--game G] [--budget N] [--json] [--out DIR [--view]] [--sarif F] [--markdown F]
            [--scenarios FILE_OR_DIR,...]
                                   contradictions, can/can't collisions, situations the
                                   rules do not decide and effects that never end, with
                                   shrunk witness games in DIR
  explain FILE [--step K] OPTION   why OPTION ("attack Ovomorph#12") is open or not at a
                                   decision of a repro file (default: its last): every
                                   rulebook and card statement that decided it
  coverage [--game G] [--json] [FILE_OR_DIR...]
                                   replay repro files (default: the game's under corpus/)
                                   on the reference interpreter: which card abilities
                                   (powers activated, can/can't statements deciding a
                                   legality query) they reach, and how often
    [--fill DIR [--budget N] [--seed S] [--decks A,B]]
                                   and for each ability not reached, seeded random games
                                   (N per table) until one reaches it, cut there, shrunk
                                   and saved in DIR
  test FILE_OR_DIR... [--junit FILE] [--allow-cannot-run]
                                   run scenario files (docs/scenarios.md) on both engines:
                                   a verdict per scenario and engine, each failed
                                   expectation with what was observed, by file:line:col;
                                   exit 1 when one fails or cannot run on an engine
  regress --baseline DIR_OR_GIT_REV [--json] [FILE_OR_DIR...]
                                   replay repro and scenario files (default: the corpus) on
                                   the built-in games as they were and as they are, both
                                   engines: unchanged, changed at step K (what, and the
                                   statement deciding it), or broken; a summary by card
  view FILE [-o OUT.html]          one self-contained HTML page of a repro file (a game,
                                   a divergence, a conflict's witness): a step scrubber,
                                   the state at each step, the board as SVG
  merge FILE...                    join the --json files of a run's shards into the
                                   report the whole run prints
  serve                            speak the engine protocol (docs/engine-protocol.md) on
                                   stdin/stdout: --engine ref|fast (default ref) plays the
                                   game for another program
  rebase FILE...                   bring stale repro files up to date: rewrite the header of
                                   each whose choices are all still offered and that ends as
                                   it recorded; report the ones that play differently

common options:
  --game G      a built-in game (default: the one games/README.md names)
  --rules DIR   a game's DSL sources in DIR instead of a built-in game
  --players N   the number of players (the game's `table`; default its first)
  --decks A,B   one deck per seat (default: the game's `decks`, in turn); a game's
                table rules may build more decks from a name (its README says how)
  --jobs N      games on N threads (diff, conflicts; default: the machine's cores);
                the report is the same for any N
  --shard I/N   only the games g with g mod N = I (diff, conflicts; also read from
                TEST_SHARD_INDEX/TEST_TOTAL_SHARDS or GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS);
                write --json and join the shards with `canbeat merge`
  --engine-cmd CMD  check the engine CMD starts, speaking docs/engine-protocol.md, in
                place of the fast engine (diff, replay, shrink, test, regress, play; the
                fuzz targets read CANBEAT_ENGINE_CMD; CANBEAT_ENGINE_TIMEOUT: seconds a
                reply may take, default 10)
  --fault F     a deliberate fast-engine bug (play, diff, replay, shrink), one of the faults below

exit codes: 0 fine, 1 a finding (divergence, failed check), 2 bad usage or input
)";

// An error line as a terminal may show it: whole (a NUL byte does not cut
// it) and without raw control bytes.
// A message of several lines (a list of options) keeps its line breaks.
void print_error(const std::string& text) {
  std::string out;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t nl = std::min(text.find('\n', at), text.size());
    out += canbeat::files::printable(std::string_view(text).substr(at, nl - at)) + "\n";
    at = nl + 1;
  }
  std::fwrite(out.data(), 1, out.size(), stderr);
}

int run(const std::string& cmd, int argc, char** argv) {
  using namespace canbeat::cli;
  if (cmd == "check") return cmd_check(argc, argv);
  if (cmd == "play") return cmd_play(argc, argv);
  if (cmd == "diff") return cmd_diff(argc, argv);
  if (cmd == "replay") return cmd_replay(argc, argv);
  if (cmd == "shrink") return cmd_shrink(argc, argv);
  if (cmd == "bench") return cmd_bench(argc, argv);
  if (cmd == "conflicts") return cmd_conflicts(argc, argv);
  if (cmd == "explain") return cmd_explain(argc, argv);
  if (cmd == "coverage") return cmd_coverage(argc, argv);
  if (cmd == "rebase") return cmd_rebase(argc, argv);
  if (cmd == "test") return cmd_test(argc, argv);
  if (cmd == "regress") return cmd_regress(argc, argv);
  if (cmd == "merge") return cmd_merge(argc, argv);
  if (cmd == "view") return cmd_view(argc, argv);
  if (cmd == "serve") return cmd_serve(argc, argv);
  throw UsageError("unknown command '" + cmd + "'");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "help")) {
    std::FILE* out = argc < 2 ? stderr : stdout;
    std::fputs(usage, out);
    std::fprintf(out, "\nfaults (--fault): %s\n", canbeat::fault_names().c_str());
    return argc < 2 ? 2 : 0;
  }
  // A file size limit (ulimit -f) makes a write fail with EFBIG, reported
  // like a full disk, instead of killing the process mid-file.
  std::signal(SIGXFSZ, SIG_IGN);
  // A reader that closed its end of the pipe (`canbeat test ... | head`)
  // makes a write fail with EPIPE, reported below as an unwritable standard
  // output (exit 2), instead of killing the process.
  std::signal(SIGPIPE, SIG_IGN);
  std::string cmd = argv[1];
  int code = 0;
  try {
    code = run(cmd, argc, argv);
  } catch (const canbeat::cli::UsageError& e) {
    print_error("canbeat " + cmd + ": error: " + e.what());
    return 2;
  } catch (const canbeat::ReproError& e) {
    print_error(e.what());
    return 2;
  } catch (const canbeat::files::OutputError& e) {
    print_error("canbeat " + cmd + ": error: " + e.what());
    return 2;
  } catch (const std::filesystem::filesystem_error& e) {
    // A path that cannot be looked at (too long, a symlink loop): bad input.
    std::string path = e.path1().empty() ? "" : e.path1().string() + ": ";
    print_error("canbeat " + cmd + ": error: " + path + e.code().message());
    return 2;
  } catch (const std::invalid_argument& e) {
    // A table an engine cannot play, a deck or fault the game lacks: bad input.
    std::fprintf(stderr, "canbeat %s: error: %s\n", cmd.c_str(), e.what());
    return 2;
  } catch (const canbeat::EngineBug& e) {
    // The rules met a state they do not handle (a finding about the rules),
    // or an engine broke one of its own invariants: a finding, never a crash.
    std::string what = std::string("EngineBug: ") + e.what();
    bool rules = canbeat::is_rules_error(what);
    print_error("canbeat " + cmd + (rules ? ": " : ": engine error: ") + canbeat::error_text(what));
    return 1;
  } catch (const std::exception& e) {
    print_error("canbeat " + cmd + ": engine error: " + e.what());
    return 1;
  }
  // Output that never arrived (a full disk, a closed pipe) is not success.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    print_error("canbeat " + cmd + ": error: cannot write the standard output: " + std::strerror(errno));
    return 2;
  }
  return code;
}
