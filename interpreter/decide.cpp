// Decisions: `choose` (a player decides) and `chance` (the driver decides).
// The machine stops with the options listed; apply() runs the chosen body.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

namespace {

// The options of one decision as they are listed: sorted by key in byte
// order, the alternatives of one key made one option counting them
// (stable, so the first listed stands for them). The order is sorted as
// indices and each alternative moved once: an insertion sort moved every
// key string O(N^2) times, a fifth of the time a fuzzed game spent in the
// interpreter, and sorting N log N keeps a domain of N elements from
// costing N^2 (the second outside probe: a die of 100,000 faces took 21 s
// a roll).
class Options {
 public:
  void make_room(std::size_t n) { list_.reserve(n); }
  void add(Alternative alt) { list_.push_back(std::move(alt)); }
  std::vector<Alternative>& list() {
    std::vector<std::uint32_t> order(list_.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      int c = list_[a].key.compare(list_[b].key);
      return c < 0 || (c == 0 && a < b);
    });
    std::vector<Alternative> merged;
    merged.reserve(list_.size());
    for (std::uint32_t i : order) {
      if (!merged.empty() && merged.back().key == list_[i].key) {
        merged.back().weight += list_[i].weight;
        continue;
      }
      merged.push_back(std::move(list_[i]));
    }
    list_ = std::move(merged);
    return list_;
  }

 private:
  std::vector<Alternative> list_;
};

}  // namespace

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
  Options listed;
  for (const ast::Option& o : s.options) {
    if (!o.binder) {
      if (keep_ == Keep::explanations) candidates_.push_back({o.label, true, nullptr, {}});
      listed.add({o.label, 1, &o.body, -1, {}});
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
      listed.add({labelled_key(o.label, v), 1, &o.body, var, v});
    }
    pop_scope();
  }
  std::vector<Alternative>& options = listed.list();
  for (Alternative& a : options) a.weight = 1;  // a player's options are not weighted
  if (options.empty()) fail(s, "a player must choose, but no option is open");
  options_ = std::move(options);
  pending_ = {Decider::player, static_cast<int>(who.num), s.secret};
}

// chance "label" x in domain { body }: the driver picks an element; identical
// elements (same key) are one option weighted by their number, as a draw
// from a shuffled pile is (../shared/DESIGN.md "The seam").
void Reference::exec_chance(const ast::Chance& s) {
  Value domain = eval(s.binder.domain);
  Options listed;
  push_scope(false);
  int var = names_->of(s.binder.var);
  const Domain items = domain_of(domain, s.binder.domain);
  listed.make_room(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    Value v = items[i];
    bind(var, v);
    if (s.binder.where && !truthy(eval(*s.binder.where), *s.binder.where)) continue;
    listed.add({labelled_key(s.label, v), 1, &s.body, var, v});
  }
  pop_scope();
  std::vector<Alternative>& options = listed.list();
  if (options.empty()) fail(s, "chance over nothing");
  options_ = std::move(options);
  // A draw from a seat's pile is that seat's chance; a die's or the
  // table's is no seat's (`chance -`).
  bool seats_pile = domain.kind == Value::Kind::zone && domain.num < state_.table_row();
  int seat = seats_pile ? static_cast<int>(domain.num) : -1;
  pending_ = {Decider::chance, seat};
}

void Reference::do_apply(std::size_t i) {
  Alternative chosen = options_.at(i);
  options_.clear();
  pending_ = {};
  legality_log_.clear();
  activation_log_.clear();
  resolution_log_.clear();
  continuous_log_.clear();
  ++revision_;  // a chance's draw or a choice: the option's value is bound
  std::vector<Binding> locals;
  if (chosen.var >= 0) locals.push_back({chosen.var, chosen.value});
  push_block(*chosen.body, std::move(locals));
  run();
}

}  // namespace canbeat::interp
