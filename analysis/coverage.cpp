#include "analysis/coverage.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <map>

#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

namespace {

// The line of the file's `index`-th choice: every line after `choices` is
// one (harness/README.md), so it is counted from there.
std::size_t choice_line(const std::string& path, std::size_t index) {
  std::ifstream in(path);
  std::string line;
  for (std::size_t n = 1; std::getline(in, line); ++n)
    if (line == "choices" || line == "choices\r") return n + 1 + index;
  return 0;
}

// A decision's options for an error a person reads: the first few.
std::string some_options(const std::vector<std::string>& keys) {
  constexpr std::size_t shown = 8;
  auto end = keys.begin() + static_cast<long>(std::min(shown, keys.size()));
  std::string out = fmt::format("{}", fmt::join(keys.begin(), end, ", "));
  if (keys.size() > shown) out += fmt::format(" and {} more", keys.size() - shown);
  return out;
}

// The tallies of one replay, by the AST node that was reached.
struct Reached {
  std::map<const void*, long> times;

  void add(const interp::Reference& ref) {
    for (const ast::Power* p : ref.activation_log()) ++times[p];
    for (const ast::Trigger* t : ref.resolution_log()) ++times[t];
    for (const ast::Continuous* e : ref.continuous_log()) ++times[e];
    for (const interp::LegalityAnswer& a : ref.legality_log()) {
      if (a.decider) ++times[a.decider];
      // A `must` decides nothing: it is reached when it holds in a query
      // (as reached_now, which the ability search asks, reads it).
      for (const auto& m : a.required) ++times[m.statement];
    }
  }
};

}  // namespace

// Each definition once, as `cards` lists them: a deck line that uses a set's
// card adds nothing.
std::vector<const ast::CardDef*> card_definitions(const dsl::Game& g) {
  std::vector<const ast::CardDef*> defs;
  auto add = [&defs](const ast::CardDef* c) {
    if (std::find(defs.begin(), defs.end(), c) == defs.end()) defs.push_back(c);
  };
  for (const ast::CardSet* s : g.all<ast::CardSet>())
    for (const ast::CardDef& c : s->cards) add(&c);
  for (const dsl::DeckList& d : g.deck_lists())
    for (const dsl::DeckCard& c : d.cards) add(c.def);
  return defs;
}

std::size_t Coverage::reached() const {
  std::size_t n = 0;
  for (const Ability& a : abilities) n += a.times > 0;
  return n;
}

Coverage card_abilities(const dsl::Game& g) {
  Coverage c;
  for (const ast::CardDef* card : card_definitions(g))
    for (const ast::CardItem& item : card->items) {
      if (const auto* p = boost::get<ast::Power>(&item.get())) c.abilities.push_back({card, p, nullptr, nullptr, nullptr, 0, {}});
      if (const auto* s = boost::get<ast::Permission>(&item.get()))
        c.abilities.push_back({card, nullptr, s, nullptr, nullptr, 0, {}});
      if (const auto* t = boost::get<ast::Trigger>(&item.get()))
        c.abilities.push_back({card, nullptr, nullptr, t, nullptr, 0, {}});
      if (const auto* e = boost::get<ast::Continuous>(&item.get()))
        c.abilities.push_back({card, nullptr, nullptr, nullptr, e, 0, {}});
    }
  return c;
}

// The reference's logs hold what was reached since the last choice: read
// after the start (up to the first decision) and after every choice.
void add_game(Coverage& c, const dsl::Game& g, const Repro& r, const std::string& path) {
  c.files.push_back(path);
  Reached reached;
  auto tally = [&] {
    for (Ability& a : c.abilities) {
      auto it = reached.times.find(&ability_pos(a));
      if (it == reached.times.end()) continue;
      a.times += it->second;
      a.games.push_back(path);
    }
  };
  Setup setup;
  setup.players = r.seats.size();
  setup.decks = r.decks;
  try {
    interp::Reference ref(g, setup);
    reached.add(ref);
    for (std::size_t i = 0; i < r.choices.size(); ++i) {
      const std::string& key = r.choices[i];
      if (ref.outcome().kind != Outcome::Kind::ongoing)
        throw ReproError(fmt::format("{}:{}:1: error: expected the end of the file: the game ended ({}) after {} choices",
                                     path, choice_line(path, i), outcome_text(ref.outcome(), ref.seats()), i));
      if (ref.find_option(key) == Engine::npos)
        throw ReproError(fmt::format("{}:{}:1: error: expected an option of decision {} ({}), got '{}'", path,
                                     choice_line(path, i), i + 1, some_options(ref.option_keys()), key));
      ref.apply(key);
      reached.add(ref);
    }
  } catch (...) {
    tally();
    throw;
  }
  tally();
}

bool reached_now(const interp::Reference& ref, const Ability& a) {
  if (a.power) {
    const std::vector<const ast::Power*>& log = ref.activation_log();
    return std::find(log.begin(), log.end(), a.power) != log.end();
  }
  if (a.trigger) {
    const std::vector<const ast::Trigger*>& log = ref.resolution_log();
    return std::find(log.begin(), log.end(), a.trigger) != log.end();
  }
  if (a.continuous) {
    const std::vector<const ast::Continuous*>& log = ref.continuous_log();
    return std::find(log.begin(), log.end(), a.continuous) != log.end();
  }
  const std::vector<interp::LegalityAnswer>& log = ref.legality_log();
  // A `must` decides nothing: it is reached when it holds in a query.
  return std::any_of(log.begin(), log.end(), [&](const interp::LegalityAnswer& x) {
    return x.decider == a.statement ||
           std::any_of(x.required.begin(), x.required.end(), [&](const auto& m) { return m.statement == a.statement; });
  });
}

std::string statement_text(const ast::Permission& s) {
  return fmt::format("{} {}({}){}", s.modality, s.action, fmt::join(s.params, ", "),
                     s.cite ? " \"" + *s.cite + "\"" : "");
}

const ast::Pos& ability_pos(const Ability& a) {
  if (a.power) return *a.power;
  if (a.trigger) return *a.trigger;
  if (a.continuous) return *a.continuous;
  return *a.statement;
}

std::string ability_kind(const Ability& a) {
  if (a.power) return "power";
  if (a.trigger) return "trigger";
  if (a.continuous) return "continuous";
  return a.statement->modality;
}

std::string ability_name(const Ability& a) {
  if (a.power) return a.power->name;
  if (a.trigger) return a.trigger->cite.value_or(a.trigger->event);
  if (a.continuous) return a.continuous->cite.value_or(a.continuous->name);
  return statement_text(*a.statement);
}

std::string ability_text(const Ability& a) {
  std::string card = (a.card->id ? *a.card->id + " " : "") + "\"" + a.card->name + "\"";
  if (a.statement) return card + " " + statement_text(*a.statement);
  return fmt::format("{} {} \"{}\"", card, ability_kind(a), ability_name(a));
}

}  // namespace canbeat::analysis
