#include "analysis/never_both_links.hpp"

#include <algorithm>

#include "analysis/ast_as.hpp"
#include "analysis/never_undecided_conserved.hpp"

namespace canbeat::analysis {

namespace x3 = boost::spirit::x3;

namespace {

const ast::Node& bare(const ast::Node& n) {
  const auto* p = as<ast::Paren>(n);
  return p ? bare(p->inner.root) : n;
}

const ast::Ref* ref_of(const ast::Node& n) { return boost::get<ast::Ref>(&bare(n).get()); }

bool is_name(const ast::Node& n, const std::string& name) {
  const ast::Ref* r = ref_of(n);
  return r && r->head == name && r->members.empty();
}

// `X.M` of name X, one member: M, or "".
std::string member_of(const ast::Node& n, const std::string& name) {
  const ast::Ref* r = ref_of(n);
  return r && r->head == name && r->members.size() == 1 ? r->members[0] : "";
}

void bind_name(Links::Bound& b, const std::string& name, const boost::optional<ast::Expr>& where) {
  b.param.erase(name);
  b.where[name] = where ? ast::parts_of(bare(where->root), ast::BinaryOp::and_) : std::vector<const ast::Node*>{};
}

std::vector<const ast::CardItem*> card_items(const dsl::Game& g) {
  std::vector<const ast::CardItem*> out;
  auto add = [&out](const std::vector<ast::CardItem>& items) {
    for (const ast::CardItem& i : items) out.push_back(&i);
  };
  for (const ast::CardDef* c : g.card_defs()) add(c->items);
  for (const ast::Ability* a : g.all<ast::Ability>()) add(a->items);
  for (const ast::Attribute* a : g.all<ast::Attribute>()) add(a->items);
  return out;
}

// The link var an effect giving its target's keyword reads: `c.serial ==
// self.M` among its binder's parts, c its binder; "" when none.
std::string link_var(const ast::Continuous& e) {
  if (e.target.head != e.binder.var || !e.binder.where) return "";
  for (const ast::Node* part : ast::parts_of(bare(e.binder.where->root), ast::BinaryOp::and_)) {
    const ast::Binary* b = ast::as_binary(bare(*part));
    if (!b || b->op != ast::BinaryOp::eq) continue;
    for (const auto& [l, r] : {std::pair(&b->lhs, &b->rhs), std::pair(&b->rhs, &b->lhs)})
      if (member_of(*l, e.binder.var) == "serial" && !member_of(*r, "self").empty()) return member_of(*r, "self");
  }
  return "";
}

}  // namespace

namespace {

struct Walk {
  std::map<std::string, std::vector<Links::Site>>& sets;
  std::map<std::string, std::vector<Links::Site>>& calls;
  std::set<std::string>& refused_vars;
  std::set<std::string>& refused_procs;

  void set(const ast::Set& s, const Links::Bound& b) {
    if (s.target.members.empty()) return;
    const ast::Ref* v = ref_of(s.value.root);
    if (v && v->members == std::vector<std::string>{"serial"})
      sets[s.target.members.back()].push_back({b, v->head, {}, &s});
    else
      refused_vars.insert(s.target.members.back());
  }
  void stmt(const ast::Stmt& s, Links::Bound& b) {
    if (const auto* x = boost::get<ast::Set>(&s.get())) return set(*x, b);
    if (const auto* l = boost::get<ast::Let>(&s.get())) return bind_name(b, l->name, boost::none);
    if (const auto* v = boost::get<ast::Verb>(&s.get())) refused_procs.insert(v->verb);
    if (const auto* p = boost::get<ast::Perform>(&s.get())) {
      Links::Site call{b, "", {}, p};
      for (const ast::Expr& a : p->call.args) call.args.push_back(ref_of(a.root) && ref_of(a.root)->members.empty() ? ref_of(a.root)->head : "");
      calls[p->call.name].push_back(call);
    }
    auto inner = [&](const ast::Block& body, const ast::Binder* binder) {
      Links::Bound in = b;
      if (binder) bind_name(in, binder->var, binder->where);
      block(body, in);
    };
    if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) return inner(f->get().body, &f->get().binder);
    if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) return inner(h->get().body, &h->get().binder);
    if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
      for (const ast::Option& o : c->get().options) inner(o.body, o.binder ? &*o.binder : nullptr);
      return;
    }
    for (const ast::Block* body : inner_blocks(s)) inner(*body, nullptr);
  }
  void block(const ast::Block& body, Links::Bound b) {
    for (const ast::Stmt& s : body.stmts) stmt(s, b);
  }
};

}  // namespace

Links::Links(const dsl::Game& g, const std::set<std::string>& unchanged, bool type_printed)
    : g_(g), unchanged_(unchanged), type_printed_(type_printed) {
  Walk w{sets_, calls_, refused_vars_, refused_procs_};
  std::set<const ast::Block*> procedures;
  for (const ast::Procedure* p : g.all<ast::Procedure>()) {
    Bound b;
    b.proc = p;
    for (std::size_t i = 0; i < p->params.size(); ++i) b.param[p->params[i].name] = i;
    w.block(p->body, b);
    procedures.insert(&p->body);
  }
  for (const ast::Block* body : every_body(g))
    if (!procedures.count(body)) w.block(*body, {});
  for (const ast::CardItem* i : card_items(g))
    if (const auto* p = boost::get<ast::Permission>(&i->get()); p && p->modality == "can") beaten_.insert(p->action);
  // A linked keyword: declared, no stat or var of its name, no card
  // printing it as a number, each effect giving it through one var whose
  // every set names a card and whose initial value names none.
  std::map<std::string, long> initial;
  std::set<std::string> keywords, refused;
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    if (d->what == "keyword") keywords.insert(d->name);
    if (d->what == "stat" || d->what == "var") refused.insert(d->name);
    const long* init = d->init ? boost::get<long>(&d->init->root.get()) : nullptr;
    if (d->what == "var" && init) initial[d->name] = *init;
  }
  std::vector<const ast::Continuous*> effects = g.all<ast::Continuous>();
  for (const ast::CardItem* i : card_items(g))
    if (const auto* e = boost::get<ast::Continuous>(&i->get())) effects.push_back(e);
  for (const ast::Continuous* e : effects) {
    if (e->target.members.empty() || is_name(e->amount.root, "false")) continue;
    const std::string& k = e->target.members.back();
    std::string var = link_var(*e);
    auto known = var_of_.find(k);
    if (var.empty() || (known != var_of_.end() && known->second != var)) refused.insert(k);
    var_of_[k] = var;
  }
  const std::vector<const ast::CardDef*> cards = g.card_defs();
  for (const auto& [k, var] : var_of_) {
    auto init = initial.find(var);
    bool numbered = std::any_of(cards.begin(), cards.end(),
                                [&k = k](const ast::CardDef* c) { return dsl::card_number(*c, k).has_value(); });
    if (keywords.count(k) && !refused.count(k) && !numbered && !refused_vars_.count(var) && init != initial.end() &&
        init->second < 1)
      linked_.insert(k);
  }
}

bool Links::may_gain(const std::string& k, const ast::CardDef& def) const {
  if (!linked_.count(k)) return true;
  auto sets = sets_.find(var_of_.at(k));
  if (sets == sets_.end()) return false;
  return std::any_of(sets->second.begin(), sets->second.end(),
                     [&](const Site& s) { return !excludes(def, s.name, s, 0); });
}

std::vector<const ast::Pos*> Links::sets_of(const std::string& k) const {
  std::vector<const ast::Pos*> out;
  if (auto sets = sets_.find(var_of_.at(k)); sets != sets_.end())
    for (const Site& s : sets->second) out.push_back(s.at);
  return out;
}

// Whether no value `name` may have at `at` is a copy of `def`.
bool Links::excludes(const ast::CardDef& def, const std::string& name, const Site& at, int depth) const {
  if (depth > 8) return false;
  if (auto w = at.bound.where.find(name); w != at.bound.where.end())
    return std::any_of(w->second.begin(), w->second.end(), [&](const ast::Node* p) { return part_excludes(def, name, *p); });
  auto p = at.bound.param.find(name);
  if (p == at.bound.param.end() || refused_procs_.count(at.bound.proc->name)) return false;
  auto calls = calls_.find(at.bound.proc->name);
  if (calls == calls_.end()) return false;  // run some other way: anything
  return std::all_of(calls->second.begin(), calls->second.end(), [&](const Site& c) {
    return p->second < c.args.size() && !c.args[p->second].empty() && excludes(def, c.args[p->second], c, depth + 1);
  });
}

// Whether `part`, true of `name`, is false of every copy of `def`.
bool Links::part_excludes(const ast::CardDef& def, const std::string& name, const ast::Node& part) const {
  const ast::Node& n = bare(part);
  if (const auto* u = as<ast::Unary>(n); u && u->op == ast::UnaryOp::not_) {
    std::string k = member_of(u->operand, name);
    return unchanged_.count(k) && dsl::card_has(def, k);
  }
  if (const ast::Binary* b = ast::as_binary(n); b && b->op == ast::BinaryOp::eq && member_of(b->lhs, name) == "type") {
    const ast::Ref* t = ref_of(b->rhs);
    std::optional<std::string> printed = dsl::card_name_value(def, "type");
    return type_printed_ && t && t->members.empty() && printed && *printed != t->head;
  }
  const auto* l = as<ast::Legal>(n);
  if (!l || beaten_.count(l->action)) return false;
  for (std::size_t i = 0; i < l->args.size(); ++i) {
    if (!is_name(l->args[i].root, name)) continue;
    for (const ast::Permission* s : g_.all<ast::Permission>()) {
      if (s->action != l->action || s->modality != "cant" || !s->when || i >= s->params.size()) continue;
      std::string k = member_of(s->when->root, s->params[i]);
      if (unchanged_.count(k) && dsl::card_has(def, k)) return true;
    }
  }
  return false;
}

}  // namespace canbeat::analysis
