// Statements: one function per DSL statement kind (docs/dsl.md, "Statements").
#include <fmt/format.h>

#include <algorithm>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

void Reference::exec(const ast::Stmt& s) {
  struct Visit {
    Reference& r;
    void operator()(const ast::Let& x) const { r.exec_let(x); }
    void operator()(const ast::Set& x) const { r.exec_set(x); }
    void operator()(const ast::Move& x) const { r.exec_move(x); }
    void operator()(const ast::Verb& x) const { r.exec_verb(x); }
    void operator()(const ast::Perform& x) const { r.exec_perform(x); }
    void operator()(const ast::x3::forward_ast<ast::If>& x) const { r.exec_if(x.get()); }
    void operator()(const ast::x3::forward_ast<ast::For>& x) const { r.exec_for(x.get()); }
    void operator()(const ast::x3::forward_ast<ast::Repeat>& x) const { r.exec_repeat(x.get()); }
    void operator()(const ast::x3::forward_ast<ast::While>& x) const { r.exec_while(x.get()); }
    void operator()(const ast::x3::forward_ast<ast::Choose>& x) const { r.exec_choose(x.get()); }
    void operator()(const ast::x3::forward_ast<ast::Chance>& x) const { r.exec_chance(x.get()); }
  };
  boost::apply_visitor(Visit{*this}, s.var);
  if (!only_evaluates(s)) ++revision_;
}

// `let`, `if`, the loops, the decisions and a procedure's call evaluate,
// bind locals and push frames, but change nothing a rule reads
// (revision_): what the procedure's body changes counts as its statements
// run.
bool Reference::only_evaluates(const ast::Stmt& s) {
  using ast::x3::forward_ast;
  struct Visit {
    bool operator()(const ast::Let&) const { return true; }
    bool operator()(const forward_ast<ast::If>&) const { return true; }
    bool operator()(const forward_ast<ast::For>&) const { return true; }
    bool operator()(const forward_ast<ast::Repeat>&) const { return true; }
    bool operator()(const forward_ast<ast::While>&) const { return true; }
    bool operator()(const forward_ast<ast::Choose>&) const { return true; }
    bool operator()(const forward_ast<ast::Chance>&) const { return true; }
    bool operator()(const ast::Set&) const { return false; }
    bool operator()(const ast::Move&) const { return false; }
    bool operator()(const ast::Verb&) const { return false; }
    bool operator()(const ast::Perform&) const { return true; }
  };
  return boost::apply_visitor(Visit{}, s.var);
}

// let x = expr;  binds in the innermost block.
void Reference::exec_let(const ast::Let& s) {
  Value v = eval(s.value);
  bind(names_->of(s.name), std::move(v));
}

// set p.var = expr;  set c.var = expr;  or  set var = expr;  (a game variable)
void Reference::exec_set(const ast::Set& s) {
  if (s.target.members.empty()) {
    auto slot = static_cast<std::size_t>(names_->info(names_->of(s.target.head)).game_var);
    if (slot >= state_.game_vars.size()) fail(s, "no game variable '" + s.target.head + "'");
    state_.game_vars[slot] = game_var_raw(slot, eval(s.value), s.value);
    return;
  }
  long v = integer(eval(s.value), s.value);
  // An unknown owner's error names the `set` (it printed ":0:0:" before
  // the second outside probe).
  Value owner = name_value(names_->of(s.target.head), s);
  bool card = owner.kind == Value::Kind::card, door = owner.kind == Value::Kind::door;
  if ((owner.kind != Value::Kind::player && !card && !door) || s.target.members.size() != 1)
    fail(s, "set needs PLAYER.VAR, CARD.VAR, DOOR.VAR or VAR");
  const std::string& name = s.target.members[0];
  if (door) {
    auto it = state_.door_vars.at(owner.num).find(name);
    if (it == state_.door_vars.at(owner.num).end()) fail(s, "no player variable '" + name + "'");
    it->second = v;
    return;
  }
  const NameInfo& n = names_->info(names_->of(name));
  auto& vars = card ? state_.cards.at(owner.num).vars : state_.player_vars.at(owner.num);
  auto slot = static_cast<std::size_t>(card ? n.card_var : n.player_var);
  if (slot >= vars.size()) fail(s, "no player variable '" + name + "'");
  vars[slot] = v;
}

// move c to zone;   move all zone to zone;   move c to bottom zone;
// `move all` keeps the cards' order: on top, or under the zone's cards
// (moved last card first, so the first ends lowest).
void Reference::exec_move(const ast::Move& s) {
  Value to = eval(s.to);
  Value what = eval(s.what);
  if (!s.all) {
    if (what.kind != Value::Kind::card) fail(s.what, "move needs a card");
    move_card(static_cast<int>(what.num), to, s, s.bottom);
    return;
  }
  std::vector<int> moving = zone(what, s.what);
  if (s.bottom) std::reverse(moving.begin(), moving.end());
  for (int c : moving) move_card(c, to, s, s.bottom);
}

// Built-in verbs (dsl/builtins.cpp), then the game's own: a procedure its
// rules declare `verb NAME;` runs as `NAME args;`.
void Reference::exec_verb(const ast::Verb& s) {
  if (exec_outcome(s)) return;
  std::vector<Value> args;
  for (const auto& a : s.args) args.push_back(eval(a));
  const NameInfo& name = names_->info(names_->of(s.verb));
  const dsl::VerbSignature* builtin = name.verb;
  if (!builtin) return run_procedure(s, name, std::move(args));
  using V = dsl::BuiltinVerb;
  switch (builtin->id) {
    case V::break_: return do_break(s);
    case V::activate: return exec_activate(s, args);
    case V::copy_effect: return exec_copy_effect(s, args);
    case V::fire: return exec_fire(s, args);
    case V::resolve: return exec_resolve(s, args);
    case V::reveal: return exec_reveal(s, args);
    case V::look: return exec_look(s, args);
    case V::win: return exec_win(s, args);
    case V::lose: return end_game(loss_of(s, seat_arg(s, args)));
    case V::eliminate: return exec_eliminate(s, args);
    case V::reset: return exec_reset(s, args);
    case V::tie: return end_game({Outcome::Kind::tie, -1, {}});
    case V::undecided: return exec_undecided(s, args);
  }
  fail(s, "unknown verb '" + s.verb + "'");  // every BuiltinVerb has its case above
}

// reset c;  Every per-card var back to its initial value: the ones a card
// set declares as well as the rules' own, so a rule that clears a card
// leaving play clears them all (a rules file cannot list a set's vars).
void Reference::exec_reset(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.size() != 1 || args[0].kind != Value::Kind::card) fail(s, "reset needs a card");
  CardInstance& card = state_.cards[static_cast<std::size_t>(args[0].num)];
  for (std::size_t k = 0; k < state_.card_vars.size(); ++k) card.vars[k] = state_.card_vars[k].second;
}

// The one player a verb takes (win p; lose p;).
int Reference::seat_arg(const ast::Verb& s, const std::vector<Value>& args) const {
  if (args.size() != 1 || args[0].kind != Value::Kind::player) fail(s, s.verb + " needs a player");
  return static_cast<int>(args[0].num);
}

// activate u, p;  The power is marked used this turn (the rules read
// u.used, to allow it once a turn or not); its body runs with `self` its
// card and `you` the user.
void Reference::exec_activate(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.size() != 2 || args[0].kind != Value::Kind::power || args[1].kind != Value::Kind::player)
    fail(s, "activate needs a power and a player");
  auto& used = state_.cards.at(args[0].num).power_used;
  auto i = static_cast<std::size_t>(args[0].zone);
  if (used.size() <= i) used.resize(i + 1, 0);
  used[i] = state_.turn;
  events_.push_back(fmt::format("{} uses {}", state_.seats.at(args[1].num), key_of(args[0])));
  activation_log_.push_back(&power_of(args[0]));
  push_block(power_of(args[0]).body, {{names_->self, Value::card(static_cast<int>(args[0].num))}, {names_->you, args[1]}},
             true);
}

// copy_effect d, p;  the effect of the card d as printed, its first power,
// runs for player p as the running card's own (`self` stays that card);
// nothing is marked used.
void Reference::exec_copy_effect(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.size() != 2 || args[0].kind != Value::Kind::card_def || args[1].kind != Value::Kind::player)
    fail(s, "copy_effect needs a card of `cards` and a player");
  const auto powers = powers_of(*index_->definitions.at(args[0].num));
  if (powers.empty()) fail(s, "copy_effect: " + index_->definitions.at(args[0].num)->name + " has no effect");
  const Value* self = lookup_local(names_->self);
  if (!self) fail(s, "copy_effect outside a card's text");
  push_block(powers[0]->body, {{names_->self, *self}, {names_->you, args[1]}}, true);
}

// reveal p.zone;  an event naming the zone's cards, sorted by name.
void Reference::exec_reveal(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.size() != 1 || args[0].kind != Value::Kind::zone) fail(s, "reveal needs a zone");
  std::vector<std::string> names;
  for (int c : zone(args[0], s)) names.push_back(card_name(c));
  std::sort(names.begin(), names.end());
  events_.push_back(fmt::format("{} reveals {}: {}", row_name(static_cast<int>(args[0].num)),
                                state_.zone_decls[args[0].zone].name, fmt::join(names, ", ")));
}

// look p, q.zone;  p sees the zone's cards, each until it next moves; the
// event, which every seat sees, names only who looked at which zone.
// look p, c;  the one card c, the event naming its zone ("a card of ...").
void Reference::exec_look(const ast::Verb& s, const std::vector<Value>& args) {
  bool card = args.size() == 2 && args[1].kind == Value::Kind::card;
  if (args.size() != 2 || args[0].kind != Value::Kind::player || (args[1].kind != Value::Kind::zone && !card))
    fail(s, "look needs a player and a zone or a card");
  if (args[0].num >= 32) fail(s, "look: at most 32 seats are told apart");
  const std::string& seat = state_.seats.at(static_cast<std::size_t>(args[0].num));
  if (card) {
    CardInstance& c = state_.cards[static_cast<std::size_t>(args[1].num)];
    c.show_to(static_cast<int>(args[0].num));
    events_.push_back(fmt::format("{} looks at a card of {}", seat, key_of(Value::zone_of(c.seat, c.zone))));
    return;
  }
  for (int c : zone(args[1], s)) state_.cards[static_cast<std::size_t>(c)].show_to(static_cast<int>(args[0].num));
  events_.push_back(fmt::format("{} looks at {}", seat, key_of(args[1])));
}

// undecided "id" [, "why"];  the rules cannot decide the game.
void Reference::exec_undecided(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.empty() || args[0].kind != Value::Kind::text) fail(s, "undecided needs an id");
  if (args.size() > 1) events_.push_back("undecided by the rules: " + args[1].text());
  end_game({Outcome::Kind::undecided, -1, args[0].text()});
}

// fire "event", c;  each card trigger `when event(x)` whose `where` holds
// with x = c (`self` its card, `you` that card's controller) joins
// `triggered`, in instance order. Nothing runs yet: the rules `resolve`
// them, in the order they give a player to choose.
void Reference::exec_fire(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.size() != 2 || args[0].kind != Value::Kind::text || args[1].kind != Value::Kind::card)
    fail(s, "fire needs an event name and a card");
  if (keep_events_) events_.push_back(fmt::format("fire {} {}", args[0].text(), key_of(args[1])));
  const OnCards<ast::Trigger>* triggers = names_->info(names_->of(args[0].text())).triggers;
  if (!triggers) return;
  for (const auto& [card, t] : *triggers) {
    bool holds = true;
    if (t->where) {
      push_scope(true);  // the rules' locals are not the card's
      bind_first(names_->of(t->params.at(0)), args[1]);
      bind_first(names_->self, Value::card(card));
      bind_first(names_->you, Value::seat_or_none(controller_of(card)));
      holds = truthy(eval(*t->where), *t->where);
      pop_scope();
    }
    if (!holds) continue;
    // Triggers that keep firing more than they resolve never settle: a
    // bound every engine shares (docs/dsl.md "Trigger"), reported as the
    // budget is.
    if (triggered_.size() >= kMaxWaitingTriggers) {
      dsl::Where w = game_->where(s);
      throw OutOfBudget(fmt::format("{}:{}:{}: more than {} triggers waiting (triggers that keep firing triggers)",
                                    w.file, w.line, w.col, kMaxWaitingTriggers));
    }
    triggered_.push_back({card, t, args[1]});
    ++revision_;  // the next trigger's condition may read `triggered`
  }
}

// resolve t;  runs a fired trigger's body (`you` is its card's controller
// now) and takes it off `triggered`.
void Reference::exec_resolve(const ast::Verb& s, const std::vector<Value>& args) {
  if (args.size() != 1 || args[0].kind != Value::Kind::trigger) fail(s, "resolve needs a fired trigger");
  events_.push_back(key_of(args[0]) + " resolves");
  PendingTrigger t = triggered_.at(args[0].num);
  triggered_.erase(triggered_.begin() + args[0].num);
  resolution_log_.push_back(t.trigger);
  push_block(t.trigger->body,
             {{names_->of(t.trigger->params.at(0)), t.arg},
              {names_->self, Value::card(t.card)},
              {names_->you, Value::seat_or_none(controller_of(t.card))}},
             true);
  frames_.back().resolution = true;
}

bool Reference::triggers_busy() const {
  if (!triggered_.empty()) return true;
  return std::any_of(frames_.begin(), frames_.end(), [](const Frame& f) { return f.resolution; });
}

// proc(args);  a procedure runs in a frame of its own with its parameters.
void Reference::exec_perform(const ast::Perform& s) {
  std::vector<Value> args;
  for (const auto& a : s.call.args) args.push_back(eval(a));
  run_procedure(s, names_->info(names_->of(s.call.name)), std::move(args));
}

void Reference::run_procedure(const ast::Pos& at, const NameInfo& name, std::vector<Value> args) {
  const ast::Procedure* p = name.procedure;
  if (!p) fail(at, "no procedure '" + name.text + "'");
  if (p->params.size() != args.size()) fail(at, "wrong number of arguments");
  // A scenario's `expect event` reads the procedures run; kept only when
  // asked, so that other runs pay nothing for it.
  if (keep_events_) events_.push_back(call_text(name.text, args));
  std::vector<Binding> locals;
  for (std::size_t i = 0; i < p->params.size(); ++i) locals.push_back({names_->of(p->params[i].name), std::move(args[i])});
  push_block(p->body, std::move(locals), true);
}

// "defender_strikes(first, Warrior A#7)": a procedure run, as an event.
std::string Reference::call_text(const std::string& name, const std::vector<Value>& args) const {
  std::string out = name + "(";
  for (std::size_t i = 0; i < args.size(); ++i) out += (i ? ", " : "") + key_of(args[i]);
  return out + ")";
}

void Reference::exec_if(const ast::If& s) {
  for (const ast::Branch& b : s.branches)
    if (truthy(eval(b.cond), b.cond)) return push_block(b.body);
  if (s.otherwise) push_block(*s.otherwise);
}

// for x in domain [where cond] { }: the domain is evaluated once, up front.
void Reference::exec_for(const ast::For& s) {
  Frame f;
  f.kind = Frame::Kind::for_each;
  f.block = &s.body;
  f.var = names_->of(s.binder.var);
  f.items = elements(eval(s.binder.domain), s.binder.domain);
  f.where = s.binder.where ? &*s.binder.where : nullptr;
  push_frame(std::move(f));
}

void Reference::exec_repeat(const ast::Repeat& s) {
  Frame f;
  f.kind = Frame::Kind::repeat;
  f.block = &s.body;
  f.remaining = integer(eval(s.count), s.count);
  push_frame(std::move(f));
}

void Reference::exec_while(const ast::While& s) {
  Frame f;
  f.kind = Frame::Kind::while_loop;
  f.block = &s.body;
  f.cond = &s.cond;
  push_frame(std::move(f));
}

}  // namespace canbeat::interp
