// Data from a loaded DSL game through dsl/game.hpp's API only: the seats
// and decks of the table, each card's stats, type, team and keywords.
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/cards/facts.hpp"
#include "fast-engine/vs2pcg/card_words.hpp"
#include "fast-engine/vs2pcg/data.hpp"

namespace canbeat::fast::vs2pcg {

namespace x3 = boost::spirit::x3;

// vs2pcg.rules declares each type with its short name (`type main_character = "MC"`),
// so a card may name its type by either.
Type vs2pcg_type(const std::string& t, const std::string& card) {
  if (t == "main_character" || t == "MC") return Type::main_character;
  if (t == "supporting_character" || t == "SC") return Type::supporting_character;
  if (t == "plot_twist" || t == "PT") return Type::plot_twist;
  if (t == "equipment" || t == "EQ") return Type::equipment;
  if (t == "location" || t == "LOC") return Type::location;
  if (t == "facehugger_pile" || t == "FP") return Type::facehugger_pile;
  throw std::invalid_argument("vs2pcg: card '" + card + "' has unknown type '" + t + "'");
}

namespace {

constexpr struct {
  const char* name;
  Keyword bit;
} kKeywords[] = {{"flight", kw_flight},       {"ranged", kw_ranged},   {"creature", kw_creature},
                 {"swarm", kw_swarm},         {"passive", kw_passive}, {"ferocious", kw_ferocious},
                 {"lethal", kw_lethal},       {"monstrous", kw_monstrous}, {"leader", kw_leader},
                 {"dodge", kw_dodge},         {"stealth", kw_stealth}, {"invade", kw_invade},
                 {"quick_draw", kw_quick_draw}, {"invisibility", kw_invisibility},
                 {"angry", kw_angry},         {"combat_master", kw_combat_master},
                 {"durable", kw_durable},     {"death_trap", kw_death_trap},
                 {"no_autographs", kw_no_autographs}, {"sniper_nest", kw_sniper_nest}};

std::uint32_t keywords_of(const ast::CardDef& def) {
  std::uint32_t bits = 0;
  for (const auto& k : kKeywords)
    if (dsl::card_has(def, k.name)) bits |= k.bit;
  return bits;
}

Card card_of(const dsl::Game& game, const cards::Binding& binding, const dsl::DeckCard& dc) {
  const ast::CardDef& def = *dc.def;
  auto type = dsl::card_name_value(def, "type");
  if (!type) refuse_at(game, def, "card '" + def.name + "' has no type");
  Card c;
  auto number = [&](const char* key, Stat bit) {
    std::optional<int> n = fast::card_number(game, def, key);
    if (!n) c.missing |= bit;
    return n.value_or(0);
  };
  c.name = def.name;
  try {
    c.type = vs2pcg_type(*type, def.name);
  } catch (const std::invalid_argument& e) {
    refuse_at(game, def, e.what());
  }
  c.cost = number("cost", st_cost);
  c.atk = number("atk", st_atk);
  c.def = number("def", st_def);
  c.health = number("health", st_health);
  c.level = number("level", st_level);
  for (const std::string& st : vs2pcg_stats(game)) c.stats.push_back(fast::card_number(game, def, st));
  c.team = dsl::card_name_value(def, "team").value_or("");
  c.keywords = keywords_of(def);
  const std::vector<std::string> facts = vs2pcg_facts(game);
  for (std::size_t i = 0; i < facts.size(); ++i)
    if (dsl::card_has(def, facts[i])) c.facts |= 1u << i;
  // "Locations" (000:459): the power symbols it pays for (`symbol ...`).
  for (const char* name : kSymbolNames)
    if (dsl::card_has(def, name)) c.symbols |= vs2pcg_symbol(name);
  for (const auto& item : def.items)
    if (const auto* p = boost::get<ast::Power>(&item.get())) c.powers.push_back(power_of(game, binding, def, *p));
    else if (const auto* st = boost::get<ast::Permission>(&item.get()); st && (st->modality != "must" || st->only))
      // A `must` decides no legality query (docs/dsl.md "Requirement"),
      // an obligation does (`must only`, refused by the compiler).
      c.statements.push_back(compile_statement(game, binding, def, *st));
  // Triggers after the Super Powers: a power keeps its printed index.
  for (const auto& item : def.items)
    if (const auto* t = boost::get<ast::Trigger>(&item.get())) c.powers.push_back(trigger_of(game, binding, def, *t));
  for (const auto& item : def.items)
    if (const auto* e = boost::get<ast::Continuous>(&item.get()))
      c.continuous.push_back(continuous_of(game, binding, def, *e));
  c.fact_ids = cards::fact_ids(binding, def);
  c.copies = int(dc.copies);
  return c;
}

}  // namespace

std::vector<std::string> vs2pcg_facts(const dsl::Game& game) {
  std::vector<std::string> out;
  for (const ast::Declare* d : game.all<ast::Declare>())
    if ((d->what == "team" || d->what == "trait") && out.size() < 32) out.push_back(d->name);
  return out;
}

std::vector<std::string> vs2pcg_stats(const dsl::Game& game) {
  static constexpr const char* kFive[] = {"cost", "atk", "def", "health", "level"};
  std::vector<std::string> out;
  for (const ast::Declare* d : game.all<ast::Declare>())
    if (d->what == "stat" && std::find(std::begin(kFive), std::end(kFive), d->name) == std::end(kFive))
      out.push_back(d->name);
  return out;
}

std::vector<std::string> vs2pcg_teams(const dsl::Game& game) {
  std::vector<std::string> out;
  for (const ast::Declare* d : game.all<ast::Declare>())
    if (d->what == "team") out.push_back(d->name);
  return out;
}

int vs2pcg_team_id(const dsl::Game& game, const std::string& name) {
  const std::vector<std::string> teams = vs2pcg_teams(game);
  const auto at = std::find(teams.begin(), teams.end(), name);
  return at == teams.end() ? 0 : int(at - teams.begin()) + 1;
}

std::vector<std::string> vs2pcg_card_names(const dsl::Game& game) {
  std::vector<std::string> out;
  auto add = [&](const ast::CardDef& d) {
    if (std::find(out.begin(), out.end(), d.name) == out.end()) out.push_back(d.name);
  };
  for (const ast::CardSet* s : game.all<ast::CardSet>())
    for (const ast::CardDef& d : s->cards) add(d);
  for (const dsl::DeckList& deck : game.deck_lists()) {
    for (const dsl::DeckCard& d : deck.cards) add(*d.def);
    for (const dsl::DeckCard& d : deck.outside) add(*d.def);
  }
  return out;
}

int vs2pcg_name_id(const dsl::Game& game, const std::string& name) {
  const std::vector<std::string> names = vs2pcg_card_names(game);
  const auto at = std::find(names.begin(), names.end(), name);
  return at == names.end() ? -1 : int(at - names.begin());
}

std::uint32_t vs2pcg_fact(const dsl::Game& game, const std::string& name) {
  const std::vector<std::string> facts = vs2pcg_facts(game);
  for (std::size_t i = 0; i < facts.size(); ++i)
    if (facts[i] == name) return 1u << i;
  return 0;
}

std::uint32_t vs2pcg_keyword(const std::string& name) {
  for (const auto& k : kKeywords)
    if (name == k.name) return k.bit;
  return 0;
}

// The per_card vars of vs2pcg.rules, which the engine keeps by name in
// CardState (card_state.hpp lists them in the same order).
// The duration a var is declared to last (`var v: per_card, turn = 0;`),
// "" none. The desugaring pass takes the flag out of the kernel and turns
// `expire turn;` into resets the fast engine does not run (it ends "this
// turn" and "this combat" natively), so the flag is read as written.
static std::string duration_of(const canbeat::dsl::Game& game, const std::string& var) {
  for (const auto& f : game.files)
    for (const auto& decl : f.written.decls)
      if (const auto* d = boost::get<ast::Declare>(&decl.var); d && d->what == "var" && d->name == var)
        for (const std::string& flag : d->flags)
          if (flag == "turn" || flag == "combat") return flag;  // vs2pcg.rules' durations
  return "";
}

// The vars declared with `flag` whose names are not among the rules' own.
template <std::size_t N>
static std::vector<CardSetVar> set_vars(const canbeat::dsl::Game& game, const char* flag, const char* const (&rules)[N]) {
  std::vector<CardSetVar> out;
  for (const ast::Declare* d : game.all<ast::Declare>()) {
    if (d->what != "var" || std::find(d->flags.begin(), d->flags.end(), flag) == d->flags.end()) continue;
    if (std::find(std::begin(rules), std::end(rules), d->name) != std::end(rules)) continue;
    int init = 0;
    if (d->init) {
      const ast::Node& n = d->init->root;
      const auto* u = boost::get<boost::spirit::x3::forward_ast<ast::Unary>>(&n.get());
      const long* v = u ? boost::get<long>(&u->get().operand.get()) : boost::get<long>(&n.get());
      if (!v || *v > 30000) refuse_at(game, *d, "the var '" + d->name + "' starts at a number from -30000 to 30000");
      init = int(u ? -*v : *v);
    }
    out.push_back({d->name, init, duration_of(game, d->name)});
  }
  return out;
}

std::vector<CardSetVar> card_set_vars(const canbeat::dsl::Game& game) {
  static const char* const kRules[] = {
      "face_down", "exhausted", "wounds", "plus", "minus", "on", "attacking", "defending", "struck", "doomed",
      "moved", "hidden", "combat_atk", "combat_def", "strike_extra", "no_strike_back", "chosen", "xp",
      "no_strikes", "combat_ferocious", "combat_monstrous", "spent", "delayed", "turn_lethal", "egg",
      "captor", "turn_bio_mask", "turning", "turn_nest_off", "turn_atk", "turn_def", "acid"};
  return set_vars(game, "per_card", kRules);
}

std::vector<CardSetVar> seat_set_vars(const canbeat::dsl::Game& game) {
  static const char* const kRules[] = {"rp", "turns", "out", "side", "lead"};
  return set_vars(game, "per_player", kRules);
}

std::string card_refusal(const canbeat::dsl::Game& game, const ast::CardDef& card, int max_powers) {
  try {
    const Card c = card_of(game, vs2pcg_binding(game), dsl::DeckCard{&card, 1});
    const dsl::Where w = game.where(card);
    const std::string at = w.file + ":" + std::to_string(w.line) + ":" + std::to_string(w.col) + ": vs2pcg: '" + c.name;
    // A power's slot is card * max_powers + its index (Tables::power_rank,
    // State::used_bits): a card with more is refused alone.
    if (c.powers.size() > std::size_t(max_powers))
      return at + "' has more than " + std::to_string(max_powers) + " Super Powers and triggers";
    for (int v : {c.cost, c.atk, c.def, c.health, c.level})
      if (v < -1000 || v > 1000) return at + "': a stat out of range";  // engine.cpp stat()
    return "";
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

namespace {
// The first choice in a block, in statement order (nested blocks too).
const ast::Choose* first_choose(const ast::Block& b) {
  for (const ast::Stmt& st : b.stmts) {
    const ast::Choose* found = nullptr;
    if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&st.get())) return &c->get();
    if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&st.get())) found = first_choose(f->get().body);
    if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&st.get())) found = first_choose(r->get().body);
    if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&st.get())) found = first_choose(w->get().body);
    if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&st.get())) {
      for (const ast::Branch& br : i->get().branches)
        if (!found) found = first_choose(br.body);
      if (!found && i->get().otherwise) found = first_choose(*i->get().otherwise);
    }
    if (found) return found;
  }
  return nullptr;
}

// "FILE:LINE:COL: rules error: " at the value of `let NAME = ...` in phase
// `phase` (turn.rules), as the interpreter words an error met there.
std::string where_let(const dsl::Game& game, std::string_view phase, std::string_view name) {
  for (const ast::Phase* p : game.all<ast::Phase>())
    if (p->name == phase)
      for (const ast::Stmt& st : p->body.stmts)
        if (const auto* l = boost::get<ast::Let>(&st.get()); l && l->name == name) {
          const dsl::Where w = game.where(l->value);
          return fmt::format("{}:{}:{}: rules error: ", w.file, w.line, w.col);
        }
  return "rules error: ";
}

// interpreter decide.cpp: a choice with no option open, at pay_power's
// choice of a Location (powers.rules).
std::string pay_dead_end(const dsl::Game& game) {
  for (const ast::Procedure* p : game.all<ast::Procedure>())
    if (p->name == "pay_power")
      if (const ast::Choose* c = first_choose(p->body)) {
        const dsl::Where w = game.where(*c);
        return fmt::format("{}:{}:{}: rules error: a player must choose, but no option is open", w.file, w.line,
                           w.col);
      }
  return "";
}

// The rules files' cants of `action`, compiled so a card set's can of it
// (at `can`) loses to them (Statement::rulebook); a cant that does not
// compile refuses the game at the can, with the cant's reason.
void rulebook_cants(const dsl::Game& game, const ast::Permission& can, std::vector<Statement>& out) {
  for (const ast::Permission* p : game.all<ast::Permission>()) {
    if (p->action != can.action || p->modality != "cant" || !vs2pcg_rules_file(game.where(*p).file)) continue;
    try {
      out.push_back(compile_rule_statement(game, *p, true));
    } catch (const std::invalid_argument& e) {
      const dsl::Where w = game.where(can);
      throw std::invalid_argument(fmt::format(
          "{}:{}:{}: the fast engine cannot compile a card set's rule statement can {}: it must lose to the "
          "rules' cants of {}, and one does not compile: {}",
          w.file, w.line, w.col, can.action, can.action, e.what()));
    }
  }
}
}  // namespace

// The rule statements the engine does not encode natively (the golden
// rules, docs/dsl.md): those of the card sets' own actions, and a card
// set's can or cant of a rules action (outside any card, in a file other
// than the rules'), joined to the rulebook's answer
// (Engine::statements_decide). A can beats the rules' silence but loses to
// their cants, so the rules' cants of its action come too, marked
// Statement::rulebook: the engine's own answer is one bool.
std::vector<Statement> rule_statements(const dsl::Game& game) {
  std::vector<Statement> out;
  std::set<std::string> heard;  // actions whose rulebook cants are in `out`
  for (const ast::Permission* p : game.all<ast::Permission>()) {
    if (p->modality == "must" && !p->only) continue;
    if (!vs2pcg_rules_action(p->action)) {
      try {
        out.push_back(compile_rule_statement(game, *p));
      } catch (const std::invalid_argument&) {
        // No accepted card may ask it (check_asks, card_binding.cpp).
      }
      continue;
    }
    if (vs2pcg_rules_file(game.where(*p).file)) continue;  // the rules' own
    out.push_back(compile_rule_statement(game, *p));
    if (p->modality == "can" && heard.insert(p->action).second) rulebook_cants(game, *p, out);
  }
  return out;
}

Data load_data(const canbeat::dsl::Game& game, const Setup& setup) {
  std::vector<std::string> seats = game.seats_for(setup.players);
  std::vector<std::string> decks = game.decks_for(setup.players, setup.decks);
  Data data;
  const cards::Binding binding = vs2pcg_binding(game);
  for (std::size_t s = 0; s < seats.size(); ++s) {
    const dsl::DeckList* deck = game.find_deck(decks[s]);
    if (!deck) refuse_at(game, game.decl(), "no deck named '" + decks[s] + "'");
    Seat seat{seats[s], {}};
    for (const dsl::DeckCard& dc : deck->cards) seat.cards.push_back(card_of(game, binding, dc));
    // Cards from outside the game (ALN-006 brings ALN-008), after the deck's.
    for (const dsl::DeckCard& dc : deck->outside) seat.cards.push_back(card_of(game, binding, dc));
    data.seats.push_back(std::move(seat));
  }
  data.card_vars = card_set_vars(game);
  data.seat_vars = seat_set_vars(game);
  data.pay_dead_end = pay_dead_end(game);
  data.no_first_seat = where_let(game, "draw", "starter");
  data.no_active_seat = where_let(game, "draw", "turn_player");
  data.teams = vs2pcg_teams(game);
  data.card_names = vs2pcg_card_names(game);
  data.stats = vs2pcg_stats(game);
  data.rule_statements = rule_statements(game);
  data.strings = vs2pcg_strings(game);
  for (const std::string& s : data.strings) data.fact_of_string.push_back(binding.fact_id(s));
  int actions = kActions;
  for (const ast::ActionDecl* d : game.all<ast::ActionDecl>()) actions += !vs2pcg_rules_action(d->name);
  for (int a = 0; a < actions; ++a) data.action_roles.push_back(action_roles(game, a));
  return data;
}

}  // namespace canbeat::fast::vs2pcg
