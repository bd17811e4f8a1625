#include "analysis/ability_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <filesystem>
#include <set>

#include "analysis/table.hpp"
#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "harness/parallel.hpp"
#include "harness/shrink.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

namespace {

// A table prepared once for the explaining reference its games are played
// on, or null when the rules break or run away before the first decision:
// then every game of the table finds nothing.
using Started = std::shared_ptr<const interp::PreparedReference>;

Started prepared(const dsl::Game& g, const Setup& table) {
  try {
    return std::make_shared<const interp::PreparedReference>(g, table, interp::Keep::legality_log);
  } catch (const std::exception&) {
    return nullptr;
  }
}

// A table as both engines read it: every seat's deck named.
Setup full_table(const dsl::Game& g, const Setup& t) {
  Setup full;
  full.players = g.seats_for(t.players).size();
  full.decks = g.decks_for(t.players, t.decks);
  return full;
}

// Every card a table deals, set-aside ones included: a deck lists the cards
// it sets aside too, and play can bring them in.
std::set<const ast::CardDef*> dealt(const dsl::Game& g, const Setup& t) {
  std::set<const ast::CardDef*> cards;
  for (const std::string& d : full_table(g, t).decks)
    if (const dsl::DeckList* deck = g.find_deck(d))
      for (const dsl::DeckCard& c : deck->cards) cards.insert(c.def);
  return cards;
}

// One seeded random game, checked after the start and after every choice
// for the abilities still `wanted`; each found one is cut there. The game
// stops when nothing is wanted any more.
void play_for(const Started& start, const Coverage& c, const Setup& table, std::uint64_t seed,
              const SearchOptions& options, std::vector<std::size_t>& wanted, std::vector<AbilityGame>& found) {
  std::vector<std::string> choices;
  auto check = [&](const interp::Reference& ref) {
    for (auto it = wanted.begin(); it != wanted.end();) {
      if (!reached_now(ref, c.abilities[*it])) {
        ++it;
        continue;
      }
      found.push_back({*it, table, seed, choices.size(), choices});
      it = wanted.erase(it);
    }
  };
  if (!start) return;
  try {
    std::unique_ptr<interp::Reference> started = start->start_reference();
    interp::Reference& ref = *started;
    RandomAgent agent(seed);
    check(ref);
    while (!wanted.empty() && ref.outcome().kind == Outcome::Kind::ongoing && choices.size() < options.max_steps) {
      choices.push_back(ref.option_key(agent.choose(ref)));
      ref.apply(choices.back());
      check(ref);
    }
  } catch (const std::exception&) {
    // The rules broke or ran away: the game finds nothing more (`canbeat
    // conflicts` and `diff` are the commands that report such games).
  }
}

// "The game reaches the ability at its last choice", for shrink_witness:
// keys that are not options are skipped, and the keys after the reaching
// one are dropped, so a shrunk game still ends where it reaches it.
// `engine` makes a reference interpreter (or throws).
StepProperty reaches(EngineFactory engine, const Ability& a) {
  StepProperty p{std::move(engine), saved_reference, {}, {}, {}};
  p.along = [&a](const Engine& e) {
    return reached_now(static_cast<const interp::Reference&>(e), a) ? std::string("reached") : std::string();
  };
  p.on_error = [](const std::exception&) { return std::string(); };
  return p;
}

std::string where_file_line(const dsl::Game& g, const Ability& a) {
  dsl::Where w = g.where(ability_pos(a));
  return fmt::format("{}:{}", std::filesystem::path(w.file).filename().string(), w.line);
}

}  // namespace

std::vector<Setup> search_tables(const dsl::Game& g, const Setup& base) {
  Setup first = full_table(g, base);
  std::vector<Setup> tables{first};
  std::set<const ast::CardDef*> at_base = dealt(g, first);
  for (const Ability& a : card_abilities(g).abilities) {
    if (at_base.count(a.card)) continue;
    std::optional<Setup> t = table_dealing(g, first, *a.card);
    if (t && std::find(tables.begin(), tables.end(), *t) == tables.end()) tables.push_back(*t);
  }
  return tables;
}

std::string table_text(const dsl::Game& g, const Setup& table) {
  return fmt::format("{}", fmt::join(full_table(g, table).decks, ","));
}

namespace {

// A table's games, seeds first_seed, first_seed + 1, ..., on `jobs` threads:
// each game is played for every ability the table's search starts with,
// and its finds are taken in seed order for the abilities still wanted, so
// the search is the one a single thread makes. Returns the games taken.
std::size_t search_table(const dsl::Game& g, const Coverage& c, const Setup& table, std::vector<std::size_t> wanted,
                         const SearchOptions& options, std::vector<AbilityGame>& found) {
  const std::vector<std::size_t> start = wanted;
  std::vector<std::uint64_t> seeds;
  for (std::size_t k = 0; k < options.games_per_table; ++k) seeds.push_back(options.first_seed + k);
  std::atomic<bool> done{wanted.empty()};
  std::size_t played = 0;
  const Started first = done ? nullptr : prepared(g, table);
  auto work = [&](std::uint64_t seed) {
    std::vector<AbilityGame> finds;
    std::vector<std::size_t> all = start;
    if (!done) play_for(first, c, table, seed, options, all, finds);
    return finds;
  };
  auto take = [&](std::uint64_t, std::vector<AbilityGame> finds) {
    if (done) return;
    ++played;
    for (AbilityGame& f : finds)
      if (auto it = std::find(wanted.begin(), wanted.end(), f.ability); it != wanted.end())
        wanted.erase(it), found.push_back(std::move(f));
    done = wanted.empty();
  };
  ordered_parallel(seeds, options.jobs, work, take);
  return played;
}

}  // namespace

AbilitySearch search_abilities(const dsl::Game& g, const Coverage& c, const std::vector<Setup>& tables,
                               const SearchOptions& options) {
  try {
    g.deck_lists();  // built once here, then only read by the threads
  } catch (const std::exception&) {
    // A deck that does not build fails each game alike.
  }
  AbilitySearch out;
  out.dealing.assign(c.abilities.size(), 0);
  std::vector<bool> open(c.abilities.size());
  for (std::size_t i = 0; i < c.abilities.size(); ++i) open[i] = c.abilities[i].times == 0;
  for (const Setup& t : tables) {
    Setup table = full_table(g, t);
    std::set<const ast::CardDef*> cards = dealt(g, table);
    std::vector<std::size_t> wanted;
    for (std::size_t i = 0; i < c.abilities.size(); ++i)
      if (open[i] && cards.count(c.abilities[i].card)) wanted.push_back(i);
    std::size_t before = out.found.size();
    std::size_t played = search_table(g, c, table, wanted, options, out.found);
    for (std::size_t k = before; k < out.found.size(); ++k) open[out.found[k].ability] = false;
    out.games.push_back(played);
    for (std::size_t i = 0; i < c.abilities.size(); ++i) out.dealing[i] += cards.count(c.abilities[i].card) ? played : 0;
  }
  for (std::size_t i = 0; i < c.abilities.size(); ++i)
    if (open[i] && c.abilities[i].times == 0) out.missed.push_back(i);
  std::sort(out.found.begin(), out.found.end(),
            [](const AbilityGame& a, const AbilityGame& b) { return a.ability < b.ability; });
  if (options.shrink_replays == 0) return out;
  std::vector<std::size_t> order(out.found.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  auto shrink_one = [&](std::size_t i) {
    const AbilityGame& f = out.found[i];
    Started start = prepared(g, f.table);
    EngineFactory engine = [&g, &f, start]() -> std::unique_ptr<Engine> {
      if (start) return start->start();
      return std::make_unique<interp::Reference>(g, f.table);  // throws as the start of play did
    };
    return shrink_witness(reaches(engine, c.abilities[f.ability]), f.choices, options.shrink_replays);
  };
  ordered_parallel(order, options.jobs, shrink_one, [&](std::size_t i, WitnessShrink w) {
    if (!w.signature.empty()) out.found[i].choices = w.choices;
  });
  return out;
}

Repro ability_repro(const dsl::Game& g, const Coverage& c, const AbilityGame& found) {
  const Ability& a = c.abilities[found.ability];
  Repro r;
  r.version = 1;
  r.game = g.name();
  r.rules_hash = g.rules_hash;
  r.cards_hash = g.cards_hash;
  r.seats = g.seats_for(found.table.players);
  r.decks = g.decks_for(found.table.players, found.table.decks);
  r.comments = {
      fmt::format("canbeat coverage --fill: reaches {} ({}) at its last choice", ability_text(a), where_file_line(g, a)),
      fmt::format("random game seed {} at {}, cut after {} choices, shrunk to {}", found.seed, table_text(g, found.table),
                  found.cut, found.choices.size())};
  r.choices = found.choices;
  return r;
}

std::string ability_stem(const Coverage& c, std::size_t ability) {
  const Ability& a = c.abilities[ability];
  std::size_t n = 1;
  for (std::size_t i = 0; i < ability; ++i) n += c.abilities[i].card == a.card;
  std::string card = a.card->id ? *a.card->id : a.card->name;
  for (char& ch : card)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-') ch = '-';
  return fmt::format("ability-{}-{}", card, n);
}

}  // namespace canbeat::analysis
