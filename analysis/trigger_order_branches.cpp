#include "analysis/trigger_order_branches.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <exception>
#include <set>

#include "analysis/conflict_search.hpp"

namespace canbeat::analysis {

namespace {

// How many differing fields a branch expects: enough to see the states
// part, few enough to read.
constexpr std::size_t kFieldsShown = 3;

struct Played {
  std::vector<std::string> takes;  // the order's option, then the resolving choices
  std::string plain_first;
  Observation end;
};

// Option `i`'s key without serials, with its place among the options of
// that name when it is not the first.
std::string plain_key(const Engine& e, std::size_t i) {
  std::string plain = without_serials(e.option_key(i));
  std::size_t before = 0;
  for (std::size_t j = 0; j < i; ++j) before += without_serials(e.option_key(j)) == plain;
  return before ? fmt::format("{} [{}]", plain, before + 1) : plain;
}

// The paths of the fields `a` and `b` differ in, the shortest values
// first, kFieldsShown of them, in path order.
std::set<std::string> shown_paths(const Observation& a, const Observation& b) {
  std::vector<FieldDiff> d = diff(a, b);
  std::stable_sort(d.begin(), d.end(), [](const FieldDiff& x, const FieldDiff& y) {
    return std::max(x.reference.size(), x.fast.size()) < std::max(y.reference.size(), y.fast.size());
  });
  std::set<std::string> paths;
  for (std::size_t i = 0; i < d.size() && i < kFieldsShown; ++i) paths.insert(d[i].path);
  return paths;
}

Branch branch(const Played& p, const std::set<std::string>& paths) {
  Branch b{p.takes, p.plain_first, {}};
  for (const std::string& path : paths) {
    const std::string* v = p.end.find(path);
    b.expectations.push_back("expect " + path + " = " + (v ? *v : "<absent>"));
  }
  return b;
}

}  // namespace

std::vector<Branch> trigger_order_branches(const Table& s, const std::vector<std::string>& choices) {
  try {
    std::unique_ptr<Engine> e = s.factory(EngineKind::reference)();
    for (const std::string& k : choices) {
      std::size_t o = e->find_option(k);
      if (o == Engine::npos) return {};
      e->apply(o);
    }
    std::optional<Played> first;
    for (std::size_t i = 0; i < e->option_count(); ++i) {
      std::unique_ptr<Engine> c = e->clone();
      Played p{{e->option_key(i)}, plain_key(*e, i), {}};
      c->apply(i);
      settle(*c, &p.takes);
      p.end = c->observe();
      if (!first) {
        first = std::move(p);
      } else if (!(p.end == first->end)) {
        std::set<std::string> paths = shown_paths(first->end, p.end);
        return {branch(*first, paths), branch(p, paths)};
      }
    }
  } catch (const std::exception&) {
    // A rules error on the way: no branches; the repro still replays.
  }
  return {};
}

}  // namespace canbeat::analysis
