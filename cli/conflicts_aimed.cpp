#include "cli/conflicts_aimed.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "analysis/pair_cards.hpp"
#include "analysis/start_search.hpp"
#include "engines/registry.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;

namespace {

// The table with every seat's deck named (the game's defaults filled in).
Setup full_table(const dsl::Game& g, const Setup& t) {
  std::vector<std::string> decks = g.decks_for(t.players, t.decks);
  return {decks, decks.size()};
}

bool deals(const dsl::DeckList& deck, const ast::CardDef* card) {
  auto is = [card](const dsl::DeckCard& c) { return c.def == card; };
  return std::any_of(deck.cards.begin(), deck.cards.end(), is) ||
         std::any_of(deck.outside.begin(), deck.outside.end(), is);
}

// A table like `base` dealing `card`: the game's table rules' (a deck
// variant), or else the first seat given a deck of the game that holds it.
std::optional<Setup> table_with(const dsl::Game& g, const Setup& base, const ast::CardDef& card) {
  Setup full = full_table(g, base);
  if (std::optional<Setup> t = table_dealing(g, full, card)) return t;
  for (const dsl::DeckList& deck : g.deck_lists())
    if (deals(deck, &card) && !full.decks.empty()) {
      Setup t = full;
      t.decks[0] = deck.name;
      return t;
    }
  return std::nullopt;
}

bool wanted(const StatementPair& p) { return p.reached == 0 && p.impossible.empty(); }

std::string pair_key(const std::string& winner, const std::string& loser) { return winner + "\n" + loser; }

// The tables that deal a card a wanted pair is about (analysis/pair_cards.hpp)
// and table `s` does not, each once, in pair order. A pair of a type of
// card table `s` deals gets one that deals the first such card it deals
// in another seat too (engines/registry.hpp table_dealing), where the
// game's rules make one: a kind of card met only in one seat's hands.
std::vector<Setup> dealing_tables(const Session& s, const ConflictSearch& r) {
  const std::set<const ast::CardDef*> at_base = cards_dealt(*s.game, s.setup);
  std::vector<Setup> out;
  auto add = [&out](const std::optional<Setup>& t) {
    if (t && std::find(out.begin(), out.end(), *t) == out.end()) out.push_back(*t);
  };
  for (const StatementPair& p : r.pairs.pairs()) {
    if (!wanted(p)) continue;
    for (const ast::CardDef* card : pair_cards(*s.game, p))
      if (!at_base.count(card)) add(table_with(*s.game, s.setup, *card));
    for (const ast::CardDef* card : pair_type_cards(*s.game, p))
      if (std::optional<Setup> t = at_base.count(card) ? table_dealing(*s.game, full_table(*s.game, s.setup), *card)
                                                       : std::nullopt) {
        add(t);
        break;
      }
  }
  return out;
}

// The keys of the pairs still looked for: `open` ones from the start and
// from positions, `staged` ones (witnessed from a position of an earlier
// table) from the start only, since a game from the start is worth more.
struct Sought {
  std::set<std::string> open, staged;
  bool any(const std::string& k) const { return open.count(k) || staged.count(k); }
  bool empty() const { return open.empty() && staged.empty(); }
};

// Only the pairs still wanted stay in `r2`, a search of another table:
// the rest of what it found belongs to that table's own report.
void keep_wanted(ConflictSearch& r2, const Sought& keys) {
  r2.undecided.clear(), r2.never_ending.clear(), r2.trigger_orders.clear(), r2.errors.clear();
  r2.musts.blocked().clear();
  r2.unfinished = 0;
  for (StatementPair& p : r2.pairs.pairs())
    if (!keys.any(pair_key(p.winner->text, p.loser->text))) p.reached = 0;
}

// Finding `f`, still sought, takes table `table`'s finding `g` of the same
// pair: a witness from the start ends the search for it (a position's file
// it replaces goes), one from a position only when it has none; else the
// table joins what was tried. Returns whether `f` gained a witness.
bool take(PairFinding& f, const PairFinding& g, const std::string& table, Sought& keys, bool searched, long games) {
  const std::string key = pair_key(f.winner, f.loser);
  if (g.witness && !g.witness->from_position) {
    std::error_code ec;
    if (f.witness) std::filesystem::remove(f.witness->path, ec);
    f = g, f.table = table;
    keys.open.erase(key), keys.staged.erase(key);
    return true;
  }
  if (g.witness && !f.witness) {
    f = g, f.table = table;
    keys.open.erase(key), keys.staged.insert(key);
    return true;
  }
  if (searched && !f.witness) {
    std::string then = g.tried.empty() ? "" : fmt::format(", then {}", fmt::join(g.tried, ", "));
    f.tried.push_back(fmt::format("{} games on the table {}{}", games, table, then));
  }
  return false;
}

// Each finding of `report` still sought takes `found`'s (take above), a
// search of table `table`, `searched` the pairs it looked for from its start.
std::size_t merge_found(ConflictReport& report, const ConflictReport& found, const std::string& table, Sought& keys,
                        const std::set<std::string>& searched, long games) {
  std::size_t witnessed = 0;
  for (auto* list : {&report.overrides, &report.collisions})
    for (PairFinding& f : *list) {
      const std::string key = pair_key(f.winner, f.loser);
      if (!keys.any(key)) continue;
      for (const auto* other : {&found.overrides, &found.collisions})
        for (const PairFinding& g : *other)
          if (g.winner == f.winner && g.loser == f.loser) witnessed += take(f, g, table, keys, searched.count(key), games);
    }
  return witnessed;
}

// A session of table `t` of the game `s` plays, as the search needs it.
Session table_session(const Session& s, const Setup& t) {
  Session aimed;
  aimed.game = load_game_or_throw(s.game->dir);
  build_decks(*aimed.game, t.decks);
  aimed.setup = t;
  aimed.deadline = s.deadline;
  aimed.jobs = s.jobs;
  aimed.play_without_refused();
  return aimed;
}

}  // namespace

std::size_t witness_on_dealing_tables(const Session& s, const ConflictSearch& r, ConflictReport& report, long games,
                                      std::uint64_t seed, int jobs, const SaverFor& saver, const SinkFor& sink) {
  Sought keys;
  for (const StatementPair& p : r.pairs.pairs())
    if (wanted(p)) keys.open.insert(pair_key(p.winner->text, p.loser->text));
  std::size_t witnessed = 0;
  for (const Setup& t : dealing_tables(s, r)) {
    if (keys.empty() || s.time_up()) break;
    Session aimed = table_session(s, t);
    ConflictSearch r2 = find_conflicts(aimed, games, seed, jobs);
    for (const std::string& d : r2.divergences) report.divergences.push_back({d});
    keep_wanted(r2, keys);
    ConflictReport found = conflict_report(aimed, r2, games, seed, saver(aimed), jobs);
    // The pairs this table deals a card of and its games did not meet:
    // aimed at from its start, then (those no position witnessed yet)
    // from its positions.
    const std::set<const ast::CardDef*> here = cards_dealt(*aimed.game, aimed.setup);
    std::set<std::string> searched;  // the pairs this table deals a card of
    auto deals_of = [&](const std::set<std::string>& among) {
      return [&, among](const StatementPair& p) {
        const std::vector<const ast::CardDef*> cards = pair_cards(*aimed.game, p);
        const std::string key = pair_key(p.winner->text, p.loser->text);
        bool dealt = among.count(key) && std::any_of(cards.begin(), cards.end(),
                                                     [&here](const ast::CardDef* c) { return here.count(c) > 0; });
        if (dealt) searched.insert(key);
        return dealt;
      };
    };
    std::set<std::string> all = keys.open;
    all.insert(keys.staged.begin(), keys.staged.end());
    std::size_t cap = static_cast<std::size_t>(std::max<long>(games, 1)) * shrink_replays_per_game;
    witness_from_start(aimed, r2, found, saver(aimed), cap, seed, start_budget(games), deals_of(all), jobs);
    witness_from_positions(aimed, r2, found, sink(aimed), seed, position_budget(games), deals_of(keys.open), jobs);
    const std::string table = fmt::format("{}", fmt::join(aimed.game->decks_for(t.players, t.decks), ","));
    witnessed += merge_found(report, found, table, keys, searched, games);
  }
  return witnessed;
}

}  // namespace canbeat::cli
