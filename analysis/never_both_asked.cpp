#include "analysis/never_both_asked.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "analysis/ast_as.hpp"
#include "analysis/card_flow.hpp"
#include "analysis/copied_powers.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

// `c in p.hand` known where an expression or statement runs: card name,
// seat name, zone. It stays known after the card moves on: the card was
// there once, which is what card_flow answers.
using Member = std::tuple<std::string, std::string, std::string>;
using Known = std::set<Member>;
// A card name that is the carrier (`self`) of card N of g.card_defs(): the
// member {name, "", kCarrier + N}.
const std::string kCarrier = "#carrier ";

const ast::Node& bare(const ast::Node& n) {
  const auto* p = as<ast::Paren>(n);
  return p ? bare(p->inner.root) : n;
}

const ast::Ref* name_of(const ast::Node& n) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  return r && r->members.empty() ? r : nullptr;
}

Known without(Known k, const std::string& name) {
  for (auto it = k.begin(); it != k.end();)
    it = std::get<0>(*it) == name || std::get<1>(*it) == name ? k.erase(it) : std::next(it);
  return k;
}

struct AskWalk {
  std::set<std::string> zones, globals;  // per-player zones; names the rules declare
  std::map<std::string, std::vector<std::pair<const ast::Legal*, Known>>> asks;
  std::map<std::string, std::vector<std::pair<const ast::Call*, Known>>> calls;
  std::set<std::string> verbs;
  std::map<std::string, Known> start;  // procedure -> what every call passes

  // `c in X.Z` with X no declared name (a game var may change meanwhile).
  void add(Known& k, const std::string& card, const ast::Node& domain) const {
    const auto* r = boost::get<ast::Ref>(&bare(domain).get());
    if (r && r->members.size() == 1 && zones.count(r->members[0]) && !globals.count(r->head) && r->head != card)
      k.insert({card, r->head, r->members[0]});
  }
  // What the parts `n` joins with `and` say, once they all held.
  Known with_parts(Known k, const ast::Node& n) const {
    for (const ast::Node* part : ast::parts_of(bare(n), ast::BinaryOp::and_)) {
      const ast::Binary* b = ast::as_binary(bare(*part));
      if (const ast::Ref* c = b && b->op == ast::BinaryOp::in ? name_of(b->lhs) : nullptr) add(k, c->head, b->rhs);
    }
    return k;
  }
  Known bound(const Known& k, const ast::Binder& b) const {
    Known in = without(k, b.var);
    add(in, b.var, b.domain.root);
    return in;
  }
  void expr(const ast::Node& n, const Known& k);
  void stmt(const ast::Stmt& s, Known& k);
  void block(const ast::Block& b, Known k) {
    for (const ast::Stmt& s : b.stmts) stmt(s, k);
  }
};

// `and` evaluates its right side only where its left side held
// (interpreter/eval.cpp).
void AskWalk::expr(const ast::Node& n, const Known& k) {
  const ast::Node& e = bare(n);
  if (const ast::Binary* b = ast::as_binary(e)) {
    expr(b->lhs, k);
    expr(b->rhs, b->op == ast::BinaryOp::and_ ? with_parts(k, b->lhs) : k);
  } else if (const auto* u = as<ast::Unary>(e)) {
    expr(u->operand, k);
  } else if (const auto* c = as<ast::Call>(e)) {
    for (const ast::Expr& a : c->args) expr(a.root, k);
  } else if (const auto* l = as<ast::Legal>(e)) {
    asks[l->action].push_back({l, k});
    for (const ast::Expr& a : l->args) expr(a.root, k);
  } else if (const auto* a = as<ast::Aggregate>(e)) {
    expr(a->binder.domain.root, k);
    Known in = bound(k, a->binder);
    if (a->binder.where) expr(a->binder.where->root, in);
    if (a->value) expr(a->value->root, a->binder.where ? with_parts(in, a->binder.where->root) : in);
  }
}

// A name set anywhere inside a statement may differ after it, and in a
// loop's body before it.
Known unset(Known k, const ast::Stmt& s) {
  for (const ast::Block* b : inner_blocks(s))
    each_stmt(*b, [&k](const ast::Stmt& t) {
      if (const auto* x = boost::get<ast::Set>(&t.get()); x && x->target.members.empty()) k = without(k, x->target.head);
      if (const auto* l = boost::get<ast::Let>(&t.get())) k = without(k, l->name);
    });
  return k;
}

void AskWalk::stmt(const ast::Stmt& s, Known& k) {
  namespace x3 = boost::spirit::x3;
  k = unset(k, s);
  auto binder = [&](const ast::Binder& b, const ast::Block& body) {
    expr(b.domain.root, k);
    Known in = bound(k, b);
    if (b.where) expr(b.where->root, in);
    block(body, b.where ? with_parts(in, b.where->root) : in);
  };
  if (const auto* l = boost::get<ast::Let>(&s.get())) {
    expr(l->value.root, k);
    k = without(k, l->name);
  } else if (const auto* x = boost::get<ast::Set>(&s.get())) {
    expr(x->value.root, k);
    if (x->target.members.empty()) k = without(k, x->target.head);
  } else if (const auto* m = boost::get<ast::Move>(&s.get())) {
    expr(m->what.root, k), expr(m->to.root, k);
  } else if (const auto* v = boost::get<ast::Verb>(&s.get())) {
    verbs.insert(v->verb);
    for (const ast::Expr& a : v->args) expr(a.root, k);
  } else if (const auto* p = boost::get<ast::Perform>(&s.get())) {
    for (const ast::Expr& a : p->call.args) expr(a.root, k);
    calls[p->call.name].push_back({&p->call, k});
  } else if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
    for (const ast::Branch& b : i->get().branches) expr(b.cond.root, k), block(b.body, with_parts(k, b.cond.root));
    if (i->get().otherwise) block(*i->get().otherwise, k);
  } else if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) {
    binder(f->get().binder, f->get().body);
  } else if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) {
    binder(h->get().binder, h->get().body);
  } else if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) {
    expr(r->get().count.root, k), block(r->get().body, k);
  } else if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&s.get())) {
    expr(w->get().cond.root, k), block(w->get().body, k);
  } else if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
    expr(c->get().player.root, k);
    if (c->get().up_to) expr(c->get().up_to->root, k);
    for (const ast::Option& o : c->get().options)
      if (o.binder) binder(*o.binder, o.body);
      else block(o.body, k);
  }
}

// What holds of a call's argument names, said of the callee's parameters.
Known passed(const ast::Call& call, const Known& k, const std::vector<ast::Param>& params) {
  Known out;
  for (const auto& [card, seat, zone] : k)
    for (std::size_t i = 0; i < call.args.size() && i < params.size(); ++i) {
      const ast::Ref* ci = name_of(call.args[i].root);
      if (ci && ci->head == card && seat.empty()) out.insert({params[i].name, "", zone});
      for (std::size_t j = 0; j < call.args.size() && j < params.size(); ++j) {
        const ast::Ref* cj = name_of(call.args[j].root);
        if (ci && cj && ci->head == card && cj->head == seat) out.insert({params[i].name, params[j].name, zone});
      }
    }
  return out;
}

}  // namespace

std::vector<const ast::Permission*> permissions(const dsl::Game& g) {
  std::vector<const ast::Permission*> out = g.all<ast::Permission>();
  auto add = [&out](const std::vector<ast::CardItem>& items) {
    for (const ast::CardItem& i : items)
      if (const auto* p = boost::get<ast::Permission>(&i)) out.push_back(p);
  };
  for (const ast::CardDef* c : g.card_defs()) add(c->items);
  for (const ast::Ability* a : g.all<ast::Ability>()) add(a->items);
  for (const ast::Attribute* a : g.all<ast::Attribute>()) add(a->items);
  return out;
}

namespace {

// A card's own triggers and powers, walked with `self` its carrier; but
// the first power of a card `copy_effect` may copy, which may run for
// another card (copied_powers.hpp). Each body walked goes into `walked`.
void walk_carried(AskWalk& w, const dsl::Game& g, std::set<const ast::Block*>& walked) {
  const std::vector<const ast::CardDef*> cards = g.card_defs();
  const std::set<const ast::CardDef*> copied = copied_cards(g);
  for (std::size_t n = 0; n < cards.size(); ++n) {
    bool first_power = true;
    for (const ast::CardItem& item : cards[n]->items) {
      const ast::Block* body = nullptr;
      Known carrier{{"self", "", kCarrier + std::to_string(n)}};
      if (const auto* t = boost::get<ast::Trigger>(&item.get())) body = &t->body;
      if (const auto* p = boost::get<ast::Power>(&item.get())) {
        body = &p->body;
        if (std::exchange(first_power, false) && copied.count(cards[n])) carrier.clear();
      }
      if (body && walked.insert(body).second) w.block(*body, carrier);
    }
  }
}

// One walk of the game, with what the procedures' calls passed last time.
void walk_once(AskWalk& w, const dsl::Game& g) {
  w.asks.clear(), w.calls.clear(), w.verbs.clear();
  for (const ast::Permission* p : permissions(g))
    if (p->when) w.expr(p->when->root, {});
  for (const ast::Function* f : g.all<ast::Function>()) w.expr(f->body.root, {});
  std::set<const ast::Block*> procedures;
  for (const ast::Procedure* p : g.all<ast::Procedure>()) {
    auto start = w.start.find(p->name);
    w.block(p->body, start == w.start.end() ? Known{} : start->second);
    procedures.insert(&p->body);
  }
  std::set<const ast::Block*> walked = procedures;
  walk_carried(w, g, walked);
  for (const ast::Block* b : every_body(g))
    if (!walked.count(b)) w.block(*b, {});
}

// What every call of each procedure passes; none for one also run as a
// verb, never called, or `setup`.
std::map<std::string, Known> starts(const AskWalk& w, const dsl::Game& g) {
  std::map<std::string, Known> out;
  for (const ast::Procedure* p : g.all<ast::Procedure>()) {
    auto calls = w.calls.find(p->name);
    if (w.verbs.count(p->name) || calls == w.calls.end() || p->name == "setup") continue;
    Known all = passed(*calls->second.front().first, calls->second.front().second, p->params);
    for (const auto& [call, k] : calls->second) {
      Known here = passed(*call, k, p->params), both;
      std::set_intersection(all.begin(), all.end(), here.begin(), here.end(), std::inserter(both, both.end()));
      all = both;
    }
    out[p->name] = all;
  }
  return out;
}

// How many times the kernel asks `legal ACTION(`, every file printed.
std::size_t written_asks(const dsl::Game& g, const std::string& action) {
  const std::string needle = "legal " + action + "(";
  std::size_t n = 0;
  for (const dsl::SourceFile& f : g.files) {
    std::string text = dsl::print(f.ast);
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  }
  return n;
}

}  // namespace

std::set<AskedIn> asked_in(const dsl::Game& g, const std::string& action, std::set<std::string>* where) {
  // The board's built-ins ask these themselves (interpreter/board.cpp: a
  // route's steps, a line of sight), where no text states where the
  // arguments lie: nothing is claimed for them.
  if (action == "pass" || action == "blocks" || action == "closed" || action == "walled") return {};
  AskWalk w;
  w.zones = seat_zones(g);
  for (const ast::Declare* d : g.all<ast::Declare>()) w.globals.insert(d->name);
  for (int round = 0; round < 8; ++round) {
    walk_once(w, g);
    std::map<std::string, Known> next = starts(w, g);
    if (next == w.start) break;
    w.start = next;
  }
  const auto& asks = w.asks[action];
  std::set<const ast::Legal*> walked;
  for (const auto& ask : asks) walked.insert(ask.first);
  if (asks.empty() || walked.size() != written_asks(g, action)) return {};
  std::set<AskedIn> out;
  for (std::size_t n = 0; n < asks.size(); ++n) {
    const auto& [legal, k] = asks[n];
    std::vector<std::string> args;
    for (const ast::Expr& a : legal->args) args.push_back(name_of(a.root) ? name_of(a.root)->head : "");
    std::set<AskedIn> here;
    for (const auto& [card, seat, zone] : k)
      for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == card && seat.empty()) here.insert({i, i, zone});
        for (std::size_t j = 0; j < args.size(); ++j)
          if (args[i] == card && args[j] == seat) here.insert({i, j, zone});
      }
    if (n == 0) out = here;
    std::set<AskedIn> both;
    std::set_intersection(out.begin(), out.end(), here.begin(), here.end(), std::inserter(both, both.end()));
    out = both;
    if (where) {
      dsl::Where at = g.where(*legal);
      where->insert(fmt::format("{}:{}:{}", at.file, at.line, at.col));
    }
  }
  return out;
}

namespace {

std::string at(const dsl::Game& g, const ast::Pos& p) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}:{}", w.file, w.line, w.col);
}

// The seats a statement lets parameter j be: one a conjunct `P == S` names.
std::set<std::string> seats_let(const ast::Permission& s, std::size_t j, std::set<std::string> seats) {
  if (!s.when) return seats;
  for (const ast::Node* part : ast::parts_of(bare(s.when->root), ast::BinaryOp::and_)) {
    const ast::Binary* b = ast::as_binary(bare(*part));
    if (!b || b->op != ast::BinaryOp::eq) continue;
    for (const auto& [l, r] : {std::pair(&b->lhs, &b->rhs), std::pair(&b->rhs, &b->lhs)}) {
      const ast::Ref *p = name_of(*l), *seat = name_of(*r);
      if (p && seat && p->head == s.params[j] && seats.count(seat->head)) seats = {seat->head};
      else if (p && seat && p->head == s.params[j]) seats.clear();
    }
  }
  return seats;
}

bool may_hold(const PrintedReader& r, const ast::CardDef& d, const ast::Permission& s, std::size_t i) {
  return !s.when || r.may(d, s.params[i], s.when->root, true);
}

// Why no card argument i both statements let it be is ever in zone Z of a
// seat they let argument j be, or "".
std::string never_there(const dsl::Game& g, const CardFlow& flow, const ast::Permission& a, const ast::Permission& b,
                        const AskedIn& in) {
  const auto& [i, j, zone] = in;
  std::vector<std::string> all = g.list_property("players");
  std::set<std::string> seats = seats_let(b, j, seats_let(a, j, {all.begin(), all.end()}));
  const PrintedReader reader(g);
  for (const std::string& s : seats) {
    auto there = flow.in.find(s + "." + zone);
    if (there == flow.in.end()) continue;
    for (const CardFlow::Origin& o : there->second)
      if (may_hold(reader, *o.second, a, i) && may_hold(reader, *o.second, b, i)) return "";
  }
  return fmt::format("no card that can ever be in {}'s {} (the decks dealt it, the rules' moves) meets the conditions of both {} and {}",
                     fmt::join(seats, " or "), zone, at(g, a), at(g, b));
}

// Why card `d`, the carrier of every ask's argument i, meets the
// conditions of `a` and `b` together by nothing it prints, or "".
std::string not_carrier(const dsl::Game& g, const ast::CardDef& d, const ast::Permission& a, const ast::Permission& b,
                        std::size_t i) {
  const PrintedReader reader(g, true);
  if (may_hold(reader, d, a, i) && may_hold(reader, d, b, i)) return "";
  return fmt::format("the carrier of the text of \"{}\" that asks it ({}), whose printed facts do not meet the "
                     "conditions of both {} and {}",
                     d.name, at(g, d), at(g, a), at(g, b));
}

}  // namespace

std::optional<std::string> never_asked_together(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b) {
  const ast::Permission &x = *a.p, &y = *b.p;
  if (x.params.size() != y.params.size()) return std::nullopt;
  std::set<std::string> asks;
  const std::set<AskedIn> in = asked_in(g, x.action, &asks);
  if (in.empty()) return std::nullopt;
  std::optional<CardFlow> flow = card_flow(g);
  if (!flow) return std::nullopt;
  for (const AskedIn& m : in) {
    const auto& [i, j, zone] = m;
    if (static_cast<int>(i) == a.self_param || static_cast<int>(i) == b.self_param) continue;
    if (zone.rfind(kCarrier, 0) == 0) {
      const ast::CardDef& d = *g.card_defs().at(std::stoul(zone.substr(kCarrier.size())));
      if (std::string why = not_carrier(g, d, x, y, i); !why.empty())
        return fmt::format("every ask of `legal {}` ({}) has as argument {} {}", x.action, fmt::join(asks, ", "), i + 1, why);
      continue;
    }
    if (std::string why = never_there(g, *flow, x, y, m); !why.empty())
      return fmt::format("every ask of `legal {}` ({}) has argument {} in argument {}'s {}, and {}", x.action,
                         fmt::join(asks, ", "), i + 1, j + 1, zone, why);
  }
  return std::nullopt;
}

}  // namespace canbeat::analysis

