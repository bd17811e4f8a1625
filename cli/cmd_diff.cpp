// canbeat diff: N seeded random games on the reference interpreter and the
// fast engine in lockstep. Each divergence is printed, shrunk and saved as a
// repro file; the summary counts games, decisions, outcomes, divergences.
#include <fmt/format.h>

#include <cstdio>
#include <map>
#include <set>

#include "cli/commands.hpp"
#include "cli/repro_io.hpp"
#include "dsl/file_io.hpp"
#include "harness/agent.hpp"
#include "harness/shrink.hpp"

namespace canbeat::cli {

namespace {

struct Tally {
  std::size_t games = 0, steps = 0, divergences = 0, errors = 0, out_of_budget = 0;
  std::map<std::string, std::size_t> outcomes;
};

// Shrinks a divergence once per distinct way of diverging and saves it.
void save_divergence(const Session& s, const LockstepResult& r, const std::string& out_dir,
                     std::set<std::string>& saved, bool& unsaved) {
  std::string signature = divergence_signature(*r.divergence);
  if (!saved.insert(signature).second || saved.size() > 5) return;
  ShrinkResult shrunk = shrink(s.factory(EngineKind::reference), s.factory(EngineKind::fast),
                               r.divergence->choices);
  const Divergence& d = shrunk.divergence ? *shrunk.divergence : *r.divergence;
  std::vector<std::string> comments = divergence_comments(d);
  comments.push_back(fmt::format("shrunk from {} to {} choices in {} replays",
                                 shrunk.stats.original_length, shrunk.stats.final_length,
                                 shrunk.stats.attempts));
  std::string path;
  try {
    path = save_repro(out_dir, make_repro(s, shrunk.choices, comments)).string();
  } catch (const files::OutputError& e) {
    // The games go on and the summary is printed; the exit code says it.
    std::fprintf(stderr, "canbeat diff: error: %s\n", e.what());
    unsaved = true;
    path = "(not saved)";
  }
  std::printf("shrunk %zu -> %zu choices (%zu replays); repro: %s\n", shrunk.stats.original_length,
              shrunk.stats.final_length, shrunk.stats.attempts, path.c_str());
}

}  // namespace

int cmd_diff(int argc, char** argv) {
  Args args(argc, argv, 2, {"quiet"},
            {"game", "rules", "games", "seed", "out", "fault", "max-steps", "players", "decks"});
  args.expect_positional(0, 0, "diff takes no file or game name (use --game G or --rules DIR)");
  Session s = open_session(args);
  play_without_refused(s, "diff");
  long games = args.number("games", 1000, 1, 100000000);
  std::uint64_t seed = args.seed("seed", 1);
  std::size_t max_steps = args.number("max-steps", 100000, 1, 100000000);
  std::string out_dir = args.get("out", "canbeat-out");
  check_output_dir(out_dir);
  Tally t;
  std::set<std::string> saved;
  bool unsaved = false;
  long every = std::max(1L, games / 10);
  for (long g = 0; g < games; ++g) {
    auto ref = s.make(EngineKind::reference);
    auto fast = s.make(EngineKind::fast);
    RandomAgent agent(seed + g);
    LockstepResult r = lockstep(*ref, *fast, agent, max_steps);
    ++t.games;
    t.steps += r.steps;
    if (r.end == RunEnd::diverged) {
      if (++t.divergences == 1)
        std::printf("game %ld (seed %llu) diverges:\n%s", g, static_cast<unsigned long long>(seed + g),
                    describe(*r.divergence, ref->seats()).c_str());
      save_divergence(s, r, out_dir, saved, unsaved);
    } else if (r.end == RunEnd::engine_error) {
      ++t.errors;
      std::printf("game %ld (seed %llu): both engines failed alike: %s\n", g,
                  static_cast<unsigned long long>(seed + g), r.error.c_str());
    } else if (r.end == RunEnd::out_of_budget) {
      ++t.out_of_budget;
    } else {
      ++t.outcomes[r.outcome];
    }
    if (!args.flag("quiet") && ((g + 1) % every == 0 || g + 1 == games))
      std::fprintf(stderr, "diff %s: %ld/%ld games, %zu decisions, %zu divergences\n",
                   s.game->name().c_str(), g + 1, games, t.steps, t.divergences);
  }
  std::printf("diff %s: %zu games, %zu decisions, %zu divergences, %zu engine errors, %zu out of budget\n",
              s.game->name().c_str(), t.games, t.steps, t.divergences, t.errors, t.out_of_budget);
  for (const auto& [outcome, n] : t.outcomes) std::printf("  %-28s %zu\n", outcome.c_str(), n);
  if (unsaved) return 2;  // a repro could not be written (a full disk)
  return t.divergences + t.errors + t.out_of_budget > 0 ? 1 : 0;
}

}  // namespace canbeat::cli
