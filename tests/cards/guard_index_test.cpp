// fast-engine/cards/guard_index.hpp against reading every entry: for random
// lists of statements (said by a card or a rule, guarded by self_is,
// power_of, both or neither) and random arguments, pick() leaves out only
// entries whose guard fails and keeps the others in the order added.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "fast-engine/cards/guard_index.hpp"

namespace {

using canbeat::fast::cards::GuardedList;
using canbeat::fast::cards::kPowerStride;
using canbeat::fast::cards::Program;

struct Entry {
  int position, instance;
  Program program;
};

// The guards as holds() tests them (fast-engine/cards/vm.hpp).
bool guard_holds(const Entry& e, const int* args) {
  if (e.program.self_is >= 0 && args[e.program.self_is] != e.instance) return false;
  if (e.program.power_of >= 0 && args[e.program.power_of] / kPowerStride != e.instance) return false;
  return true;
}

RC_GTEST_PROP(GuardIndex, PicksEveryEntryWhoseGuardHoldsInOrder, ()) {
  constexpr int kArgs = 3, kCards = 12;
  const int n = *rc::gen::inRange(0, 90);
  const int room = *rc::gen::element(2, 8, 64);
  GuardedList<Entry> list;
  std::vector<Entry> all;
  for (int i = 0; i < n; ++i) {
    Entry e{i, *rc::gen::inRange(-1, kCards), {}};
    e.program.self_is = *rc::gen::inRange(-1, kArgs);
    e.program.power_of = *rc::gen::inRange(-1, kArgs);
    list.add(e, e.instance, e.program);
    all.push_back(e);
  }
  int args[kArgs];
  for (int& a : args) a = *rc::gen::oneOf(rc::gen::inRange(-1, kCards), rc::gen::inRange(-1, kCards * kPowerStride));
  std::vector<std::int16_t> space(static_cast<std::size_t>(room));
  std::vector<int> picked;
  for (const Entry& e : list.pick(args, space.data(), room)) picked.push_back(e.position);
  for (std::size_t k = 1; k < picked.size(); ++k) RC_ASSERT(picked[k - 1] < picked[k]);
  std::size_t k = 0;
  for (const Entry& e : all) {
    while (k < picked.size() && picked[k] < e.position) ++k;
    if (guard_holds(e, args)) RC_ASSERT(k < picked.size() && picked[k] == e.position);
  }
}

}  // namespace
