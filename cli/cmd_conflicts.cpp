// canbeat conflicts: what the rules of a game leave in conflict or undecided,
// each with where it is written and, where play can show it, a minimal
// witness game saved as a repro file (../shared/DESIGN.md "Conflict finder").
// It reports:
//  - contradictions in the sources: declared invariants the data breaks;
//  - card-over-rulebook overrides: a card's can/can't against the rulebook's
//    opposite statement about one action (the card wins, 000:487-489);
//  - can/can't collisions: the other pairs of opposite statements about one
//    action (can't beats can);
//    for both, whether the search met a legality query where both applied,
//    with a shrunk witness game and the option being considered, or "not
//    reached (budget N games)";
//  - situations the rules do not decide (`undecided` in the rulebook): how
//    often the search reached each one, with a shrunk witness, or "not
//    reached (budget N games)";
//  - engine disagreements met along the way (lockstep, when a fast engine
//    exists), with their shrunk repro;
//  - effects that never end: rules the interpreter's step budget ran out in,
//    by the file:line:col of the lap of statements they repeat, with a shrunk
//    witness whose last choice starts the loop. The section is printed only
//    when there is one, so reports of games that always reach a decision
//    (the built-in games' reports in docs/) read as before;
//  - simultaneous triggers whose order changes the state, found by playing
//    each order on (the turn player decides, 000:481), with a shrunk witness
//    (printed when there is one);
//  - requirements (`must`, docs/dsl.md): each must play met blocked (its
//    action illegal where it held), by the statement that decided the query,
//    or that nothing permits it, with a shrunk witness; the musts never met
//    blocked as "not met blocked (budget N games)" (printed when the game has
//    a must).
//  - games that never end: searched games that reached the decision limit
//    without an outcome (printed when there is one; issue 17 D16).
// --json prints the same content as one JSON object. The search and the
// shrinking are conflict_search.cpp; this file prints and saves.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "analysis/conflict_search.hpp"
#include "cli/json.hpp"
#include "cli/repro_io.hpp"
#include "dsl/file_io.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;

namespace {

// A witness that cannot be written (a full disk) is named on stderr and the
// report goes on; the exit code says it (2).
bool witness_unsaved = false;

std::filesystem::path save_witness(const std::string& dir, const Repro& r, const std::string& stem = "") {
  try {
    return save_repro(dir, r, stem);
  } catch (const files::OutputError& e) {
    std::fprintf(stderr, "canbeat conflicts: error: %s\n", e.what());
    witness_unsaved = true;
    return "(not saved)";
  }
}

// One finding, as text and as JSON.
struct Finding {
  std::string line, json;
};

// The first few of a long list, for a line a person reads; JSON has all.
std::string first_few(const std::vector<std::string>& items) {
  constexpr std::size_t shown = 8;
  auto end = items.begin() + static_cast<long>(std::min(shown, items.size()));
  std::string out = fmt::format("{}", fmt::join(items.begin(), end, ", "));
  if (items.size() > shown) out += fmt::format(" and {} more", items.size() - shown);
  return out;
}

// An effect that never ends, with its shrunk witness saved in out_dir.
Finding never_ending_finding(const Session& s, const ConflictSearch& r, const NeverEnding& n,
                             const std::string& out_dir, std::size_t k) {
  WitnessShrink w = shrink_never_ending(s, n);
  std::string path =
      save_witness(out_dir,
                 make_repro(s, w.choices, {"witness: after these choices the rules never reach a decision",
                                           "loop: " + lap_text(n)}),
                 fmt::format("never-ending-{}", k))
          .string();
  std::string loop = n.periodic ? "lap " + first_few(n.lap) + " repeats with no decision"
                                : "no lap repeats, no decision; the last steps ran " + first_few(n.lap);
  std::string when = n.at_start ? "reached before the first decision (every game)"
                                : fmt::format("reached in {} of {} games", n.reached, r.games);
  std::string size = n.at_start ? "0 choices"
                                : fmt::format("{} choices, shrunk from {}", w.choices.size(), w.stats.original_length);
  std::vector<std::string> lap;
  for (const auto& at : n.lap) lap.push_back(json_string(at));
  return {fmt::format("{}: {}; witness {} ({})", loop, when, path, size),
          fmt::format("{{\"lap\": {}, \"periodic\": {}, \"at_start\": {}, \"reached\": {}, \"witness\": {}}}",
                      json_list(lap), n.periodic, n.at_start, n.reached, json_string(path))};
}

}  // namespace

int cmd_conflicts(int argc, char** argv) {
  Args args(argc, argv, 2, {"json"}, {"game", "rules", "budget", "seed", "out", "players", "decks"});
  args.expect_positional(0, 0, "conflicts takes no file or game name (use --game G or --rules DIR)");
  Session s = open_session(args);
  long budget = args.number("budget", 1000, 1, 100000000);
  std::uint64_t seed = args.seed("seed", 1);
  std::string out_dir = args.get("out", "canbeat-out/conflicts");
  check_output_dir(out_dir);
  ConflictSearch r = find_conflicts(s, budget, seed);
  std::size_t unresolved_count = unresolved(r);

  std::vector<Finding> undecided;
  for (auto& [id, u] : r.undecided) {
    if (u.reached == 0) {
      undecided.push_back({fmt::format("undecided {} ({}): not reached (budget {} games)", id, u.where, budget),
                           fmt::format("{{\"id\": {}, \"where\": {}, \"reached\": 0}}", json_string(id),
                                       json_string(u.where))});
      continue;
    }
    WitnessShrink w = shrink_undecided(s, u);
    std::string path = save_witness(out_dir, make_repro(s, w.choices, {"witness: " + w.signature})).string();
    undecided.push_back(
        {fmt::format("undecided {} ({}): reached in {} of {} games; \"{}\"; witness {} ({} choices, shrunk from {})",
                     id, u.where, u.reached, r.games, u.why, path, w.choices.size(), w.stats.original_length),
         fmt::format("{{\"id\": {}, \"where\": {}, \"why\": {}, \"reached\": {}, \"witness\": {}}}",
                     json_string(id), json_string(u.where), json_string(u.why), u.reached, json_string(path))});
  }

  std::vector<Finding> never_ending;
  for (const auto& [lap, n] : r.never_ending)
    never_ending.push_back(never_ending_finding(s, r, n, out_dir, never_ending.size()));

  // Simultaneous triggers whose order changes the state: decided by the
  // rulebook's Timing (the turn player orders them, 000:481), so not
  // unresolved, but each with a shrunk witness ending at that choice.
  std::vector<Finding> trigger_orders;
  for (const auto& [name, t] : r.trigger_orders) {
    WitnessShrink w = shrink_trigger_order(s, t);
    std::string path =
        save_witness(out_dir,
                   make_repro(s, w.choices, {"witness: the last decision orders triggers whose order changes the state",
                                             "triggers: " + name}),
                   fmt::format("trigger-order-{}", trigger_orders.size()))
            .string();
    trigger_orders.push_back(
        {fmt::format("{}: the order changes the state (the turn player picks it, 000:481); reached {} times; "
                     "witness {} ({} choices, shrunk from {})",
                     name, t.reached, path, w.choices.size(), w.stats.original_length),
         fmt::format("{{\"triggers\": {}, \"reached\": {}, \"witness\": {}}}", json_string(name), t.reached,
                     json_string(path))});
  }

  // Requirements: each blocked must with its witness, then the musts play
  // never met blocked. No golden rule orders a must against a can't.
  std::vector<Finding> musts;
  std::vector<bool> met_blocked(r.musts.musts().size(), false);
  for (const auto& [key, b] : r.musts.blocked()) {
    met_blocked[b.must] = true;
    const std::string& must = r.musts.musts()[b.must].text;
    std::string by = b.decider.empty() ? "no statement permits it" : "decided by " + b.decider;
    WitnessShrink w = shrink_blocked_must(s, r, key);
    std::string path =
        save_witness(out_dir,
                   make_repro(s, w.choices, {"witness: the must holds and its action is illegal at the last decision",
                                             must, by}),
                   fmt::format("blocked-must-{}", musts.size()))
            .string();
    std::string at = b.option.empty() ? "a rule's own query" : "option '" + b.option + "'";
    musts.push_back(
        {fmt::format("{} blocked: {} is illegal, {} (no golden rule orders a must against it); reached {} times; "
                     "first at {}; witness {} ({} choices, shrunk from {})",
                     must, b.query, by, b.reached, at, path, w.choices.size(), w.stats.original_length),
         fmt::format("{{\"must\": {}, \"query\": {}, \"decider\": {}, \"reached\": {}, \"option\": {}, \"witness\": {}}}",
                     json_string(must), json_string(b.query), json_string(b.decider), b.reached,
                     json_string(b.option), json_string(path))});
  }
  for (std::size_t i = 0; i < r.musts.musts().size(); ++i)
    if (!met_blocked[i])
      musts.push_back({fmt::format("{}: not met blocked (budget {} games)", r.musts.musts()[i].text, budget),
                       fmt::format("{{\"must\": {}, \"reached\": 0}}", json_string(r.musts.musts()[i].text))});

  // Each pair: which statement wins, how often play met it, and a witness
  // (the shortest prefix of the first game that met it, delta-debugged).
  std::vector<Finding> overrides, collisions;
  std::size_t overrides_reached = 0, collisions_reached = 0;
  auto& pairs = r.pairs.pairs();
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    StatementPair& pair = pairs[i];
    const char* rule = pair.override_rulebook ? "card beats rulebook" : "can't beats can";
    std::string head = fmt::format("{} beats {} ({})", pair.winner->text, pair.loser->text, rule);
    std::string json_head = fmt::format("\"winner\": {}, \"loser\": {}, \"rule\": {}",
                                        json_string(pair.winner->text), json_string(pair.loser->text),
                                        json_string(rule));
    Finding f;
    if (pair.reached == 0) {
      f = {head + fmt::format(": not reached (budget {} games)", budget), "{" + json_head + ", \"reached\": 0}"};
    } else {
      (pair.override_rulebook ? overrides_reached : collisions_reached)++;
      WitnessShrink w = shrink_pair(s, r, i);
      std::string path =
          save_witness(out_dir,
                     make_repro(s, w.choices, {"witness: both statements apply at the last decision",
                                               pair.winner->text, pair.loser->text}),
                     fmt::format("{}-{}", pair.override_rulebook ? "override" : "collision", i))
              .string();
      std::string at = pair.option.empty() ? "a rule's own query" : "option '" + pair.option + "'";
      f = {head + fmt::format(": reached {} times; first at {}; witness {} ({} choices, shrunk from {})",
                              pair.reached, at, path, w.choices.size(), w.stats.original_length),
           "{" + json_head + fmt::format(", \"reached\": {}, \"option\": {}, \"witness\": {}}}", pair.reached,
                                         json_string(pair.option), json_string(path))};
    }
    (pair.override_rulebook ? overrides : collisions).push_back(f);
  }

  if (args.flag("json")) {
    auto list = [](const std::vector<Finding>& fs) {
      std::vector<std::string> items;
      for (const auto& f : fs) items.push_back(f.json);
      return json_list(items);
    };
    std::vector<std::string> contradictions, divergences;
    for (const auto& c : r.contradictions) contradictions.push_back(json_string(c));
    for (const auto& d : r.divergences) divergences.push_back(json_string(d));
    std::printf(
        "{\"game\": %s, \"games\": %zu, \"seed\": %llu, \"contradictions\": %s, \"overrides\": %s, "
        "\"collisions\": %s, \"disjoint_pairs\": %zu, \"undecided\": %s, \"divergences\": %s, "
        "\"never_ending\": %s, \"trigger_orders\": %s, \"musts\": %s, \"unfinished\": %zu, \"unresolved\": %zu}\n",
        json_string(s.game->name()).c_str(), r.games, static_cast<unsigned long long>(seed),
        json_list(contradictions).c_str(), list(overrides).c_str(), list(collisions).c_str(), r.pairs.disjoint(),
        list(undecided).c_str(),
        json_list(divergences).c_str(), list(never_ending).c_str(), list(trigger_orders).c_str(), list(musts).c_str(),
        r.unfinished, unresolved_count);
    return unresolved_count > 0 ? 1 : 0;
  }
  auto section = [](const std::string& title, const std::vector<std::string>& lines) {
    std::printf("== %s: %zu\n", title.c_str(), lines.size());
    for (const auto& l : lines) std::printf("  %s\n", l.c_str());
  };
  auto lines = [](const std::vector<Finding>& fs) {
    std::vector<std::string> out;
    for (const auto& f : fs) out.push_back(f.line);
    return out;
  };
  std::printf("conflicts %s: %zu games searched (seed %llu)\n", s.game->name().c_str(), r.games,
              static_cast<unsigned long long>(seed));
  section("contradictions in the sources", r.contradictions);
  section(fmt::format("card-over-rulebook overrides ({} reached)", overrides_reached), lines(overrides));
  section(fmt::format("can/can't collisions ({} reached, decided by the golden rules)", collisions_reached),
          lines(collisions));
  section("situations the rules do not decide", lines(undecided));
  if (!never_ending.empty()) section("effects that never end", lines(never_ending));
  if (!trigger_orders.empty())
    section("simultaneous triggers whose order changes the state (decided by 000:481)", lines(trigger_orders));
  if (!musts.empty())
    section(fmt::format("musts blocked by the rules ({} met blocked, no golden rule decides)", r.musts.blocked().size()),
            lines(musts));
  section("engine disagreements", r.divergences);
  // Games that never end: each reached the decision limit with no outcome
  // (printed when there is one, so the reports of games that end read as before).
  if (r.unfinished > 0)
    section("games that never end",
            {fmt::format("{} of {} games reached the decision limit ({} decisions) without an outcome; the first: "
                         "seed {} (canbeat play --seed {} says \"out of budget\")",
                         r.unfinished, r.games, search_decision_limit, r.first_unfinished_seed,
                         r.first_unfinished_seed)});
  if (r.pairs.disjoint())
    std::printf("(%zu more can/can't pairs cannot meet: each statement is about its own card)\n",
                r.pairs.disjoint());
  std::printf("unresolved: %zu\n", unresolved_count);
  if (witness_unsaved) return 2;
  return unresolved_count > 0 ? 1 : 0;
}

}  // namespace canbeat::cli
