// The game's own variables (docs/dsl.md "Declare"): a number by default, or
// a bool, a player or a card (`var leader: player;`), each kept as a number
// in GameState::game_vars (a seat, a card instance, -1 for none) and read
// back as a value of its kind.
#include <fmt/format.h>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

namespace {

using VarKind = Names::VarKind;

}  // namespace

Value Reference::game_var_value(std::size_t slot) const {
  long raw = state_.game_vars[slot];
  switch (names_->game_var_kinds[slot]) {
    case VarKind::integer: return Value::integer(raw);
    case VarKind::boolean: return Value::boolean(raw != 0);
    case VarKind::player: return raw < 0 ? Value{} : Value::player(static_cast<int>(raw));
    case VarKind::card: return raw < 0 ? Value{} : Value::card(static_cast<int>(raw));
  }
  return {};
}

// A player or card var holds none until set.
long Reference::game_var_unset(std::size_t slot) const {
  VarKind k = names_->game_var_kinds[slot];
  return k == VarKind::player || k == VarKind::card ? -1 : 0;
}

long Reference::game_var_raw(std::size_t slot, const Value& v, const ast::Pos& at) {
  VarKind k = names_->game_var_kinds[slot];
  if (k == VarKind::integer) return integer(v, at);
  if (k != VarKind::boolean && v.kind == Value::Kind::none) return -1;
  Value::Kind want = k == VarKind::boolean ? Value::Kind::boolean
                     : k == VarKind::player ? Value::Kind::player
                                            : Value::Kind::card;
  if (v.kind != want)
    fail(at, fmt::format("the var '{}' holds a {}, not a {}", names_->game_vars[slot], kind_name(want),
                         kind_name(v.kind)));
  return v.num;
}

// "game.VAR" of the observation: a number, true/false, a seat, a card's
// key (Reference::key_of), or none.
std::string Reference::game_var_text(std::size_t slot) const {
  Value v = game_var_value(slot);
  if (v.kind == Value::Kind::none) return "none";
  if (v.kind == Value::Kind::integer) return std::to_string(v.num);
  return key_of(v);
}

}  // namespace canbeat::interp
