// Decisions: `choose` (a player decides) and `chance` (the driver decides).
// The machine stops with the options listed; apply() runs the chosen body.
#include <algorithm>
#include <string>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

namespace {

// The options of one decision as they are listed: sorted by key in byte
// order, the alternatives of one key made one option counting them
// (stable, so the first listed stands for them). Sorting merges in N log N,
// so a domain of N elements never costs N^2 (the second outside probe: a
// die of 100,000 faces took 21 s a roll).
class Options {
 public:
  void make_room(std::size_t n) { list_.reserve(n); }
  void add(Alternative alt) { list_.push_back(std::move(alt)); }
  std::vector<Alternative>& list() {
    sort_by_key();
    std::size_t kept = 0;
    for (std::size_t i = 0; i < list_.size(); ++i) {
      if (kept > 0 && list_[kept - 1].key == list_[i].key) {
        list_[kept - 1].weight += list_[i].weight;
        continue;
      }
      if (kept != i) list_[kept] = std::move(list_[i]);
      ++kept;
    }
    list_.resize(kept);
    return list_;
  }

 private:
  // Stable: of equal keys the first listed is kept. A short list (a hand,
  // a deck to draw from) is sorted in place, without the buffer
  // std::stable_sort allocates.
  void sort_by_key() {
    auto by_key = [](const Alternative& a, const Alternative& b) { return a.key < b.key; };
    if (list_.size() > kSortedInPlace) {
      std::stable_sort(list_.begin(), list_.end(), by_key);
      return;
    }
    for (auto i = list_.begin(); i != list_.end(); ++i) std::rotate(std::upper_bound(list_.begin(), i, *i, by_key), i, i + 1);
  }
  static constexpr std::size_t kSortedInPlace = 64;
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
        candidates_.push_back({o.label + " " + key_of(v), open, o.binder->where ? &*o.binder->where : nullptr,
                               {legality_log_.begin() + static_cast<long>(asked), legality_log_.end()}});
      if (!open) continue;
      listed.add({o.label + " " + key_of(v), 1, &o.body, var, v});
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
    listed.add({s.label + " " + key_of(v), 1, &s.body, var, v});
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
