// The boards (docs/dsl.md "Board"): each file read by the loader, a table
// on the one its decks name or the first; the built-ins need one declared,
// and route/toward ask the game's own `pass` action (los its `blocks`, both
// its `walled`), whose shape the checker holds them to.
#include "dsl/checker_env.hpp"

namespace canbeat::dsl::check_detail {
namespace {

using K = Type::Kind;

bool uses_board(Function id) {
  return id == Function::space_at || id == Function::adjacent || id == Function::route ||
         id == Function::toward || id == Function::los || id == Function::doors_between ||
         id == Function::distance || id == Function::footprint || id == Function::footprint_fits ||
         id == Function::covering || id == Function::route_any || id == Function::beside ||
         id == Function::toward_any;
}

// `los(a, b)` asks `legal blocks(s)` of the spaces between and `legal
// closed(d)` of the doors it crosses, when the game declares those actions
// (without them, only walls and missing spaces block).
void check_blocks(Env& env, const ast::Call& c) {
  auto blocks = env.actions.find("blocks");
  if (blocks != env.actions.end() && param_types(blocks->second) != std::vector<Type>{Type::of(K::space)})
    env.error(c, "'los' asks `legal blocks(s)` of a space: declare `action blocks(s: space);`");
  auto closed = env.actions.find("closed");
  if (closed != env.actions.end() && param_types(closed->second) != std::vector<Type>{Type::of(K::door)})
    env.error(c, "'los' asks `legal closed(d)` of a door: declare `action closed(d: door);`");
}

// Routes ask `legal walled(a, b)` of each step, lines of sight of each edge
// they cross, when the game declares it.
void check_walled(Env& env, const ast::Call& c) {
  auto walled = env.actions.find("walled");
  if (walled != env.actions.end() &&
      param_types(walled->second) != std::vector<Type>{Type::of(K::space), Type::of(K::space)})
    env.error(c, "'" + c.name + "' asks `legal walled(a, b)` of two spaces: declare `action walled(a: space, b: space);`");
}

}  // namespace

void check_board_decl(Env& env, const ast::BoardDecl& b) {
  for (const auto* other : env.game.all<ast::BoardDecl>()) {
    if (other == &b) break;
    if (other->name == b.name) return env.error(b, "a second board named '" + b.name + "'");
  }
  if (!env.game.find_board(b.name))
    env.error(b, "board '" + b.name + "': its file was not read (a game loaded from its folder reads it)");
}

// `deck NAME board BOARD`: a board the rules declare.
void check_deck_board(Env& env, const ast::Deck& d) {
  if (!d.board) return;
  for (const auto* b : env.game.all<ast::BoardDecl>())
    if (b->name == *d.board) return;
  env.error(d, "deck '" + d.name + "' plays on board '" + *d.board + "', which the rules do not declare (`board " +
                   *d.board + " = \"FILE\";`)");
}

// `route(m, a, b)`, `route_any(m, a, goals)`, `toward(m, a, b)` and
// `toward_any(m, a, goals)` step
// where `legal pass(m, s, t)`.
void check_board_call(Env& env, const ast::Call& c, Function id) {
  if (!uses_board(id)) return;
  if (env.game.all<ast::BoardDecl>().empty()) {
    env.error(c, "'" + c.name + "' needs a board: `board NAME = \"FILE\";`");
    return;
  }
  if (id != Function::los && id != Function::route && id != Function::toward && id != Function::route_any &&
      id != Function::toward_any)
    return;
  check_walled(env, c);
  if (id == Function::los) return check_blocks(env, c);
  const std::vector<Type> shape = {Type::of(K::card), Type::of(K::space), Type::of(K::space)};
  auto pass = env.actions.find("pass");
  if (pass == env.actions.end() || param_types(pass->second) != shape)
    env.error(c, "'" + c.name + "' steps where the rules allow it: declare `action pass(m: card, a: space, b: space);`");
}

}  // namespace canbeat::dsl::check_detail
