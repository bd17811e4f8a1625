// Decisions: `choose` (a player decides) and `chance` (the driver decides).
// The machine stops with the options listed; apply() runs the chosen body.
#include <string>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

// choose p { option "label" [x in domain where cond] { body } ... }
// One option per alternative without a binder, one per distinct element
// with one: key "label element". The player is the decider.
void Reference::exec_choose(const ast::Choose& s) {
  Value who = eval(s.player);
  if (who.kind != Value::Kind::player) fail(s.player, "choose needs a player");
  // An eliminated seat is never asked again (`eliminate p;`): a rules error
  // rather than a decision skipped, whose options' effects would be lost.
  if (state_.eliminated.at(who.num))
    fail(s.player, "seat " + state_.seats.at(who.num) + " is eliminated: it decides nothing (guard with not p.eliminated)");
  // The legality log keeps every query since the last choice (the rules'
  // own, then the options' conditions); it is cleared when one is applied.
  if (keep_ == Keep::explanations) candidates_.clear();
  options_.start();
  for (const ast::Option& o : s.options) {
    if (!o.binder) {
      if (keep_ == Keep::explanations) candidates_.push_back({o.label, true, nullptr, {}});
      Alternative& a = options_.add();
      a.key.assign(o.label);
      a.body = &o.body;
      a.var = -1;
      a.value = {};
      continue;
    }
    push_scope(false);  // a scope for the bound element
    int var = names_->of(o.binder->var);
    const Domain domain = domain_of(eval(o.binder->domain), o.binder->domain);
    for (std::size_t i = 0; i < domain.size(); ++i) {
      Value v = domain[i];
      bind(var, v);
      std::size_t asked = legality_log_.size();
      bool open = !o.binder->where || truthy(eval(*o.binder->where), *o.binder->where);
      if (keep_ == Keep::explanations)
        candidates_.push_back({labelled_key(o.label, v), open, o.binder->where ? &*o.binder->where : nullptr,
                               {legality_log_.begin() + static_cast<long>(asked), legality_log_.end()}});
      if (!open) continue;
      Alternative& a = options_.add();
      write_key(o.label, v, a.key);
      a.body = &o.body;
      a.var = var;
      a.value = v;
    }
    pop_scope();
  }
  options_.close(false);  // a player's options are not weighted
  if (options_.size() == 0) fail(s, "a player must choose, but no option is open");
  pending_ = {Decider::player, static_cast<int>(who.num), s.secret};
}

// chance "label" x in domain { body }: the driver picks an element; identical
// elements (same key) are one option weighted by their number, as a draw
// from a shuffled pile is (../shared/DESIGN.md "The seam").
void Reference::exec_chance(const ast::Chance& s) {
  Value domain = eval(s.binder.domain);
  options_.start();
  push_scope(false);
  int var = names_->of(s.binder.var);
  const Domain items = domain_of(domain, s.binder.domain);
  for (std::size_t i = 0; i < items.size(); ++i) {
    Value v = items[i];
    bind(var, v);
    if (s.binder.where && !truthy(eval(*s.binder.where), *s.binder.where)) continue;
    Alternative& a = options_.add();
    write_key(s.label, v, a.key);
    a.body = &s.body;
    a.var = var;
    a.value = v;
  }
  pop_scope();
  options_.close(true);
  if (options_.size() == 0) fail(s, "chance over nothing");
  // A draw from a seat's pile is that seat's chance; a die's or the
  // table's is no seat's (`chance -`).
  bool seats_pile = domain.kind == Value::Kind::zone && domain.num < state_.table_row();
  int seat = seats_pile ? static_cast<int>(domain.num) : -1;
  pending_ = {Decider::chance, seat};
}

void Reference::do_apply(std::size_t i) {
  const Alternative& taken = options_.at(i);
  const ast::Block& body = *taken.body;
  std::vector<Binding> locals;
  if (taken.var >= 0) locals.push_back({taken.var, taken.value});
  options_.clear();
  pending_ = {};
  legality_log_.clear();
  activation_log_.clear();
  resolution_log_.clear();
  continuous_log_.clear();
  ++revision_;  // a chance's draw or a choice: the option's value is bound
  push_block(body, std::move(locals));
  run();
}

}  // namespace canbeat::interp
