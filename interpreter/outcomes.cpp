// How a game ends, or a seat leaves it (docs/dsl.md "Outcomes"): win, lose,
// their `all` forms for games played together, and eliminate.
#include <fmt/format.h>

#include <algorithm>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

namespace {

// `win all;` `lose all;`: the argument is the bare word `all`.
bool names_all(const ast::Verb& s) {
  if (s.args.size() != 1) return false;
  const auto* r = boost::get<ast::Ref>(&s.args[0].root.get());
  return r && r->head == "all" && r->members.empty();
}

}  // namespace

// A seat's bit among a winner's allies (Outcome::allies holds 32): a larger
// table is a rules error, never a shift past the word.
std::uint32_t Reference::ally_bit(const ast::Pos& at, long seat) const {
  if (seat < 0 || seat >= 32) fail(at, "a team win counts at most 32 seats");
  return 1u << seat;
}

// The `all` forms, which evaluate no argument; false for any other verb.
// `win all;`: every seat wins together (the team win, every seat an ally).
// `lose all;`: every seat loses together.
bool Reference::exec_outcome(const ast::Verb& s) {
  if (!names_all(s) || (s.verb != "win" && s.verb != "lose")) return false;
  if (s.verb == "lose") {
    end_game({Outcome::Kind::loss, -1, {}});
    return true;
  }
  Outcome o{Outcome::Kind::win, 0, {}};
  for (std::size_t seat = 1; seat < state_.seats.size(); ++seat) o.allies |= ally_bit(s, static_cast<long>(seat));
  end_game(o);
  return true;
}

// win p;  or  win p, q, ...;  A team wins together: the first seat named,
// with its allies.
void Reference::exec_win(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.size() <= 1) return end_game({Outcome::Kind::win, seat_arg(s, args), {}});
  Outcome o{Outcome::Kind::win, -1, {}};
  for (const Value& a : args) {
    if (a.kind != Value::Kind::player) fail(s, "win needs players");
    if (o.winner < 0) o.winner = static_cast<int>(a.num);
    else o.allies |= ally_bit(s, a.num);
  }
  end_game(o);
}

// `lose p;`: every other seat still in the game wins, together (with two
// seats, the other player). When no other seat is left (a game for one, or
// the others eliminated), every seat has lost: `lose all`.
Outcome Reference::loss_of(const ast::Pos& at, int loser) const {
  Outcome o{Outcome::Kind::win, -1, {}};
  for (int seat = 0; seat < static_cast<int>(state_.seats.size()); ++seat) {
    if (seat == loser || state_.eliminated[seat]) continue;
    if (o.winner < 0) o.winner = seat;
    else o.allies |= ally_bit(at, seat);
  }
  if (o.winner < 0) return {Outcome::Kind::loss, -1, {}};
  return o;
}

// eliminate p;  the seat is out while the game goes on: the rules read
// p.eliminated, and a `choose` it would make is a rules error (the rules
// skip it: `for p in players where not p.eliminated`). Ending the game when
// too few are left is the rules' own decision (`lose all;`, `win q;`).
void Reference::exec_eliminate(const ast::Verb& s, const std::vector<Value>& args) {
  int seat = seat_arg(s, args);
  if (state_.eliminated[seat]) return;
  state_.eliminated[seat] = true;
  events_.push_back(state_.seats[seat] + " is eliminated");
}

std::string Reference::eliminated_text() const {
  std::vector<std::string> out;
  for (std::size_t seat = 0; seat < state_.seats.size(); ++seat)
    if (state_.eliminated[seat]) out.push_back(state_.seats[seat]);
  return fmt::format("[{}]", fmt::join(out, ", "));
}

}  // namespace canbeat::interp
