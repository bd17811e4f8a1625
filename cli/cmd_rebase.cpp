// canbeat rebase FILE...: brings repro files up to date after the rules or
// cards changed. A stale file is replayed on the reference interpreter under
// the current sources; when every choice is still offered and the game ends
// as its `ends`/`end-state` lines record, its header is rewritten (new hashes);
// otherwise it is left as it is and reported: broken (a choice no longer
// offered, with the options that are) or changed (it ends differently). A
// file without an end record gets one, and says that only the choices were
// checked.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdio>

#include "cli/commands.hpp"
#include "cli/repro_io.hpp"
#include "dsl/file_io.hpp"
#include "harness/replay_end.hpp"

namespace canbeat::cli {

namespace {

enum class Verdict { fresh, rebased, broken, changed };

struct Rebase {
  Verdict verdict = Verdict::fresh;
  std::string text;  // the line printed after the file name
};

Rebase judge(const Repro& before, const ReplayEnd& now, bool stale) {
  if (now.broken && now.options.empty()) return {Verdict::broken, "broken: " + now.ends};
  if (now.broken)
    return {Verdict::broken, fmt::format("broken: {}; offered: {}", now.ends, fmt::join(now.options, ", "))};
  if (!before.ends.empty() && before.ends != now.ends)
    return {Verdict::changed, fmt::format("changed: ends '{}', recorded '{}'", now.ends, before.ends)};
  if (!before.end_state.empty() && before.end_state != now.end_state)
    return {Verdict::changed, fmt::format("changed: ends '{}' as recorded, in another state (end-state {}, recorded {})",
                                          now.ends, now.end_state, before.end_state)};
  std::string unchecked = before.ends.empty() ? " (no end was recorded: only the choices were checked; recorded now)" : "";
  if (!stale) return {Verdict::fresh, before.ends.empty() ? "fresh; end recorded: " + now.ends : "fresh"};
  return {Verdict::rebased, "rebased: every choice offered, ends '" + now.ends + "'" + unchecked};
}

// One file; returns whether it still plays the game it recorded.
bool rebase_file(const std::string& path, const Args& args) {
  Repro r;
  Session s = open_repro(path, args, r, /*stale_ok=*/true);
  bool stale = check_stale(r, s.game->rules_hash, s.game->cards_hash).staleness == Staleness::stale;
  ReplayEnd now = reference_end(*s.game, s.setup, r.choices);
  Rebase b = judge(r, now, stale);
  auto say = [&] { std::printf("%s: %s\n", files::printable(path).c_str(), files::printable(b.text).c_str()); };
  if (b.verdict == Verdict::broken || b.verdict == Verdict::changed || (b.verdict == Verdict::fresh && !r.ends.empty())) {
    say();
    return b.verdict == Verdict::fresh;
  }
  r.rules_hash = s.game->rules_hash;
  r.cards_hash = s.game->cards_hash;
  r.ends = now.ends;
  r.end_state = now.end_state;
  files::write_file_atomic(path, write_repro(r));  // said "rebased" only once written
  say();
  return true;
}

}  // namespace

int cmd_rebase(int argc, char** argv) {
  Args args(argc, argv, 2, {}, {"rules"});
  if (args.positional().empty()) throw UsageError("rebase needs repro files: canbeat rebase FILE...");
  std::size_t kept = 0, failed = 0, unread = 0, unwritten = 0;
  for (const std::string& path : args.positional()) {
    // One bad file is named and the others are still rebased.
    try {
      (rebase_file(path, args) ? kept : failed) += 1;
    } catch (const UsageError& e) {
      std::fflush(stdout);
      std::fprintf(stderr, "canbeat rebase: error: %s\n", files::printable(e.what()).c_str());
      ++unread;
    } catch (const ReproError& e) {
      std::fflush(stdout);
      std::fprintf(stderr, "%s\n", files::printable(e.what()).c_str());
      ++unread;
    } catch (const files::OutputError& e) {
      // An unwritable file is left as it was; the next ones are still rebased.
      std::fflush(stdout);
      std::fprintf(stderr, "canbeat rebase: error: %s\n", files::printable(e.what()).c_str());
      ++unwritten;
    }
  }
  std::printf("%zu file%s up to date, %zu that play differently (left as they were), %zu not read", kept,
              kept == 1 ? "" : "s", failed, unread);
  if (unwritten) std::printf(", %zu not written", unwritten);
  std::printf("\n");
  return unread + unwritten ? 2 : failed ? 1 : 0;
}

}  // namespace canbeat::cli
