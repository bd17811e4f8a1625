#include "analysis/findings.hpp"

#include <algorithm>

#include "analysis/json.hpp"

namespace canbeat::analysis {
namespace {

using It = fmt::format_context::iterator;

// The first few of a long list, for a line a person reads; JSON has all.
std::string first_few(const std::vector<std::string>& items) {
  constexpr std::size_t shown = 8;
  auto end = items.begin() + static_cast<long>(std::min(shown, items.size()));
  std::string out = fmt::format("{}", fmt::join(items.begin(), end, ", "));
  if (items.size() > shown) out += fmt::format(" and {} more", items.size() - shown);
  return out;
}

// What a search tried beyond its games, after "budget N games".
std::string tried_text(const std::vector<std::string>& tried) {
  return tried.empty() ? "" : fmt::format("; then {}", fmt::join(tried, "; then "));
}

std::string json_strings(const std::vector<std::string>& items) {
  std::vector<std::string> quoted;
  for (const std::string& i : items) quoted.push_back(json_string(i));
  return fmt::format("[{}]", fmt::join(quoted, ", "));
}

// Where a legality query was met: an option's condition, or a rule itself.
std::string met_at(const std::string& option) {
  return option.empty() ? "a rule's own query" : "option '" + option + "'";
}

// A list of findings as JSON: each one's `{:j}`.
template <class T>
It json_list_to(It out, const std::vector<T>& items) {
  return fmt::format_to(out, "[{:j}]", fmt::join(items, ", "));
}

// One section of the text report: its heading with the count, then a line each.
template <class T>
It section_to(It out, const std::string& title, const std::vector<T>& items) {
  out = fmt::format_to(out, "== {}: {}\n", title, items.size());
  for (const T& item : items) out = fmt::format_to(out, "  {}\n", item);
  return out;
}

template <class T>
std::size_t witnessed(const std::vector<T>& findings) {
  return static_cast<std::size_t>(std::count_if(findings.begin(), findings.end(), [](const T& f) {
    return f.witness.has_value() && !f.witness->from_position;
  }));
}

template <class T>
std::size_t from_position(const std::vector<T>& findings) {
  return static_cast<std::size_t>(std::count_if(findings.begin(), findings.end(), [](const T& f) {
    return f.witness.has_value() && f.witness->from_position;
  }));
}

// ", 2 from a position" when any is.
template <class T>
std::string positions_text(const std::vector<T>& findings) {
  std::size_t n = from_position(findings);
  return n ? fmt::format(", {} from a position", n) : "";
}

template <class T>
std::size_t impossible(const std::vector<T>& findings) {
  return static_cast<std::size_t>(
      std::count_if(findings.begin(), findings.end(), [](const T& f) { return !f.impossible.empty(); }));
}

// " (1 reached, 1 from a position, 1 impossible)": the undecided
// situations' counts, when any is from a position or impossible.
std::string undecided_counts(const std::vector<UndecidedFinding>& u) {
  if (!from_position(u) && !impossible(u)) return "";
  std::string never = impossible(u) ? fmt::format(", {} impossible", impossible(u)) : "";
  return fmt::format(" ({} reached{}{})", witnessed(u), positions_text(u), never);
}

It report_text(It out, const ConflictReport& r) {
  out = fmt::format_to(out, "conflicts {}: {} games searched (seed {})\n", r.game, r.games, r.seed);
  out = section_to(out, "contradictions in the sources", r.contradictions);
  out = section_to(out, fmt::format("card-over-rulebook overrides ({} reached{}, {} impossible)",
                                    witnessed(r.overrides), positions_text(r.overrides), impossible(r.overrides)),
                   r.overrides);
  out = section_to(out, fmt::format("can/can't collisions ({} reached{}, {} impossible, decided by the golden rules)",
                                    witnessed(r.collisions), positions_text(r.collisions), impossible(r.collisions)),
                   r.collisions);
  out = section_to(out, fmt::format("situations the rules do not decide{}", undecided_counts(r.undecided)),
                   r.undecided);
  // The kinds most games never show get no section when empty, so the
  // reports of games that always reach a decision read as before them.
  if (!r.never_ending.empty()) out = section_to(out, "effects that never end", r.never_ending);
  if (!r.trigger_orders.empty())
    out = section_to(out, "simultaneous triggers whose order changes the state (the rules give the choice to a player)",
                     r.trigger_orders);
  if (!r.musts.empty())
    out = section_to(out, fmt::format("musts blocked by the rules ({} met blocked, no golden rule decides)",
                                      witnessed(r.musts)),
                     r.musts);
  if (!r.unenforced.empty())
    out = section_to(out, "musts required, not enforced (the rules require the action and let the player do otherwise)",
                     r.unenforced);
  if (!r.errors.empty()) out = section_to(out, "games that end in an error of the rules", r.errors);
  out = section_to(out, "engine disagreements", r.divergences);
  if (r.unfinished.count > 0) out = section_to(out, "games that never end", std::vector{r.unfinished});
  if (r.disjoint_pairs)
    out = fmt::format_to(out, "({} more can/can't pairs cannot meet: each statement is about its own card)\n",
                         r.disjoint_pairs);
  return fmt::format_to(out, "unresolved: {}\n", r.unresolved);
}

It report_json(It out, const ConflictReport& r) {
  out = fmt::format_to(out, "{{\"game\": {}, \"games\": {}, \"seed\": {}, \"contradictions\": ", json_string(r.game),
                       r.games, r.seed);
  out = json_list_to(out, r.contradictions);
  out = json_list_to(fmt::format_to(out, ", \"overrides\": "), r.overrides);
  out = json_list_to(fmt::format_to(out, ", \"collisions\": "), r.collisions);
  out = fmt::format_to(out, ", \"disjoint_pairs\": {}, \"undecided\": ", r.disjoint_pairs);
  out = json_list_to(out, r.undecided);
  out = json_list_to(fmt::format_to(out, ", \"errors\": "), r.errors);
  out = json_list_to(fmt::format_to(out, ", \"divergences\": "), r.divergences);
  out = json_list_to(fmt::format_to(out, ", \"never_ending\": "), r.never_ending);
  out = json_list_to(fmt::format_to(out, ", \"trigger_orders\": "), r.trigger_orders);
  out = json_list_to(fmt::format_to(out, ", \"musts\": "), r.musts);
  out = json_list_to(fmt::format_to(out, ", \"unenforced_musts\": "), r.unenforced);
  return fmt::format_to(out, ", \"unfinished\": {:j}, \"unresolved\": {}}}", r.unfinished, r.unresolved);
}

}  // namespace
}  // namespace canbeat::analysis

using namespace canbeat::analysis;
using It = fmt::format_context::iterator;

// In JSON a witness is its path: the file holds the rest.
It fmt::formatter<Witness>::format(const Witness& w, fmt::format_context& ctx) const {
  if (w.from_position && json && !w.scenario_name.empty())
    return fmt::format_to(ctx.out(), "{}, \"scenario\": {}, \"scenario_name\": {}, \"scenario_line\": {}",
                          json_string(w.path), json_string(w.path), json_string(w.scenario_name), w.scenario_line);
  if (w.from_position && json) return fmt::format_to(ctx.out(), "{}, \"scenario\": {}", json_string(w.path), json_string(w.path));
  if (!w.scenario_name.empty())
    return fmt::format_to(ctx.out(), "by the game's own scenario \"{}\" ({}:{}, {} choice{}), on every engine",
                          w.scenario_name, w.path, w.scenario_line, w.choices, w.choices == 1 ? "" : "s");
  if (w.from_position)
    return fmt::format_to(ctx.out(), "from a staged position, {} choices on; scenario {} ({} lines)", w.choices,
                          w.scenario, w.scenario_lines);
  // JSON: the repro's path, and the scenario's as a member beside it.
  if (json) {
    auto out = fmt::format_to(ctx.out(), "{}", json_string(w.path));
    if (!w.scenario.empty()) out = fmt::format_to(out, ", \"scenario\": {}", json_string(w.scenario));
    if (w.aimed_tries) out = fmt::format_to(out, ", \"aimed_tries\": {}", w.aimed_tries);
    return out;
  }
  auto out = fmt::format_to(ctx.out(), "witness {} ({} choices, shrunk from {}", w.path, w.choices, w.shrunk_from);
  if (w.cut_after) out = fmt::format_to(out, "; shrink cut short after {} replays", w.cut_after);
  out = fmt::format_to(out, ")");
  if (w.scenario.empty()) return out;
  return fmt::format_to(out, "; scenario {} ({} lines)", w.scenario, w.scenario_lines);
}

It fmt::formatter<Contradiction>::format(const Contradiction& c, fmt::format_context& ctx) const {
  return fmt::format_to(ctx.out(), "{}", json ? json_string(c.text) : c.text);
}

It fmt::formatter<ErrorFinding>::format(const ErrorFinding& e, fmt::format_context& ctx) const {
  if (json)
    return fmt::format_to(ctx.out(), "{{\"error\": {}, \"status\": \"witnessed\", \"reached\": {}, \"witness\": {:j}}}", json_string(e.error),
                          e.reached, e.witness);
  return fmt::format_to(ctx.out(), "{}: in {} of {} games; {}", e.error, e.reached, e.games, e.witness);
}

It fmt::formatter<Divergence>::format(const Divergence& d, fmt::format_context& ctx) const {
  return fmt::format_to(ctx.out(), "{}", json ? json_string(d.text) : d.text);
}

It fmt::formatter<PairFinding>::format(const PairFinding& p, fmt::format_context& ctx) const {
  const char* rule = p.override_rulebook ? "card beats rulebook" : "can't beats can";
  if (json) {
    auto out = fmt::format_to(ctx.out(), "{{\"winner\": {}, \"loser\": {}, \"rule\": {}, \"status\": \"{}\"",
                              json_string(p.winner), json_string(p.loser), json_string(rule), p.status());
    if (!p.impossible.empty()) return fmt::format_to(out, ", \"reached\": 0, \"why\": {}}}", json_string(p.impossible));
    if (!p.witness) return fmt::format_to(out, ", \"reached\": 0, \"tried\": {}}}", json_strings(p.tried));
    if (!p.table.empty()) out = fmt::format_to(out, ", \"table\": {}", json_string(p.table));
    return fmt::format_to(out, ", \"reached\": {}, \"option\": {}, \"witness\": {:j}}}", p.reached,
                          json_string(p.option), *p.witness);
  }
  auto out = fmt::format_to(ctx.out(), "{} beats {} ({})", p.winner, p.loser, rule);
  if (!p.impossible.empty()) return fmt::format_to(out, ": impossible: {}", p.impossible);
  if (!p.witness) return fmt::format_to(out, ": not reached (budget {} games{})", p.budget, tried_text(p.tried));
  if (!p.table.empty()) out = fmt::format_to(out, ": on the table {}", p.table);
  if (p.witness->from_position)
    return fmt::format_to(out, ": not reached from the start (budget {} games); witnessed {}", p.budget, *p.witness);
  if (p.witness->aimed_tries)
    return fmt::format_to(out, ": not reached in {} games; reached by the aimed search from the start in {} tries; first at {}; {}",
                          p.budget, p.witness->aimed_tries, met_at(p.option), *p.witness);
  return fmt::format_to(out, ": reached {} times; first at {}; {}", p.reached, met_at(p.option), *p.witness);
}

It fmt::formatter<UndecidedFinding>::format(const UndecidedFinding& u, fmt::format_context& ctx) const {
  if (json && !u.impossible.empty())
    return fmt::format_to(ctx.out(),
                          "{{\"id\": {}, \"where\": {}, \"status\": \"impossible\", \"why\": {}, \"reached\": 0, "
                          "\"argument\": {}}}",
                          json_string(u.id), json_string(u.where), json_string(u.why), json_string(u.impossible));
  if (!u.impossible.empty())
    return fmt::format_to(ctx.out(), "undecided {} ({}): impossible: {}", u.id, u.where, u.impossible);
  if (json && !u.witness)
    return fmt::format_to(ctx.out(), "{{\"id\": {}, \"where\": {}, \"status\": \"not-reached\", \"reached\": 0, \"tried\": {}}}",
                          json_string(u.id), json_string(u.where), json_strings(u.tried));
  if (json)
    return fmt::format_to(ctx.out(), "{{\"id\": {}, \"where\": {}, \"status\": \"{}\", \"why\": {}, \"reached\": {}, \"witness\": {:j}}}",
                          json_string(u.id), json_string(u.where), u.status(), json_string(u.why), u.reached, *u.witness);
  if (!u.witness)
    return fmt::format_to(ctx.out(), "undecided {} ({}): not reached (budget {} games{})", u.id, u.where, u.budget,
                          tried_text(u.tried));
  if (u.witness->from_position)
    return fmt::format_to(ctx.out(), "undecided {} ({}): not reached from the start (budget {} games); \"{}\"; witnessed {}",
                          u.id, u.where, u.budget, u.why, *u.witness);
  if (u.witness->aimed_tries)
    return fmt::format_to(ctx.out(), "undecided {} ({}): not reached in {} games; reached by the aimed search from the start in {} tries; \"{}\"; {}",
                          u.id, u.where, u.budget, u.witness->aimed_tries, u.why, *u.witness);
  return fmt::format_to(ctx.out(), "undecided {} ({}): reached in {} of {} games; \"{}\"; {}", u.id, u.where,
                        u.reached, u.games, u.why, *u.witness);
}

It fmt::formatter<NeverEndingFinding>::format(const NeverEndingFinding& n, fmt::format_context& ctx) const {
  if (json) {
    std::vector<std::string> lap;
    for (const auto& at : n.lap) lap.push_back(json_string(at));
    return fmt::format_to(ctx.out(), "{{\"lap\": {}, \"status\": \"witnessed\", \"periodic\": {}, \"at_start\": {}, \"reached\": {}, \"witness\": {:j}}}",
                          json_list(lap), n.periodic, n.at_start, n.reached, n.witness);
  }
  std::string loop = n.periodic ? "lap " + first_few(n.lap) + " repeats with no decision"
                                : "no lap repeats, no decision; the last steps ran " + first_few(n.lap);
  // Before the first decision every game runs away, with no choice to shrink.
  if (n.at_start)
    return fmt::format_to(ctx.out(), "{}: reached before the first decision (every game); witness {} (0 choices)",
                          loop, n.witness.path);
  return fmt::format_to(ctx.out(), "{}: reached in {} of {} games; {}", loop, n.reached, n.games, n.witness);
}

It fmt::formatter<TriggerOrderFinding>::format(const TriggerOrderFinding& t, fmt::format_context& ctx) const {
  if (json)
    return fmt::format_to(ctx.out(), "{{\"triggers\": {}, \"status\": \"witnessed\", \"reached\": {}, \"witness\": {:j}}}",
                          json_string(t.triggers), t.reached, t.witness);
  return fmt::format_to(ctx.out(), "{}: the order changes the state (a player picks it); reached {} times; {}",
                        t.triggers, t.reached, t.witness);
}

namespace {
It format_unenforced(const MustFinding& m, fmt::format_context& ctx, bool json) {
  if (json)
    return fmt::format_to(ctx.out(),
                          "{{\"must\": {}, \"status\": \"witnessed\", \"query\": {}, \"option\": {}, \"open\": {}, \"reached\": {}, "
                          "\"witness\": {:j}}}",
                          json_string(m.must), json_string(m.query), json_string(m.option), json_string(m.open),
                          m.reached, *m.witness);
  return fmt::format_to(ctx.out(),
                        "{} required, not enforced: {} is legal and required, at option '{}', and option '{}' is open "
                        "beside it; reached {} times; {}",
                        m.must, m.query, m.option, m.open, m.reached, *m.witness);
}
}  // namespace

It fmt::formatter<MustFinding>::format(const MustFinding& m, fmt::format_context& ctx) const {
  if (!m.open.empty()) return format_unenforced(m, ctx, json);
  if (json && !m.witness) return fmt::format_to(ctx.out(), "{{\"must\": {}, \"status\": \"not-reached\", \"reached\": 0}}", json_string(m.must));
  if (json)
    return fmt::format_to(ctx.out(),
                          "{{\"must\": {}, \"status\": \"witnessed\", \"query\": {}, \"decider\": {}, \"reached\": {}, \"option\": {}, "
                          "\"witness\": {:j}}}",
                          json_string(m.must), json_string(m.query), json_string(m.decider), m.reached,
                          json_string(m.option), *m.witness);
  if (!m.witness) return fmt::format_to(ctx.out(), "{}: not met blocked (budget {} games)", m.must, m.budget);
  std::string by = m.decider.empty() ? "no statement permits it" : "decided by " + m.decider;
  return fmt::format_to(ctx.out(),
                        "{} blocked: {} is illegal, {} (no golden rule orders a must against it); reached {} times; "
                        "first at {}; {}",
                        m.must, m.query, by, m.reached, met_at(m.option), *m.witness);
}

// In JSON unfinished games are their count; the text names the first seed
// so a person can watch one.
It fmt::formatter<UnfinishedGames>::format(const UnfinishedGames& u, fmt::format_context& ctx) const {
  if (json) return fmt::format_to(ctx.out(), "{}", u.count);
  return fmt::format_to(ctx.out(),
                        "{} of {} games reached the decision limit ({} decisions) without an outcome; the first: "
                        "seed {} (canbeat play --seed {} says \"out of budget\")",
                        u.count, u.games, u.decision_limit, u.first_seed, u.first_seed);
}

It fmt::formatter<ConflictReport>::format(const ConflictReport& r, fmt::format_context& ctx) const {
  return json ? report_json(ctx.out(), r) : report_text(ctx.out(), r);
}
