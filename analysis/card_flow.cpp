#include "analysis/card_flow.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>

#include "analysis/ast_as.hpp"
#include "analysis/never_undecided_conserved.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;
using Origin = CardFlow::Origin;

// A set of the origins a card may have, each origin numbered (Flow::
// origins): a bitset, so that the fixpoint's many unions and copies are
// word operations, not tree nodes of strings.
class Cards {
 public:
  bool insert(std::size_t i) {  // true when i is new
    if (i / 64 >= words_.size()) words_.resize(i / 64 + 1);
    const std::uint64_t bit = std::uint64_t{1} << (i % 64);
    if (words_[i / 64] & bit) return false;
    words_[i / 64] |= bit;
    return true;
  }
  bool insert(const Cards& other) {  // true when any is new
    if (other.words_.size() > words_.size()) words_.resize(other.words_.size());
    bool grew = false;
    for (std::size_t w = 0; w < other.words_.size(); ++w) {
      grew = grew || (other.words_[w] & ~words_[w]) != 0;
      words_[w] |= other.words_[w];
    }
    return grew;
  }
  std::size_t size() const {
    std::size_t n = 0;
    for (std::uint64_t w : words_) n += static_cast<std::size_t>(std::popcount(w));
    return n;
  }
  // Those of `other` only.
  void keep_only(const Cards& other) {
    for (std::size_t w = 0; w < words_.size(); ++w) words_[w] &= w < other.words_.size() ? other.words_[w] : 0;
  }
  // Those `keep(i)` says to keep.
  template <class Keep>
  void keep_if(Keep keep) {
    each([&](std::size_t i) {
      if (!keep(i)) words_[i / 64] &= ~(std::uint64_t{1} << (i % 64));
    });
  }
  template <class Visit>
  void each(Visit visit) const {
    for (std::size_t w = 0; w < words_.size(); ++w)
      for (std::uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
        visit(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
  }

 private:
  std::vector<std::uint64_t> words_;
};
// The names bound where a statement runs, each with the cards it may be
// (every card for a name that is no card); `from`: a name bound from a
// zone of the seat another bound name holds (`c in p.deck`: c -> p, deck).
struct Env : std::map<std::string, Cards> {
  std::map<std::string, std::pair<std::string, std::string>> from;
};

struct Flow {
  const dsl::Game& g;
  std::vector<Origin> origins;  // numbered in order: a Cards bit is an index here
  std::vector<std::string> seats;
  std::set<std::string> global_zones, seat_zones;
  const PrintedReader& printed;
  std::map<std::string, const ast::Function*> functions;
  std::map<std::string, const ast::Procedure*> procedures;
  Cards all;
  std::map<std::string, Cards> in;
  std::map<std::pair<const ast::Procedure*, std::size_t>, Cards> params;
  std::map<std::string, std::set<const ast::Move*>> moves;
  std::map<const void*, Cards> touched;  // a move's, set's or reset's cards
  // A procedure's `zone` parameter -> the zones its calls pass (nullopt:
  // one this reading cannot name).
  std::map<std::pair<const ast::Procedure*, std::string>, std::optional<std::set<std::string>>> zone_params;
  const ast::Procedure* current = nullptr;  // the procedure walked
  bool changed = false, failed = false;

  std::size_t number(const Origin& o) const {
    return static_cast<std::size_t>(std::lower_bound(origins.begin(), origins.end(), o) - origins.begin());
  }
  std::set<Origin> origins_of(const Cards& cards) const {
    std::set<Origin> out;
    cards.each([&](std::size_t i) { out.insert(origins[i]); });
    return out;
  }
};

void add(Flow& f, Cards& to, const Cards& what) {
  if (to.insert(what)) f.changed = true;
}

const ast::Node& bare(const ast::Node& n) {
  if (const auto* p = boost::get<x3::forward_ast<ast::Paren>>(&n.get())) return bare(p->get().inner.root);
  return n;
}

// The zones `n` names, or nullopt when it names none this reading knows.
std::optional<std::vector<std::string>> zone_keys(const Flow& f, const ast::Node& n, const Env& env) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  if (r && r->members.empty() && f.current)
    if (auto it = f.zone_params.find({f.current, r->head}); it != f.zone_params.end()) {
      if (!it->second) return std::nullopt;
      return std::vector<std::string>(it->second->begin(), it->second->end());
    }
  if (!r) return std::nullopt;
  if (r->members.empty() && f.global_zones.count(r->head) && !env.count(r->head))
    return std::vector<std::string>{r->head};
  // `c.owner.discard`: some seat's zone, as `p.discard` is.
  if (r->members.empty() || !f.seat_zones.count(r->members.back())) return std::nullopt;
  if (r->members.size() == 1 && !env.count(r->head) && std::count(f.seats.begin(), f.seats.end(), r->head))
    return std::vector<std::string>{r->head + "." + r->members[0]};
  std::vector<std::string> out;
  for (const std::string& s : f.seats) out.push_back(s + "." + r->members.back());
  return out;
}

Cards content(const Flow& f, const std::vector<std::string>& keys) {
  Cards out;
  for (const std::string& k : keys)
    if (auto it = f.in.find(k); it != f.in.end()) out.insert(it->second);
  return out;
}

bool is_var(const ast::Node& n, const std::string& var, const std::vector<std::string>& members) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  return r && r->head == var && r->members == members;
}

Cards narrow(const Flow& f, Cards cards, const std::string& var, const ast::Node& cond, bool holds) {
  cards.keep_if([&](std::size_t i) { return f.printed.may(*f.origins[i].second, var, cond, holds); });
  return cards;
}

Cards eval(Flow& f, const ast::Node& n, const Env& env, int depth = 0);

Cards domain(Flow& f, const ast::Binder& b, const Env& env) {
  Cards out = f.all;
  if (auto keys = zone_keys(f, b.domain.root, env)) out = content(f, *keys);
  if (b.where) out = narrow(f, out, b.var, b.where->root, true);
  return out;
}

// The cards expression `n` may be.
Cards eval(Flow& f, const ast::Node& n, const Env& env, int depth) {
  const ast::Node& e = bare(n);
  if (const auto* r = boost::get<ast::Ref>(&e.get()); r && r->members.empty())
    if (auto it = env.find(r->head); it != env.end()) return it->second;
  if (const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&e.get()); a && a->get().fn == "first")
    return domain(f, a->get().binder, env);
  if (const auto* c = boost::get<x3::forward_ast<ast::Call>>(&e.get())) {
    const ast::Call& call = c->get();
    if ((call.name == "top" || call.name == "bottom") && call.args.size() == 1)
      if (auto keys = zone_keys(f, call.args[0].root, env)) return content(f, *keys);
    if (auto it = f.functions.find(call.name);
        it != f.functions.end() && depth < 16 && it->second->params.size() == call.args.size()) {
      Env inner;  // a function sees its parameters and the game's names
      for (std::size_t k = 0; k < call.args.size(); ++k)
        inner[it->second->params[k].name] = eval(f, call.args[k].root, env, depth + 1);
      return eval(f, it->second->body.root, inner, depth + 1);
    }
  }
  return f.all;
}

Env walk_block(Flow& f, const ast::Block& b, Env env);

// What the names of `outer` may be after a block that ran with `inner`: a
// name's seat zone is known after it when the block kept it.
void merge(Env& outer, const Env& inner) {
  for (auto& [name, cards] : outer)
    if (auto it = inner.find(name); it != inner.end()) cards.insert(it->second);
  for (auto it = outer.from.begin(); it != outer.from.end();) {
    auto kept = inner.from.find(it->first);
    it = kept != inner.from.end() && kept->second == it->second ? std::next(it) : outer.from.erase(it);
  }
}

// `name` bound again: what was known of where it, or a card bound from a
// zone of the seat it held, came from no longer holds.
void forget(Env& env, const std::string& name) {
  env.from.erase(name);
  for (auto it = env.from.begin(); it != env.from.end();)
    it = it->second.first == name ? env.from.erase(it) : std::next(it);
}

// A binder `c in X.Y` with X a bound name (a seat, not a game var that may
// change) and Y a per-player zone: c came from X's Y.
void bind_from(Flow& f, Env& env, const ast::Binder& b, const Env& outer) {
  forget(env, b.var);
  env[b.var] = domain(f, b, outer);
  const auto* r = boost::get<ast::Ref>(&bare(b.domain.root).get());
  if (r && r->members.size() == 1 && f.seat_zones.count(r->members[0]) && outer.count(r->head) &&
      r->head != b.var)
    env.from[b.var] = {r->head, r->members[0]};
}

// `move c to X.Z` with c bound from X.Y, X not bound again in between: the
// card stays with its seat, whichever seat X is (per seat: from S.Y to S.Z).
bool seat_kept_move(Flow& f, const ast::Move& m, const Env& env) {
  const auto* what = boost::get<ast::Ref>(&bare(m.what.root).get());
  const auto* to = boost::get<ast::Ref>(&bare(m.to.root).get());
  if (m.all || !what || !what->members.empty() || !to || to->members.size() != 1 || !f.seat_zones.count(to->members[0]))
    return false;
  auto from = env.from.find(what->head);
  if (from == env.from.end() || from->second.first != to->head || !env.count(what->head)) return false;
  const Cards& may = env.at(what->head);
  for (const std::string& s : f.seats) {
    Cards moved = content(f, {s + "." + from->second.second});
    moved.keep_only(may);
    f.touched[&m].insert(moved);
    add(f, f.in[s + "." + to->members[0]], moved);
    f.moves[s + "." + to->members[0]].insert(&m);
  }
  return true;
}

// A block that may run again and again: walked until its names settle.
void walk_loop(Flow& f, const ast::Block& b, Env& outer, Env inner) {
  for (int round = 0; round < 32; ++round) {
    Env after = walk_block(f, b, inner);
    std::size_t before = inner.from.size(), now = 0;
    for (const auto& [name, cards] : inner) before += cards.size();
    merge(inner, after);
    now = inner.from.size();
    for (const auto& [name, cards] : inner) now += cards.size();
    if (now == before) {
      merge(outer, inner);
      return;
    }
  }
  f.failed = true;
}

void call(Flow& f, const std::string& name, const std::vector<ast::Expr>& args, const Env& env) {
  auto it = f.procedures.find(name);
  if (it == f.procedures.end()) return;
  for (std::size_t k = 0; k < args.size() && k < it->second->params.size(); ++k) {
    add(f, f.params[{it->second, k}], eval(f, args[k].root, env));
    if (it->second->params[k].type != "zone") continue;
    auto& zones = f.zone_params[{it->second, it->second->params[k].name}];
    if (!zones) continue;  // already one not named
    auto keys = zone_keys(f, args[k].root, env);
    if (!keys) {
      zones.reset(), f.changed = true;
      continue;
    }
    for (const std::string& key : *keys)
      if (zones->insert(key).second) f.changed = true;
  }
}

// A name bound again that hides a `zone` parameter: not read here.
void rebinds(Flow& f, const std::string& name) {
  if (f.current && f.zone_params.count({f.current, name})) f.failed = true;
}

void walk_stmt(Flow& f, const ast::Stmt& s, Env& env) {
  for (const auto& [block, entry] : entries(s))
    if (!entry.binds.empty()) rebinds(f, entry.binds);
  if (const auto* l = boost::get<ast::Let>(&s.get())) rebinds(f, l->name);
  if (const auto* l = boost::get<ast::Let>(&s.get())) {
    forget(env, l->name);
    env[l->name] = eval(f, l->value.root, env);
  } else if (const auto* set = boost::get<ast::Set>(&s.get())) {
    if (!set->target.members.empty()) {
      ast::Ref head{};
      head.head = set->target.head;
      Cards on = set->target.members.size() == 1 ? eval(f, ast::Node{head}, env) : f.all;
      f.touched[set].insert(on);
    }
    if (set->target.members.empty()) forget(env, set->target.head);
    if (set->target.members.empty() && env.count(set->target.head)) {
      Cards v = eval(f, set->value.root, env);
      env[set->target.head].insert(v);
    }
  } else if (const auto* m = boost::get<ast::Move>(&s.get())) {
    if (seat_kept_move(f, *m, env)) return;
    auto to = zone_keys(f, m->to.root, env);
    std::optional<std::vector<std::string>> from;
    if (m->all) from = zone_keys(f, m->what.root, env);
    if (!to || (m->all && !from)) {
      f.failed = true;
      return;
    }
    Cards what = m->all ? content(f, *from) : eval(f, m->what.root, env);
    f.touched[m].insert(what);
    for (const std::string& k : *to) add(f, f.in[k], what), f.moves[k].insert(m);
  } else if (const auto* p = boost::get<ast::Perform>(&s.get())) {
    call(f, p->call.name, p->call.args, env);
  } else if (const auto* v = boost::get<ast::Verb>(&s.get())) {
    if (v->verb == "reset" && v->args.size() == 1) {
      Cards on = eval(f, v->args[0].root, env);
      f.touched[v].insert(on);
    }
    call(f, v->verb, v->args, env);
  } else if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
    const auto& branches = i->get().branches;
    auto narrowed = [&](std::size_t taken) {
      Env inner = env;
      for (auto& [name, cards] : inner)
        for (std::size_t k = 0; k < branches.size() && k <= taken; ++k)
          cards = narrow(f, cards, name, branches[k].cond.root, k == taken);
      return inner;
    };
    for (std::size_t k = 0; k < branches.size(); ++k) merge(env, walk_block(f, branches[k].body, narrowed(k)));
    if (i->get().otherwise) merge(env, walk_block(f, *i->get().otherwise, narrowed(branches.size())));
  } else if (const auto* fo = boost::get<x3::forward_ast<ast::For>>(&s.get())) {
    Env inner = env;
    bind_from(f, inner, fo->get().binder, env);
    walk_loop(f, fo->get().body, env, inner);
  } else if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) {
    Env inner = env;
    bind_from(f, inner, h->get().binder, env);
    walk_loop(f, h->get().body, env, inner);
  } else if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
    for (const auto& o : c->get().options) {
      Env inner = env;
      if (o.binder) bind_from(f, inner, *o.binder, env);
      walk_loop(f, o.body, env, inner);
    }
  } else if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&s.get())) {
    walk_loop(f, w->get().body, env, env);
  } else if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) {
    walk_loop(f, r->get().body, env, env);
  }
}

Env walk_block(Flow& f, const ast::Block& b, Env env) {
  for (const ast::Stmt& s : b.stmts) {
    if (f.failed) break;
    walk_stmt(f, s, env);
  }
  return env;
}

void walk_items(Flow& f, const std::vector<ast::CardItem>& items, const Env& env) {
  for (const auto& item : items) {
    if (const auto* t = boost::get<ast::Trigger>(&item.get())) walk_block(f, t->body, env);
    if (const auto* p = boost::get<ast::Power>(&item.get())) walk_block(f, p->body, env);
  }
}

}  // namespace

std::vector<const ast::Continuous*> continuous_effects(const dsl::Game& g) {
  std::vector<const ast::Continuous*> effects = g.all<ast::Continuous>();
  for (const ast::CardDef* c : g.card_defs())
    for (const auto& item : c->items)
      if (const auto* e = boost::get<ast::Continuous>(&item)) effects.push_back(e);
  for (const ast::Ability* a : g.all<ast::Ability>())
    for (const auto& item : a->items)
      if (const auto* e = boost::get<ast::Continuous>(&item)) effects.push_back(e);
  for (const ast::Attribute* a : g.all<ast::Attribute>())
    for (const auto& item : a->items)
      if (const auto* e = boost::get<ast::Continuous>(&item)) effects.push_back(e);
  return effects;
}

PrintedReader::PrintedReader(const dsl::Game& g, bool joined) : joined_(joined) {
  std::set<std::string> shadowed;
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    bool per_card = std::count(d->flags.begin(), d->flags.end(), "per_card") > 0;
    if (d->what == "type") types_.insert(d->name);
    if (d->what == "zone") zones_.insert(d->name);
    if (d->what == "keyword" || d->what == "trait" || d->what == "team" || d->what == "symbol")
      keywords_.insert(d->name);
    if (d->what == "stat" || (d->what == "var" && per_card)) shadowed.insert(d->name);
  }
  for (const ast::Continuous* e : continuous_effects(g))
    if (!e->target.members.empty()) shadowed.insert(e->target.members.back());
  type_printed_ = !shadowed.count("type");
  for (const std::string& name : shadowed) keywords_.erase(name);
  for (const ast::CardDef* c : g.card_defs())
    for (auto it = keywords_.begin(); it != keywords_.end();)
      it = dsl::card_number(*c, *it) ? keywords_.erase(it) : std::next(it);
  for (const ast::Function* fn : g.all<ast::Function>()) functions_[fn->name] = fn;
  cards_ = g.card_defs();
  for (const ast::Permission* p : g.all<ast::Permission>()) rules_[p->action].push_back(p);
  auto carded = [this](const std::vector<ast::CardItem>& items) {
    for (const ast::CardItem& i : items)
      if (const auto* p = boost::get<ast::Permission>(&i)) carded_.insert(p->action);
  };
  for (const ast::CardDef* c : cards_) carded(c->items);
  for (const ast::Ability* a : g.all<ast::Ability>()) carded(a->items);
  for (const ast::Attribute* a : g.all<ast::Attribute>()) carded(a->items);
}

namespace {

using Bound = std::vector<std::pair<std::string, PrintedReader::Known>>;

// The definition bound to `name` (the innermost binding), or nullptr.
const ast::CardDef* def_named(const Bound& b, const std::string& name) {
  for (auto it = b.rbegin(); it != b.rend(); ++it)
    if (it->first == name) return it->second.card;
  return nullptr;
}

// The definition `n` (a name with `members`) reads, when its name is bound.
const ast::CardDef* bound_def(const Bound& b, const ast::Node& n, const std::vector<std::string>& members) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  return r && r->members == members ? def_named(b, r->head) : nullptr;
}

// The text `n` is where it is known: a literal, a name bound to a text, a
// bound card's name or team (built-in members, read before its vars).
std::optional<std::string> text_of(const Bound& b, const ast::Node& n) {
  if (const auto* s = boost::get<std::string>(&bare(n).get())) return *s;
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  if (!r || r->members.size() > 1) return std::nullopt;
  for (auto it = b.rbegin(); it != b.rend(); ++it) {
    if (it->first != r->head) continue;
    const ast::CardDef* d = it->second.card;
    if (r->members.empty()) return d ? std::nullopt : std::optional<std::string>(it->second.text);
    if (d && r->members[0] == "name") return d->name;
    if (d && r->members[0] == "team") return dsl::card_name_value(*d, "team").value_or("");
    return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

// The most steps of one joined reading: the nested `legal` and `any` of a
// game's conditions multiply; past it the reading gives up (may be either).
constexpr long kJoinedSteps = 20000;

bool PrintedReader::may(const ast::CardDef& d, const std::string& var, const ast::Node& cond, bool holds,
                        int depth) const {
  steps_ = 0;
  return may_bound({{var, Known{&d, ""}}}, cond, holds, depth);
}

// `X.type == T`, `X.name == "N"`, `X.name == Y.name` (and `!=`), X and Y bound.
bool PrintedReader::may_compare(const Bound& bound, const ast::Binary& b, bool holds) const {
  bool eq = b.op == ast::BinaryOp::eq;
  const ast::Node *card = &b.lhs, *type = &b.rhs;
  if (!bound_def(bound, *card, {"type"})) std::swap(card, type);
  const auto* t = boost::get<ast::Ref>(&bare(*type).get());
  const ast::CardDef* d = bound_def(bound, *card, {"type"});
  std::optional<std::string> printed = d ? dsl::card_name_value(*d, "type") : std::nullopt;
  if (type_printed_ && printed && t && t->members.empty() && types_.count(t->head))
    return ((*printed == t->head) == eq) == holds;
  // A card's name and team are its printed ones (built-in members, read first).
  std::optional<std::string> l = text_of(bound, b.lhs), r = text_of(bound, b.rhs);
  bool name_literal = (bound_def(bound, b.lhs, {"name"}) && boost::get<std::string>(&bare(b.rhs).get())) ||
                      (bound_def(bound, b.rhs, {"name"}) && boost::get<std::string>(&bare(b.lhs).get()));
  if (l && r && (joined_ || name_literal)) return ((*l == *r) == eq) == holds;
  return true;
}

// `any(m in X.ZONE [where W] : V)` holds only if some card of the game, as
// `m`, may make W and V hold; it may always fail.
bool PrintedReader::may_any(const Bound& bound, const ast::Node& cond, bool holds, int depth) const {
  const ast::Aggregate* a = as<ast::Aggregate>(bare(cond));
  const auto* zone = boost::get<ast::Ref>(&bare(a->binder.domain.root).get());
  if (!holds || !zone || zone->members.size() != 1 || !zones_.count(zone->members[0])) return true;
  for (const ast::CardDef* e : cards_) {
    Bound inner = bound;
    inner.emplace_back(a->binder.var, Known{e, ""});
    bool where = !a->binder.where || may_bound(inner, a->binder.where->root, true, depth + 1);
    if (where && (!a->value || may_bound(inner, a->value->root, true, depth + 1))) return true;
  }
  return false;
}

// `legal A(args)`, each argument a bound card or a known text.
bool PrintedReader::may_legal(const Bound& bound, const ast::Legal& l, bool holds, int depth) const {
  std::vector<std::optional<Known>> args;
  for (const ast::Expr& a : l.args) {
    if (const ast::CardDef* d = bound_def(bound, a.root, {})) args.push_back(Known{d, ""});
    else if (std::optional<std::string> t = text_of(bound, a.root)) args.push_back(Known{nullptr, *t});
    else args.emplace_back();
  }
  return may_be_legal(l.action, args, holds, depth + 1);
}

bool PrintedReader::may_be_legal(const std::string& action, const std::vector<std::optional<Known>>& args, bool holds,
                                 int depth) const {
  if (depth == 0) steps_ = 0;
  if (depth > 16 || carded_.count(action)) return true;
  bool can_may = false, can_sure = false, cant_may = false;
  for (const ast::Permission* p : statements_of(action)) {
    // A `must only` closes the action too (interpreter/index.hpp): unknown.
    if (p->modality != "can" && p->modality != "cant") return true;
    Bound b;
    for (std::size_t i = 0; i < p->params.size() && i < args.size(); ++i)
      if (args[i]) b.emplace_back(p->params[i], *args[i]);
    bool may_hold = !p->when || may_bound(b, p->when->root, true, depth + 1);
    bool may_fail = p->when && may_bound(b, p->when->root, false, depth + 1);
    if (p->modality == "can") can_may = can_may || may_hold, can_sure = can_sure || !may_fail;
    if (p->modality == "cant") cant_may = cant_may || may_hold;
  }
  return holds ? can_may : !can_sure || cant_may;
}

const std::vector<const ast::Permission*>& PrintedReader::statements_of(const std::string& action) const {
  static const std::vector<const ast::Permission*> none;
  auto it = rules_.find(action);
  return it == rules_.end() ? none : it->second;
}

bool PrintedReader::may_bound(const Bound& bound, const ast::Node& cond, bool holds, int depth) const {
  const ast::Node& n = bare(cond);
  if (depth > 16 || (joined_ && ++steps_ > kJoinedSteps)) return true;
  if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get()); u && u->get().op == ast::UnaryOp::not_)
    return may_bound(bound, u->get().operand, !holds, depth + 1);
  if (const ast::Binary* b = ast::as_binary(n); b && (b->op == ast::BinaryOp::and_ || b->op == ast::BinaryOp::or_)) {
    // `a and b` holds when both may; it fails when either may fail.
    bool every = (b->op == ast::BinaryOp::and_) == holds;
    bool l = may_bound(bound, b->lhs, holds, depth + 1), r = may_bound(bound, b->rhs, holds, depth + 1);
    return every ? l && r : l || r;
  }
  if (const ast::Binary* b = ast::as_binary(n); b && (b->op == ast::BinaryOp::eq || b->op == ast::BinaryOp::ne))
    return may_compare(bound, *b, holds);
  if (const auto* r = boost::get<ast::Ref>(&n.get()); r && r->members.size() == 1 && keywords_.count(r->members[0]))
    if (const ast::CardDef* d = def_named(bound, r->head)) return dsl::card_has(*d, r->members[0]) == holds;
  if (const ast::Aggregate* a = as<ast::Aggregate>(n); joined_ && a && a->fn == "any") return may_any(bound, n, holds, depth);
  if (const ast::Legal* l = as<ast::Legal>(n); joined_ && l) return may_legal(bound, *l, holds, depth);
  if (const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get())) {
    const ast::Call& call = c->get();
    const ast::CardDef* d = call.args.empty() ? nullptr : bound_def(bound, call.args[0].root, {});
    if (call.name == "printed" && call.args.size() == 2 && d)
      if (const auto* s = boost::get<std::string>(&call.args[1].root.get()))
        return dsl::card_number(*d, *s).has_value() == holds;
    auto it = functions_.find(call.name);
    if (it != functions_.end() && it->second->params.size() == call.args.size())
      for (std::size_t k = 0; k < call.args.size(); ++k)
        if (const ast::CardDef* arg = bound_def(bound, call.args[k].root, {}))
          return may_bound({{it->second->params[k].name, Known{arg, ""}}}, it->second->body.root, holds, depth + 1);
  }
  return true;
}

long CardFlow::most(const std::string& key) const {
  long n = 0;
  if (auto it = in.find(key); it != in.end())
    for (const Origin& o : it->second) n += copies.at(o.second);
  return n;
}

std::string CardFlow::what(const std::string& key) const {
  std::map<std::string, long> names;
  if (auto it = in.find(key); it != in.end())
    for (const Origin& o : it->second) names[o.second->name] += copies.at(o.second);
  std::vector<std::string> out;
  for (const auto& [name, n] : names)
    out.push_back(n == 1 ? fmt::format("\"{}\"", name) : fmt::format("\"{}\" x{}", name, n));
  return fmt::format("{}", fmt::join(out, ", "));
}

namespace {

// The cards each seat may be dealt (Game::decks_for): the deck the game's
// `decks` deal it, and every deck list but one named after another seat,
// which no table given its decks deals it (Game::refuse_other_seats_deck).
std::set<Origin> dealt(const dsl::Game& g, const std::vector<std::string>& seats) {
  std::set<Origin> out;
  const std::vector<std::string> own = g.list_property("decks");
  for (const dsl::DeckList& d : g.deck_lists())
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const std::string& s = seats[i];
      bool by_default = !own.empty() && own[i % own.size()] == d.name;
      if (!by_default && d.name != s && std::count(seats.begin(), seats.end(), d.name)) continue;
      for (const dsl::DeckCard& c : d.cards) out.insert({s, c.def});
      for (const dsl::DeckCard& c : d.outside) out.insert({s, c.def});
    }
  return out;
}

}  // namespace

std::optional<CardFlow> card_flow(const dsl::Game& g) {
  PrintedReader printed(g);
  Flow f{g, {}, g.list_property("players"), {}, {}, printed, {}, {}, {}, {}, {}, {}, {}, {}, nullptr, false, false};
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    bool per_player = std::count(d->flags.begin(), d->flags.end(), "per_player") > 0;
    if (d->what == "zone") (per_player ? f.seat_zones : f.global_zones).insert(d->name);
  }
  for (const ast::Function* fn : g.all<ast::Function>()) f.functions[fn->name] = fn;
  for (const ast::Procedure* p : g.all<ast::Procedure>()) {
    f.procedures[p->name] = p;
    for (const ast::Param& q : p->params)
      if (q.type == "zone") f.zone_params[{p, q.name}] = std::set<std::string>{};
  }

  CardFlow out;
  for (const dsl::DeckList& d : g.deck_lists()) {
    std::map<const ast::CardDef*, long> here;
    for (const dsl::DeckCard& c : d.cards) here[c.def] += c.copies;
    for (const dsl::DeckCard& c : d.outside) here[c.def] += c.copies;
    for (const auto& [def, n] : here) out.copies[def] = std::max(out.copies[def], n);
  }
  std::vector<std::string> start = g.list_property("start_zone");
  // A table's own deck (`table_deck`) is dealt besides the seats': not read.
  if (start.size() != 1 || f.seats.empty() || !g.list_property("table_deck").empty()) return std::nullopt;
  if (!f.seat_zones.count(start[0]) && !f.global_zones.count(start[0])) return std::nullopt;
  std::set<Origin> every;
  for (const std::string& s : f.seats)
    for (const auto& [def, n] : out.copies) every.insert({s, def});
  f.origins.assign(every.begin(), every.end());
  for (std::size_t i = 0; i < f.origins.size(); ++i) f.all.insert(i);
  for (const Origin& o : dealt(g, f.seats))
    f.in[f.seat_zones.count(start[0]) ? o.first + "." + start[0] : start[0]].insert(f.number(o));

  bool copies_effects = false;
  for (const ast::Block* b : every_body(g))
    each_stmt(*b, [&copies_effects](const ast::Stmt& s) {
      if (const auto* v = boost::get<ast::Verb>(&s.get()); v && v->verb == "copy_effect") copies_effects = true;
    });
  for (int round = 0; round < 64; ++round) {
    f.changed = false;
    for (const ast::Procedure* p : g.all<ast::Procedure>()) {
      Env env;
      for (std::size_t k = 0; k < p->params.size(); ++k)
        if (p->params[k].type != "zone") env[p->params[k].name] = f.params[{p, k}];
      f.current = p;
      walk_block(f, p->body, env);
      f.current = nullptr;
    }
    for (const ast::Phase* p : g.all<ast::Phase>()) walk_block(f, p->body, {});
    for (const ast::Trigger* t : g.all<ast::Trigger>()) {
      Env env;
      for (const std::string& name : t->params) env[name] = f.all;
      walk_block(f, t->body, env);
    }
    for (const ast::CardDef* c : g.card_defs()) {
      if (!out.copies.count(c)) continue;  // no deck deals it
      Env env;
      // A card's `self` is the card, unless another's copy of its effect
      // runs it (`copy_effect`): then any card.
      for (const std::string& s : f.seats) env["self"].insert(f.number({s, c}));
      if (copies_effects) env["self"] = f.all;
      walk_items(f, c->items, env);
    }
    for (const ast::Ability* a : g.all<ast::Ability>()) walk_items(f, a->items, {});
    for (const ast::Attribute* a : g.all<ast::Attribute>()) {
      if (a->first) walk_block(f, *a->first, {});
      walk_items(f, a->items, {});
    }
    if (f.failed) return std::nullopt;
    if (!f.changed) {
      for (const auto& [key, cards] : f.in) out.in[key] = f.origins_of(cards);
      for (const auto& [at, cards] : f.touched) out.touched[at] = f.origins_of(cards);
      for (const auto& [key, moves] : f.moves)
        for (const ast::Move* m : moves) {
          dsl::Where w = g.where(*m);
          out.moves[key].insert(fmt::format("{}:{}:{}", w.file, w.line, w.col));
        }
      return out;
    }
  }
  return std::nullopt;
}

}  // namespace canbeat::analysis

