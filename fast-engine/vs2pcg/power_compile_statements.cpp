// The statements of a compiled power (power_compile.hpp): verbs, loops,
// choices and chances as Ops (power.hpp); and the cards as printed that a
// choice may copy the effect of (copy_effect).
#include "fast-engine/vs2pcg/power_compile.hpp"

namespace canbeat::fast::vs2pcg::compiler {

void Compiler::block(const ast::Block& b) { statements(b.stmts, 0); }

// The statements from `from` to the block's end: a `let` is in scope to
// that end. A let of first over `cards` lays out the statements after it
// once per card it may name (let_first_printed).
void Compiler::statements(const std::vector<ast::Stmt>& stmts, std::size_t from) {
  const std::size_t locals = locals_.size(), printed = printed_.size();
  for (std::size_t i = from; i < stmts.size(); ++i) {
    const auto* l = boost::get<ast::Let>(&stmts[i].get());
    if (l && let_first_printed(*l, [&] { statements(stmts, i + 1); })) break;
    stmt(stmts[i]);
  }
  locals_.resize(locals);
  printed_.resize(printed);
}

void Compiler::stmt(const ast::Stmt& s) {
  const ast::Pos& at = *boost::apply_visitor(StmtPos{}, s.get());
  if (const auto* v = boost::get<ast::Verb>(&s.get())) return verb(*v);
  if (const auto* p = boost::get<ast::Perform>(&s.get())) return perform(p->call);
  if (const auto* st = boost::get<ast::Set>(&s.get())) return set(*st);
  if (const auto* m = boost::get<ast::Move>(&s.get())) return move(*m);
  if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) return if_(i->get());
  if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&s.get())) return while_(w->get());
  if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) return repeat(r->get());
  if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) return choose(c->get());
  if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) return for_(f->get());
  if (const auto* c = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) return chance(c->get());
  if (const auto* l = boost::get<ast::Let>(&s.get())) return let(*l);
  fail(at, "this statement is not one the fast engine compiles in a power");
}

void Compiler::verb(const ast::Verb& v) {
  static constexpr std::pair<const char*, Op::Code> kVerbs[] = {
      {"ready", Op::Code::ready}, {"exhaust", Op::Code::exhaust}, {"stun", Op::Code::stun},
      {"wound", Op::Code::wound}, {"ko", Op::Code::ko}};
  if (v.verb == "break" && v.args.empty()) {
    // break: past the innermost loop (a for's card unbound on the way out).
    if (breaks_.empty()) fail(v, "break outside a loop");
    breaks_.back().push_back(emit(break_op_));
    return;
  }
  if (v.verb == "recover" && v.args.size() == 1) {
    emit(Op::Code::recover, card_ref(v.args[0]));
    return;
  }
  if (v.verb == "reset" && v.args.size() == 1) {
    emit(Op::Code::reset_card, card_ref(v.args[0]));
    return;
  }
  if (v.verb == "fire" && v.args.size() == 2) return fire(v);
  if (v.verb == "copy_effect") return copy_effect(v);
  if (v.verb == "activate" && v.args.size() == 2) {
    // activate U, P: U's program runs for P, then this one goes on.
    const std::int16_t u = expression(v.args[0], Ty::power);
    emit(Op::Code::activate, Subject::bound, expression(v.args[1], Ty::player), u);
    return;
  }
  for (const auto& [name, code] : kVerbs)
    if (v.verb == name) {
      if (v.args.size() != 1) fail(v, v.verb + " needs one card");
      emit(code, card_ref(v.args[0]));
      return;
    }
  if (ending(v)) return;
  fail(v, "the verb '" + v.verb + "' is not one the fast engine compiles in a power");
}

// fire "EVENT", c;  (docs/dsl.md "Trigger"): the triggers of the event,
// the rules' or a card set's own, whose `where` holds join the waiting ones,
// which the rules resolve after the power (powers.rules, resolve_triggers).
void Compiler::fire(const ast::Verb& v) {
  const std::string* event = as<std::string>(v.args[0].root);
  if (!event) fail(v.args[0], "fire needs the event's name as a string literal");
  emit(Op::Code::fire_event, card_ref(v.args[1]), event_number(*event, v.args[0]));
}

// A verb's one argument is the bare word `all` (`win all;`, `lose all;`).
static bool names_all(const ast::Verb& v) {
  if (v.args.size() != 1) return false;
  const ast::Ref* r = as<ast::Ref>(v.args[0].root);
  return r && r->head == "all" && r->members.empty();
}

// win P;  win P, Q;  lose P;  win all;  lose all;  tie;  undecided "ID"[,
// "WHY"];  eliminate P;  reveal Z;  (docs/dsl.md "Outcomes").
bool Compiler::ending(const ast::Verb& v) {
  auto player = [&](const ast::Expr& e) { return expression(e.root, e, Ty::player); };
  if (v.verb == "eliminate" && v.args.size() == 1) {
    emit(Op::Code::eliminate, Subject::bound, 0, player(v.args[0]));
  } else if ((v.verb == "win" || v.verb == "lose") && names_all(v)) {
    emit(v.verb == "win" ? Op::Code::win_all : Op::Code::lose_all);
  } else if (v.verb == "undecided" && (v.args.size() == 1 || v.args.size() == 2)) {
    const std::string* id = as<std::string>(v.args[0].root);
    if (!id) fail(v.args[0], "undecided needs its id as a string literal");
    // The why is the interpreter's event log only (no state).
    if (v.args.size() == 2 && !as<std::string>(v.args[1].root)) fail(v.args[1], "undecided's why is a string literal");
    out_.names.push_back(*id);
    emit(Op::Code::undecided, Subject::bound, std::int16_t(out_.names.size() - 1));
  } else if (v.verb == "tie" && v.args.empty()) {
    emit(Op::Code::tie_game);
  } else if (v.verb == "win" && (v.args.size() == 1 || v.args.size() == 2)) {
    const std::int16_t first = player(v.args[0]);
    emit(Op::Code::win_game, Subject::bound, v.args.size() == 2 ? player(v.args[1]) : -1, first);
  } else if (v.verb == "lose" && v.args.size() == 1) {
    emit(Op::Code::lose_game, Subject::bound, 0, player(v.args[0]));
  } else if (v.verb == "reveal" && v.args.size() == 1) {
    Expr seat;
    if (node(v.args[0].root, v.args[0], seat.code).ty != Ty::zone) fail(v.args[0], "reveal needs a player's zone");
    out_.ex.exprs.push_back(std::move(seat));
    emit(Op::Code::reveal_zone, Subject::bound, 0, std::int16_t(out_.ex.exprs.size() - 1));
  } else {
    return false;
  }
  return true;
}

// for x in DOMAIN where W { ... }: the body once per card, the cards
// taken when the loop starts and W tested as each round comes (as the
// interpreter does). The loop's cards are kept in the state, a frame per
// loop, so the body may stop (a draw, a choice, a chance) and may hold
// another for (the enclosing card then kept in a local, as a choice does).
void Compiler::for_(const ast::For& f, bool reversed) {
  if (is_cards(f.binder.domain)) return for_printed(f);
  if (const auto known = known_list(f.binder.domain)) return for_known(f, *known);
  if (list_domain(f.binder.domain) == Ty::players_list) return for_players(f);
  if (power_domain_of(f.binder.domain)) return for_powers(f);
  const Kept kept = keep_bound(f);
  const std::int16_t at = emit(Op::Code::for_each, Subject::bound, pick(f.binder));
  const std::int16_t body = here();
  bound_ = f.binder.var;
  const Op::Code break_op = std::exchange(break_op_, Op::Code::for_break);
  breaks_.emplace_back();
  block(f.body);
  break_op_ = break_op;
  bound_.clear();
  emit(Op::Code::for_next, Subject::bound, out_.ops[at].a, body);
  out_.ops[at].b = here();
  // The interpreter walks a zone in the order the rules keep it (arrival):
  // a body may read what an earlier round changed, or break.
  out_.picks[out_.ops[at].a].in_zone_order = true;
  out_.picks[out_.ops[at].a].reversed = reversed;
  for (std::int16_t j : breaks_.back()) out_.ops[j].b = here();
  breaks_.pop_back();
  restore_bound(kept);
}

// for u in powers(P.ZONE) where W { ... }: u a local; the powers taken
// when the loop starts, a frame of the state's (as a for over cards), W
// tested as each round comes.
void Compiler::for_powers(const ast::For& f) {
  const std::size_t locals = locals_.size();
  const std::int16_t domain = power_binder(f.binder, f);
  const std::int16_t at = emit(Op::Code::for_powers, Subject::bound, domain);
  const std::int16_t body = here();
  const Op::Code break_op = std::exchange(break_op_, Op::Code::drop_for);
  breaks_.emplace_back();
  block(f.body);
  break_op_ = break_op;
  emit(Op::Code::power_next, Subject::bound, domain, body);
  out_.ops[at].b = here();
  for (std::int16_t j : breaks_.back()) out_.ops[j].b = here();
  breaks_.pop_back();
  locals_.resize(locals);
}

// for x in DIE where W { ... }: the body once per face as listed, x a
// local set to it (a die never changes: the rounds are laid out when
// compiled), W tested as each round comes; a break jumps past the last.
// Over `types` the same, once per declared type.
void Compiler::for_known(const ast::For& f, const Known& k) {
  if (k.values.size() > kMaxUnrolledFaces)
    fail(f, "a for over a die of more than " + std::to_string(kMaxUnrolledFaces) + " faces is not compiled");
  const std::size_t locals = locals_.size();
  const std::int16_t x = local(f.binder.var, k.ty, f);
  breaks_.emplace_back();
  const Op::Code break_op = std::exchange(break_op_, Op::Code::jump);
  for (const std::int32_t face : k.values) {
    emit(Op::Code::let, Subject::bound, x, number(face));
    const std::int16_t skip = f.binder.where ? emit(Op::Code::jump_unless, Subject::bound, cond(*f.binder.where)) : -1;
    block(f.body);
    if (skip >= 0) out_.ops[skip].b = here();
  }
  break_op_ = break_op;
  for (std::int16_t j : breaks_.back()) out_.ops[j].b = here();
  breaks_.pop_back();
  locals_.resize(locals);
}

// The expression that is the number n (ex.exprs' index).
std::int16_t Compiler::number(std::int32_t n) {
  Expr e;
  e.code.push_back({Code::num, 0, n});
  out_.ex.exprs.push_back(std::move(e));
  return std::int16_t(out_.ex.exprs.size() - 1);
}

// for q in players where W { ... }: q a local, the seats in order (the
// interpreter's `players`); the body may stop at decisions (the local is
// kept in the state).
void Compiler::for_players(const ast::For& f) {
  Expr start;
  start.code.push_back({Code::num, 0, -1});
  out_.ex.exprs.push_back(std::move(start));
  const std::size_t locals = locals_.size();
  const std::int16_t q = local(f.binder.var, Ty::player, f);
  emit(Op::Code::let, Subject::bound, q, std::int16_t(out_.ex.exprs.size() - 1));
  const std::int16_t top = emit(Op::Code::next_seat, Subject::bound, q);
  if (f.binder.where) emit(Op::Code::jump_unless, Subject::bound, cond(*f.binder.where), top);
  breaks_.emplace_back();
  const Op::Code break_op = std::exchange(break_op_, Op::Code::jump);
  block(f.body);
  break_op_ = break_op;
  emit(Op::Code::jump, Subject::bound, 0, top);
  out_.ops[top].b = here();
  for (std::int16_t j : breaks_.back()) out_.ops[j].b = here();
  breaks_.pop_back();
  locals_.resize(locals);
}

// proc(args);  the procedures of actions.rules and facehuggers.rules a
// power calls, each an op.
void Compiler::perform(const ast::Call& c) {
  if (c.name == "gain_xp" && c.args.size() == 1) {
    emit(Op::Code::gain_xp, card_ref(c.args[0]));
    return;
  }
  if (c.name == "equip_chosen" && c.args.size() == 1) {
    emit(Op::Code::equip_chosen, card_ref(c.args[0]));
    return;
  }
  if (c.name == "to_hand" && c.args.size() == 1) {
    emit(Op::Code::to_hand, card_ref(c.args[0]));
    return;
  }
  if (c.name == "draw_card" && c.args.size() == 1) {
    // you, the common case; any other player is evaluated when the draw comes.
    const ast::Ref* r = as<ast::Ref>(c.args[0].root);
    const bool you = r && r->head == "you" && r->members.empty();
    emit(Op::Code::draw, Subject::bound, you ? -1 : expression(c.args[0], Ty::player));
    return;
  }
  // The Facehugger procedures (facehuggers.rules; 000:528-536).
  static constexpr std::pair<const char*, Op::Code> kFacehugger[] = {
      {"hatch", Op::Code::hatch}, {"hug", Op::Code::hug}, {"burst", Op::Code::burst},
      {"put_into_play", Op::Code::put_into_play}};
  for (const auto& [name, code] : kFacehugger)
    if (c.name == name && c.args.size() == 1) {
      emit(code, card_ref(c.args[0]));
      return;
    }
  if (c.name == "capture" && c.args.size() == 2) {
    // capture(CAPTOR, CAPTIVE): the op acts on the captive.
    emit(Op::Code::capture, card_ref(c.args[1]), int(card_ref(c.args[0])));
    return;
  }
  if (c.name == "send_away" && c.args.size() == 3) {
    // send_away(you, X, true/false) (actions.rules; ALN-021's Special
    // Order and Twitchy): X to another player's Back Row, `you` choosing.
    const ast::Ref* r = as<ast::Ref>(c.args[0].root);
    const ast::Ref* m = as<ast::Ref>(c.args[2].root);
    if (!r || r->head != "you" || !r->members.empty() || !m || !m->members.empty() ||
        (m->head != "true" && m->head != "false"))
      fail(c, "expected send_away(you, X, true) or send_away(you, X, false)");
    emit(Op::Code::send_away, card_ref(c.args[1]), m->head == "true" ? 1 : 0);
    return;
  }
  if (deck_procedure(c)) return;
  if (c.name == "replace_main" && c.args.size() == 2) {
    // replace_main(c, n) (actions.rules; ALN-006): n takes c's place
    emit(Op::Code::replace_main, card_ref(c.args[1]), int(card_ref(c.args[0])));
    return;
  }
  if (c.name == "daze" && c.args.size() == 1) {
    emit(Op::Code::daze, card_ref(c.args[0]));
    return;
  }
  if ((c.name == "gain_minus" || c.name == "gain_plus") && c.args.size() == 1) {
    emit(c.name == "gain_minus" ? Op::Code::gain_minus : Op::Code::gain_plus, card_ref(c.args[0]));
    return;
  }
  if (inline_procedure(c)) return;
  fail(c, "the procedure '" + c.name + "' is not one the fast engine compiles in a power");
}

// A procedure the game declares (docs/dsl.md "Procedure"), called from a
// card: its body compiled in place, each argument kept in a local of its
// own under the parameter's name, the caller's names hidden (CallScope).
// A card set's procedure hides the rules' of its name; a rules procedure
// the engine has an op for is that op (perform, verb), any other is
// compiled in place as a card set's is, and where its body does not
// compile (one that drives the turn, make_attack) the card is refused at
// the call, with the body's reason.
bool Compiler::inline_procedure(const ast::Call& c) {
  bool rules = false;
  const ast::Procedure* p = procedure_named(c.name, c.args.size(), rules);
  if (!p) return false;
  if (inlined_ == 8) fail(c, "procedures calling each other more than 8 deep are not compiled");
  const std::size_t caller_locals = locals_.size();
  std::vector<Local> params;
  for (std::size_t i = 0; i < p->params.size(); ++i) {
    if (literal_param(p->params[i], c.args[i], params)) continue;
    Expr x;
    const Val v = argument(p->params[i], c.args[i], c, "procedure", x.code);
    out_.ex.exprs.push_back(std::move(x));
    const std::int16_t slot = local("", v.ty, c);
    emit(Op::Code::let, Subject::bound, slot, std::int16_t(out_.ex.exprs.size() - 1));
    params.push_back({p->params[i].name, slot, v.ty, false, "", v.zone});
  }
  ++inlined_;
  try {
    CallScope body(*this, std::move(params));
    block(p->body);
  } catch (const std::invalid_argument& e) {
    if (!rules) throw;
    // The inner reason at its own position, without the item's name again.
    std::string inner = e.what();
    if (const auto at = inner.find(refusal_prefix()); at != std::string::npos)
      inner.replace(at, refusal_prefix().size(), " ");
    fail(c, "the rules' procedure " + c.name + " has no op of the engine's, and its body does not compile in place (" +
                inner + ")");
  }
  --inlined_;
  locals_.resize(caller_locals);
  return true;
}

// The procedure of that name and arity: one declared outside the rules
// files (a card set's, a scenario's) first, else the rules' (`rules`), or
// none.
const ast::Procedure* Compiler::procedure_named(const std::string& name, std::size_t arity, bool& rules) const {
  const ast::Procedure* found = nullptr;
  for (const dsl::SourceFile& f : game_.files)
    for (const auto& d : f.ast.decls)
      if (const auto* p = boost::get<ast::Procedure>(&d.var); p && p->name == name && p->params.size() == arity) {
        const bool in_rules = vs2pcg_rules_file(f.path);
        if (!in_rules) {
          rules = false;
          return p;
        }
        if (!found) found = p;
      }
  rules = found != nullptr;
  return found;
}

// The deck (actions.rules, "the deck") and what a player reveals: false
// when c is none of those procedures. Each acts for the player its first
// argument names (the deck_seat op before it).
bool Compiler::deck_procedure(const ast::Call& c) {
  static constexpr std::pair<const char*, Op::Code> kDeck[] = {
      {"shuffle_deck", Op::Code::shuffle_deck}, {"shuffle_enemy_decks", Op::Code::shuffle_enemy_decks},
      {"bottom_in_order", Op::Code::bottom_in_order},
      {"bottom_location_to_hand", Op::Code::bottom_location_to_hand}, {"reveals", Op::Code::reveals}};
  for (const auto& [name, code] : kDeck)
    if (c.name == name && c.args.size() == 1) {
      deck_seat(c.args[0]);
      emit(code);
      return true;
    }
  if (c.name == "reveal_top" && c.args.size() == 2) {
    // reveal_top(P, N): N a number, or (a = -1) the expression b.
    deck_seat(c.args[0]);
    const long* n = as<long>(c.args[1].root);
    if (n && *n >= 0 && *n <= 60) emit(Op::Code::reveal_top, Subject::bound, int(*n));
    else emit(Op::Code::reveal_top, Subject::bound, -1, expression(c.args[1].root, c.args[1], Ty::int_));
    return true;
  }
  if (c.name == "main_gains_stats" && c.args.size() == 2) {
    deck_seat(c.args[0]);
    emit(Op::Code::main_gains_stats, card_ref(c.args[1]));
    return true;
  }
  return false;
}

// The deck_seat op: `you`, or any player expression.
void Compiler::deck_seat(const ast::Expr& p) {
  if (is_you(p)) emit(Op::Code::deck_seat, Subject::bound, 0, -1);
  else emit(Op::Code::deck_seat, Subject::bound, 0, expression(p.root, p, Ty::player));
}

// set X.VAR = N;  set X.VAR = X.VAR + N;  set X.VAR = X.VAR - N;
// set G = N of the game vars a power sets: effect_stop, cancelled,
// combat_cancelled, amplified, ranged_combat, attacks (the others drive
// the turn, which the engine runs natively).
void Compiler::set(const ast::Set& s) {
  static constexpr std::pair<const char*, GameVar> kSettable[] = {
      {"effect_stop", GameVar::effect_stop},     {"cancelled", GameVar::cancelled},
      {"combat_cancelled", GameVar::combat_cancelled}, {"amplified", GameVar::amplified},
      {"ranged_combat", GameVar::ranged_combat}, {"attacks", GameVar::attacks}};
  const auto settable = std::find_if(std::begin(kSettable), std::end(kSettable),
                                     [&](const auto& v) { return s.target.head == v.first; });
  if (s.target.members.empty() && settable != std::end(kSettable)) {
    const long* n = as<long>(s.value.root);
    const GameVar g = settable->second;
    if (!n) emit(Op::Code::set_game_expr, Subject::bound, int(g), expression(s.value, Ty::int_));
    else emit(Op::Code::set_game, Subject::bound, int(g), int(*n));
    return;
  }
  if (set_player_var(s)) return;
  if (s.target.members.size() != 1) fail(s, "expected X.VAR on the left of set");
  const Subject who = var_owner(s.target);
  if (std::int16_t extra = 0; extra_var(s.target.members[0], extra)) {
    emit(Op::Code::set_expr, who, -1 - extra, expression(s.value, Ty::int_));
    return;
  }
  const CardVar var = card_var(s.target.members[0], s.target);
  if (const long* n = as<long>(s.value.root)) {
    emit(Op::Code::set_var, who, int(var), int(*n));
    return;
  }
  const ast::Binary* step = ast::as_binary(s.value.root);
  const ast::Ref* r = step ? as<ast::Ref>(step->lhs) : nullptr;
  if (r && r->head == s.target.head && r->members == s.target.members) {
    const long* n = as<long>(step->rhs);
    if (n && (step->op == ast::BinaryOp::add || step->op == ast::BinaryOp::sub)) {
      emit(Op::Code::add_var, who, int(var), int(step->op == ast::BinaryOp::add ? *n : -*n));
      return;
    }
  }
  // set X.VAR = any number expression
  std::int16_t extra = 0;
  const int code = extra_var(s.target.members[0], extra) ? -1 - extra : int(card_var(s.target.members[0], s.target));
  emit(Op::Code::set_expr, who, code, expression(s.value, Ty::int_));
}

// set P.rp = N, set P.turns = N: a player's Recruit Points (000:197) or
// turns taken, P any player expression (kept in a local while N is
// read). A player's side, lead and out are refused: the engine keeps the
// rows and the turn order by them. False when the target is not a
// player's var.
bool Compiler::set_player_var(const ast::Set& s) {
  if (s.target.members.empty()) return false;
  ast::Ref who = s.target;
  const std::string var = who.members.back();
  who.members.pop_back();
  if (who.members.empty() && (visible_local(who.head) == nullptr || visible_local(who.head)->ty != Ty::player) &&
      who.head != "you")
    return false;
  Expr seat;
  if (node(ast::Node(who), s.target, seat.code).ty != Ty::player) return false;
  const std::int16_t own = seat_var(var, s.target);
  if (var != "rp" && var != "turns" && own < 0)
    fail(s.target, "setting a player's '" + var + "' is not compiled (rp, turns and a card set's own vars are)");
  out_.ex.exprs.push_back(std::move(seat));
  const std::size_t locals = locals_.size();
  const std::int16_t slot = local("", Ty::player, s);
  emit(Op::Code::let, Subject::bound, slot, std::int16_t(out_.ex.exprs.size() - 1));
  if (own >= 0) {
    if (slot >= 256) fail(s.target, "a player's var set with more than 256 locals is not compiled");
    emit(Op::Code::set_seat_var, Subject::bound, slot * 128 + own, expression(s.value, Ty::int_));
  } else {
    const int code = int(var == "rp" ? PlayerVar::rp : PlayerVar::turns);
    emit(Op::Code::set_player_var, Subject::bound, slot * 8 + code, expression(s.value, Ty::int_));
  }
  locals_.resize(locals);
  return true;
}

// The card whose var `set X.VAR` sets: a local's card (a `let`, an
// enclosing binder's kept card) or self, the bound card, a parameter.
Subject Compiler::var_owner(const ast::Ref& target) const {
  const Local* l = visible_local(target.head);
  if (!l) return subject(target.head, target);
  if (l->ty != Ty::card) fail(target, "expected a card on the left of set, got '" + target.head + "'");
  return Subject(kLocalSubject + l->slot);
}

// move X to X.controller.ROW
void Compiler::move(const ast::Move& m) {
  if (m.all) return move_all(m);
  const Subject who = card_ref(m.what);
  const ast::Ref* r = as<ast::Ref>(m.to.root);
  if (m.bottom) return move_to(m, who);
  if (const ast::Ref* w = as<ast::Ref>(m.what.root);
      r && w && r->head == w->head && r->members == std::vector<std::string>{"owner", "ko_pile"}) {
    // move X to X.owner.ko_pile: a card out of play (a hand's, a deck's)
    // to its owner's KO pile (ALN-008's I'm Sorry)
    emit(Op::Code::move_zone, who, int(Zone::ko_pile));
    return;
  }
  Zone z{};
  if (r && r->head == "you" && r->members.size() == 1 && zone_of(r->members[0], z) &&
      (z == Zone::hand || z == Zone::deck || z == Zone::ko_pile || z == Zone::deck_bottom)) {
    // move X to you.hand / you.deck / you.ko_pile / you.deck_bottom
    emit(Op::Code::move_zone, who, int(z));
    return;
  }
  const ast::Ref* w = as<ast::Ref>(m.what.root);
  if (r && w && r->head == w->head && r->members.size() == 2 && r->members[0] == "controller" &&
      zone_of(r->members[1], z) && (z == Zone::front_row || z == Zone::back_row)) {
    emit(Op::Code::move_row, who, int(z));
    return;
  }
  move_to(m, who);
}

// move all A to Z: `move all you.hand to you.ko_pile` discards your hand;
// any other is the loop `for c in A { move c to Z; }`, which moves A's
// cards in the order the interpreter does (arrival, taken when it starts).
// To the bottom the loop walks A from its last card, each under the ones
// before, so A's first ends lowest (the interpreter's "same order").
void Compiler::move_all(const ast::Move& m) {
  if (!m.bottom && is_your(m.what, Zone::hand) && is_your(m.to, Zone::ko_pile)) {
    emit(Op::Code::discard_hand);
    return;
  }
  ast::For each;
  static_cast<ast::Pos&>(each) = m;
  each.binder.var = "move all";  // no card's name can hold a space
  each.binder.domain = m.what;
  ast::Move one = m;
  one.all = false;
  ast::Ref card;
  static_cast<ast::Pos&>(card) = m.what;
  card.head = each.binder.var;
  one.what.root = card;
  each.body.stmts.emplace_back(one);
  for_(each, m.bottom);
}

// move X to [bottom] P.ZONE: P any player expression (the zone's seat at
// run time); `bottom` (flag 0x80) files X under the zone's cards.
void Compiler::move_to(const ast::Move& m, Subject who) {
  Expr seat;
  const Val to = node(m.to.root, m.to, seat.code);
  if (to.ty != Ty::zone) fail(m.to, "expected a player's zone to move to");
  out_.ex.exprs.push_back(std::move(seat));
  emit(Op::Code::move_to, who, to.zone | (m.bottom ? 0x80 : 0), std::int16_t(out_.ex.exprs.size() - 1));
}

void Compiler::if_(const ast::If& i) {
  std::vector<std::int16_t> to_end;
  for (const ast::Branch& br : i.branches) {
    const std::int16_t skip = emit(Op::Code::jump_unless, Subject::bound, cond(br.cond));
    block(br.body);
    to_end.push_back(emit(Op::Code::jump));
    out_.ops[skip].b = here();
  }
  if (i.otherwise) block(*i.otherwise);
  for (std::int16_t j : to_end) out_.ops[j].b = here();
}

void Compiler::while_(const ast::While& w) {
  const std::int16_t top = here();
  const std::int16_t exit = emit(Op::Code::jump_unless, Subject::bound, cond(w.cond));
  breaks_.emplace_back();
  const Op::Code break_op = std::exchange(break_op_, Op::Code::jump);
  block(w.body);
  break_op_ = break_op;
  emit(Op::Code::jump, Subject::bound, 0, top);
  out_.ops[exit].b = here();
  for (std::int16_t j : breaks_.back()) out_.ops[j].b = here();
  breaks_.pop_back();
}

// repeat N: unrolled; repeat with any other count (`1 + count(c in
// you.front_row where ...)`, `self.wounds`): a counted loop, one level
// deep, its count taken once when it starts (as the interpreter does).
// The rounds left are a hidden local, so counted repeats nest.
void Compiler::repeat(const ast::Repeat& r) {
  const long* n = as<long>(r.count.root);
  breaks_.emplace_back();
  const Op::Code break_op = std::exchange(break_op_, Op::Code::jump);
  if (n && *n >= 0 && *n <= 16) {
    for (long i = 0; i < *n; ++i) block(r.body);
  } else {
    const std::size_t locals = locals_.size();
    const std::int16_t count = expression(r.count, Ty::int_);
    const std::int16_t rounds = local("", Ty::int_, r);
    emit(Op::Code::loop_set, Subject::bound, count, rounds);
    const std::int16_t top = emit(Op::Code::loop_next, Subject::bound, rounds);
    block(r.body);
    emit(Op::Code::jump, Subject::bound, 0, top);
    out_.ops[top].b = here();
    locals_.resize(locals);
  }
  break_op_ = break_op;
  for (std::int16_t j : breaks_.back()) out_.ops[j].b = here();
  breaks_.pop_back();
}

// chance "L" c in you.deck where W { ... }: a choice of one alternative,
// decided by chance (the driver), suspended like a choice. Over
// powers(P.ZONE) u is a local in the body, as in an option over powers.
void Compiler::chance(const ast::Chance& c) {
  const Kept kept = keep_bound(c);
  const std::size_t locals = locals_.size();
  if (const auto known = known_list(c.binder.domain)) return chance_faces(c, *known, kept);
  if (is_cards(c.binder.domain)) return chance_printed(c, kept);
  Choice choice;
  choice.none = rules_error(c, "chance over nothing");
  if (power_domain_of(c.binder.domain)) {
    choice.alts.push_back({c.label, -1, 0, 0, ""});
    choice.alts.back().powers = power_binder(c.binder, c);
  } else {
    choice.alts.push_back({c.label, pick(c.binder), 0, 0});
  }
  const std::int16_t index = std::int16_t(out_.choices.size());
  out_.choices.push_back(choice);
  emit(Op::Code::chance, Subject::bound, index);
  out_.choices[index].alts[0].body = here();
  if (out_.choices[index].alts[0].powers < 0) bound_ = c.binder.var;
  block(c.body);
  bound_.clear();
  locals_.resize(locals);
  const std::int16_t past = emit(Op::Code::jump);
  out_.ops[past].b = here();
  restore_bound(kept);
}

// chance "L" x in DIE where W { ... } (docs/dsl.md "Die"): one option per
// distinct face whose W holds (x set to it), key `L FACE`, weighted by how
// many times the face is listed; the driver decides (no seat's pile). Over
// `types` the same, one option per declared type, key `L TYPE`.
void Compiler::chance_faces(const ast::Chance& c, const Known& k, const Kept& kept) {
  const std::size_t locals = locals_.size();
  Choice choice;
  choice.none = rules_error(c, "chance over nothing");
  const std::int16_t x = local(c.binder.var, k.ty, c);
  const std::vector<std::int32_t> distinct = face_alts(c.label, c.binder, k, x, choice);
  if (choice.alts.size() > 63) fail(c, "a chance over more than 63 faces is not compiled");
  chance_bodies(std::move(choice), [&](std::size_t i) {
    emit(Op::Code::let, Subject::bound, x, number(distinct[i]));
    block(c.body);
  });
  locals_.resize(locals);
  restore_bound(kept);
}

// Options sort by key: the label first, then the element (a printed
// card's name, a die's face: `roll 10` before `roll 2`; docs/dsl.md
// "Meaning"); a bound card's key decides at run time. An alternative's
// rank: how many keys sort before its own.
void Compiler::rank_alts(Choice& choice) {
  for (Alt& a : choice.alts) {
    a.rank = 0;
    for (const Alt& b : choice.alts)
      a.rank = std::uint8_t(a.rank + (std::tie(b.label, b.element) < std::tie(a.label, a.element)));
  }
}

// One alternative of `choice` per distinct face of a die (as listed),
// labelled `label`, its element the face, its weight the face's copies,
// its `when` the binder's where with x (a local) set to the face; the
// distinct faces, in the alternatives' order.
std::vector<std::int32_t> Compiler::face_alts(const std::string& label, const ast::Binder& b, const Known& k,
                                              std::int16_t x, Choice& choice) {
  std::vector<std::int32_t> distinct;
  const std::size_t first = choice.alts.size();
  for (std::size_t i = 0; i < k.values.size(); ++i) {
    const std::int32_t face = k.values[i];
    const auto it = std::find(distinct.begin(), distinct.end(), face);
    if (it != distinct.end()) {
      ++choice.alts[first + std::size_t(it - distinct.begin())].weight;
      continue;
    }
    distinct.push_back(face);
    choice.alts.push_back({label, -1, 0, 0, k.names[i]});
    if (!b.where) continue;
    Expr when;
    when.code = {{Code::num, 0, face}, {Code::store, x}};
    if (node(b.where->root, *b.where, when.code).ty != Ty::bool_) fail(*b.where, "expected a condition after where");
    out_.ex.exprs.push_back(std::move(when));
    choice.alts.back().when = std::int16_t(out_.ex.exprs.size() - 1);
  }
  return distinct;
}

// u in powers(P.ZONE) where W (a for's, an option's or a chance's binder):
// the aggregate that walks them (ex.aggregates' index), u a local pushed
// here, popped by the caller when u's body ends.
std::int16_t Compiler::power_binder(const ast::Binder& b, const ast::Pos& at) {
  Aggregate g;
  power_domain(b.domain, g);
  g.var = local(b.var, Ty::power, at);
  if (b.where) g.where = expression(*b.where, Ty::bool_);
  out_.ex.aggregates.push_back(g);
  return std::int16_t(out_.ex.aggregates.size() - 1);
}

// choose P { option "L" c in PICK { ... } ... }: one choice, suspended at
// run time; each option's body ends with a jump past the choice. An
// option over `cards` is one alternative per card as printed (copy()).
// P is you, or any player expression, evaluated when the choice comes.
void Compiler::choose(const ast::Choose& c) {
  if (c.secret) fail(c, "a secret choice: not compiled");
  const Kept kept = keep_bound(c);
  Choice choice;
  choice.none = rules_error(c, "a player must choose, but no option is open");
  const ast::Ref* who = as<ast::Ref>(c.player.root);
  if (!who || who->head != "you" || !who->members.empty()) choice.decider = expression(c.player, Ty::player);
  // Each alternative's option, and over `cards` the cards as printed it may bind (printed_alts).
  std::vector<std::pair<const ast::Option*, std::vector<const ast::CardDef*>>> bodies;
  // An option over a die or the types: its element, its local and the
  // local's type, by alternative.
  std::vector<std::optional<std::tuple<std::int32_t, std::int16_t, Ty>>> face_of;
  for (const ast::Option& o : c.options) {
    face_of.resize(bodies.size());
    if (o.binder) {
      if (const auto known = known_list(o.binder->domain)) {
        const std::int16_t x = local(o.binder->var, known->ty, o);
        for (const std::int32_t face : face_alts(o.label, *o.binder, *known, x, choice)) {
          choice.alts[bodies.size()].weight = 1;  // a player's choice: each option once
          bodies.push_back({&o, {}});
          face_of.push_back(std::make_tuple(face, x, known->ty));
        }
        locals_.pop_back();
        continue;
      }
    }
    if (o.binder && is_cards(o.binder->domain)) {
      for (PrintedAlt& p : printed_alts(*o.binder, false)) {
        choice.alts.push_back({o.label, -1, 0, 0, p.defs.front()->name});
        choice.alts.back().when = p.when;
        bodies.push_back({&o, std::move(p.defs)});
      }
      continue;
    }
    if (o.binder && power_domain_of(o.binder->domain)) {
      // Over powers: the zone, u's local and W as an aggregate's (the body
      // is compiled below with u in that local).
      choice.alts.push_back({o.label, -1, 0, 0, ""});
      choice.alts.back().powers = power_binder(*o.binder, o);
      locals_.pop_back();
      bodies.push_back({&o, {}});
      continue;
    }
    choice.alts.push_back({o.label, std::int16_t(o.binder ? pick(*o.binder) : -1), 0, 0, ""});
    bodies.push_back({&o, {}});
  }
  rank_alts(choice);
  // An option's arg is alternative * 512 + card + 1 in an int16 (pick()),
  // or alternative * 2048 + a power's slot (pick_power()).
  if (choice.alts.size() > 63) fail(c, "a choice of more than 63 alternatives is not compiled");
  for (const Alt& a : choice.alts)
    if (a.powers >= 0 && choice.alts.size() > 15)
      fail(c, "a choice over powers of more than 15 alternatives is not compiled");
  const std::int16_t index = std::int16_t(out_.choices.size());
  out_.choices.push_back(choice);
  emit(Op::Code::choose, Subject::bound, index);
  std::vector<std::int16_t> to_end;
  for (std::size_t i = 0; i < bodies.size(); ++i) {
    out_.choices[index].alts[i].body = here();
    const ast::Option& o = *bodies[i].first;
    if (i < face_of.size() && face_of[i]) {
      const auto [face, x, ty] = *face_of[i];
      locals_.push_back({o.binder->var, x, ty});
      emit(Op::Code::let, Subject::bound, x, number(face));
      block(o.body);
      locals_.pop_back();
    } else if (!bodies[i].second.empty()) {
      copy_first(*o.binder, o.body, bodies[i].second);
    } else if (const std::int16_t a = out_.choices[index].alts[i].powers; a >= 0) {
      locals_.push_back({o.binder->var, out_.ex.aggregates[a].var, Ty::power});
      block(o.body);
      locals_.pop_back();
    } else {
      bound_ = o.binder ? o.binder->var : "";
      block(o.body);
      bound_.clear();
    }
    to_end.push_back(emit(Op::Code::jump));
  }
  for (std::int16_t j : to_end) out_.ops[j].b = here();
  restore_bound(kept);
}

// Inside an option's, a chance's or a for's body, a choice, chance or for
// binds a card of its own where the enclosing one's is held (the bound
// card): the enclosing card is first kept in a local under its name, so
// the rest of the body still reads it (head() finds locals first).
Compiler::Kept Compiler::keep_bound(const ast::Pos& at) {
  if (bound_.empty()) return {};
  Expr x;
  x.code.push_back({Code::subject, std::int16_t(Subject::bound)});
  out_.ex.exprs.push_back(std::move(x));
  const std::int16_t slot = local(bound_, Ty::card, at);
  locals_.back().kept = true;
  emit(Op::Code::let, Subject::bound, slot, std::int16_t(out_.ex.exprs.size() - 1));
  return {slot, std::exchange(bound_, {})};
}

// Past the inner choice, chance or for, on every path out of it, the
// enclosing card is the bound card again: the statements after it, also
// after the block it sits in (an `if`, a loop over players), read it so.
void Compiler::restore_bound(const Kept& kept) {
  if (kept.slot < 0) return;
  emit(Op::Code::rebind, Subject::bound, kept.slot);
  bound_ = kept.name;
}

// `cards`, or a let of it.
bool Compiler::is_cards(const ast::Expr& e) const {
  const ast::Ref* r = as<ast::Ref>(e.root);
  if (!r || !r->members.empty()) return false;
  const Local* l = visible_local(r->head);
  return l ? l->ty == Ty::printed_list : r->head == "cards";
}

// W about the printed card d bound to `var`: and, or, not, parentheses,
// `t.type == T` / `!=`, `t.name == "N"` / `!=`, `t.team == "N"` / `!=`,
// `t.name == u.name` or `t.type == u.type` (u a card as printed bound
// around it), `t.STAT < N` (any comparison, a stat it prints), `t.KEYWORD`
// (or team, trait, symbol).
bool Compiler::printed_holds(const ast::Expr& e, const std::string& var, const ast::CardDef& d) const {
  return printed_holds(e.root, e, var, d);
}

// n is (part of) what `at` blames. Every part of an and/or is read, so a
// part this cannot read fails even where another part decides.
bool Compiler::printed_holds(const ast::Node& n, const ast::Pos& at, const std::string& var,
                             const ast::CardDef& d) const {
  const ast::Binary* b = ast::as_binary(n);
  if (b && (b->op == ast::BinaryOp::or_ || b->op == ast::BinaryOp::and_)) {
    const bool any = b->op == ast::BinaryOp::or_;
    bool result = !any;
    for (const ast::Node* part : ast::parts_of(n, b->op)) {
      const bool v = printed_holds(*part, at, var, d);
      result = any ? (result || v) : (result && v);
    }
    return result;
  }
  if (!b) {
    if (const auto* inner = fwd<ast::Paren>(n)) return printed_holds(inner->inner, var, d);
    if (const auto* u = fwd<ast::Unary>(n); u && u->op == ast::UnaryOp::not_)
      return !printed_holds(u->operand, *u, var, d);
    const ast::Ref* r = as<ast::Ref>(n);
    if (r && r->head == var && r->members.size() == 1) return dsl::card_has(d, r->members[0]);
  } else if (ast::chain_operands(n).size() == 2 && (b->op == ast::BinaryOp::eq || b->op == ast::BinaryOp::ne)) {
    if (const std::optional<bool> same = printed_same_word(*b, var, d)) return *same == (b->op == ast::BinaryOp::eq);
  }
  if (b && ast::chain_operands(n).size() == 2) {
    // t.STAT OP N: a stat the card prints against a number (one it does
    // not print is the rules error, read when the game is).
    const ast::Ref* l = as<ast::Ref>(b->lhs);
    const long* number = as<long>(b->rhs);
    if (l && l->head == var && l->members.size() == 1 && number)
      if (const auto v = dsl::card_number(d, l->members[0])) {
        switch (b->op) {
          case ast::BinaryOp::eq: return *v == *number;
          case ast::BinaryOp::ne: return *v != *number;
          case ast::BinaryOp::lt: return *v < *number;
          case ast::BinaryOp::le: return *v <= *number;
          case ast::BinaryOp::gt: return *v > *number;
          case ast::BinaryOp::ge: return *v >= *number;
          default: break;
        }
      }
  }
  fail(at, "a condition on a printed card must read its type, name, team, keywords or a printed stat");
}

// The word t.name, t.type or t.team of the card as printed d.
static std::string printed_word(const ast::CardDef& d, const std::string& member) {
  return member == "name" ? d.name : dsl::card_name_value(d, member).value_or("");
}

// `t.type == T`, `t.name == "N"`, `t.team == "N"`, `t.name == u.name`,
// `t.type == u.type` (u a card as printed bound around it): whether the
// two words are the same; nothing for any other comparison.
std::optional<bool> Compiler::printed_same_word(const ast::Binary& b, const std::string& var,
                                                const ast::CardDef& d) const {
  const ast::Ref* l = as<ast::Ref>(b.lhs);
  if (!l || l->head != var || l->members.size() != 1) return std::nullopt;
  const std::string& member = l->members[0];
  if (member != "name" && member != "type" && member != "team") return std::nullopt;
  const std::string mine = printed_word(d, member);
  const ast::Ref* r = as<ast::Ref>(b.rhs);
  if (member == "type" && r && r->members.empty()) return mine == r->head;
  if (const std::string* word = as<std::string>(b.rhs); word && member != "type") return mine == *word;
  if (member != "team" && r && r->head != var && r->members == l->members)
    if (const ast::CardDef* u = printed_card(*r)) return mine == printed_word(*u, member);
  return std::nullopt;
}

// An option's or a chance's body over a card of `cards` (var, as printed:
// d), compiled once per card d it may bind: it reads what d prints as
// constants (printed_member; ALN-008's I'm Sorry reads the name) or copies
// its effect (copy_effect).
void Compiler::copy(const std::string& var, const ast::Block& body, const ast::CardDef& d) {
  PrintedScope printed(*this, var, d);
  block(body);
}

// copy_effect t, P;  (Vocal Mimicry, 001:553-555): t a card of `cards`
// bound by an option or a for over `cards`, known here (printed_): its
// effect, its first power, compiled in place, run with `self` the copying
// card (as the interpreter does); the copied text does not see t. For a
// player P other than you, `you` is P while it runs (for_player).
void Compiler::copy_effect(const ast::Verb& v) {
  const ast::Ref* r = v.args.size() == 2 ? as<ast::Ref>(v.args[0].root) : nullptr;
  if (!r || !reads_printed(*r) || !r->members.empty())
    fail(v, "copy_effect copies a card of `cards` that an option, a for or a let of first over `cards` binds");
  if (copies_ == 4) fail(v, "copy_effect copying more than 4 deep is not compiled");
  const ast::CardDef& d = *printed_card(*r);
  for (const auto& item : d.items)
    if (const auto* p = boost::get<ast::Power>(&item.get())) {
      if (inlined_ > 0) return copy_outside_text(v);
      PrintedScope none(*this, "", nullptr);
      ++copies_;
      for_player(v.args[1], v, [&] { block(p->body); });
      --copies_;
      return;
    }
  fail(v, "the card \"" + d.name + "\" has no effect to copy");
}

// copy_effect in a procedure's body: a call hides the caller's `self`
// (docs/dsl.md "Procedure"), so the interpreter meets a rules error there,
// after reading the player; the same error here, at the same statement.
void Compiler::copy_outside_text(const ast::Verb& v) {
  const std::int16_t player = local(" player", Ty::player, v);
  emit(Op::Code::let, Subject::bound, player, expression(v.args[1], Ty::player));
  locals_.pop_back();
  raise(v, "copy_effect outside a card's text");
}

// The rules error `what` at `at`, met when the statement runs.
void Compiler::raise(const ast::Pos& at, const std::string& what) {
  Expr error;
  error.code.push_back({Code::error});
  error.code.back().error = rules_error(at, what);
  out_.ex.exprs.push_back(std::move(error));
  const std::int16_t scratch = local(" error", Ty::int_, at);
  emit(Op::Code::let, Subject::bound, scratch, std::int16_t(out_.ex.exprs.size() - 1));
  locals_.pop_back();
}

// Runs body (compiles it) with `you` the player `who` names, read before
// it starts, and the running power's own `you` again after it: two hidden
// locals (a space starts their names, which no DSL name does).
template <class Body>
void Compiler::for_player(const ast::Expr& who, const ast::Pos& at, Body&& body) {
  const ast::Ref* r = as<ast::Ref>(who.root);
  if (r && r->head == "you" && r->members.empty()) return body();
  const std::size_t locals = locals_.size();
  const std::int16_t player = local(" player", Ty::player, at);
  emit(Op::Code::let, Subject::bound, player, expression(who, Ty::player));
  Expr you;
  you.code.push_back({Code::you});
  out_.ex.exprs.push_back(std::move(you));
  const std::int16_t user = local(" you", Ty::player, at);
  emit(Op::Code::let, Subject::bound, user, std::int16_t(out_.ex.exprs.size() - 1));
  emit(Op::Code::set_you, Subject::bound, player);
  body();
  emit(Op::Code::set_you, Subject::bound, user);
  locals_.resize(locals);
}

// for t in cards where W { ... }: the body once per card as printed, in
// `cards` order, each definition once; a W its printed text decides leaves
// the card out now (printed_decides), any other is tested at its round, as
// the interpreter tests a for's where. A break jumps past the last.
void Compiler::for_printed(const ast::For& f) {
  breaks_.emplace_back();
  const Op::Code break_op = std::exchange(break_op_, Op::Code::jump);
  for (const ast::CardDef* d : printed_cards()) {
    PrintedScope printed(*this, f.binder.var, *d);
    std::optional<bool> holds;
    if (f.binder.where) holds = printed_decides(*f.binder.where, f.binder.var, *d);
    if (holds == false) continue;
    const std::int16_t skip =
        holds.has_value() || !f.binder.where ? -1 : emit(Op::Code::jump_unless, Subject::bound, cond(*f.binder.where));
    block(f.body);
    if (skip >= 0) out_.ops[skip].b = here();
  }
  break_op_ = break_op;
  for (std::int16_t j : breaks_.back()) out_.ops[j].b = here();
  breaks_.pop_back();
}

}  // namespace canbeat::fast::vs2pcg::compiler
