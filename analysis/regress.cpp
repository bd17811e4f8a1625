#include "analysis/regress.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>

#include "analysis/coverage.hpp"
#include "dsl/printer.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

namespace {

using Kind = GameChange::Kind;

// The keys of `a` not in `b`, as "offers A, B"; "the same keys in another
// order" when none.
std::string only_in(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  for (const std::string& k : a)
    if (std::find(b.begin(), b.end(), k) == b.end()) out.push_back(k);
  return out.empty() ? "nothing more" : fmt::format("offers {}", fmt::join(out, ", "));
}

// The first key in `a` and not in `b` ("" when none).
std::string first_missing(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  for (const std::string& k : a)
    if (std::find(b.begin(), b.end(), k) == b.end()) return k;
  return "";
}

// Why `key` is or is not offered after `choices` on `g`'s reference
// interpreter: the statements that decided its legality queries.
std::string decider(const dsl::Game& g, const Setup& setup, const std::vector<std::string>& choices, std::size_t n,
                    const std::string& key) {
  try {
    interp::Reference ref(g, setup, interp::Keep::explanations);
    for (std::size_t i = 0; i < n; ++i) ref.apply(choices[i]);
    for (const auto& c : ref.candidates()) {
      if (c.key != key) continue;
      std::vector<std::string> by;
      for (const interp::LegalityAnswer& a : c.answers) {
        if (!a.decider) {
          by.push_back(a.query + ": no statement permits it");
          continue;
        }
        dsl::Where w = g.where(*a.decider);
        by.push_back(fmt::format("{}: {} {} at {}:{}", a.query, a.legal ? "legal" : "illegal",
                                 a.decider->modality, w.file, w.line));
      }
      std::string open = c.offered ? "offered" : "not offered";
      return by.empty() ? open + " (its condition decided, no legality query)"
                        : fmt::format("{}, {}", open, fmt::join(by, "; "));
    }
    return "not considered";
  } catch (const std::exception& e) {
    return std::string("cannot tell: ") + e.what();
  }
}

// The first difference between the two engines' states, or nullopt.
std::optional<GameChange> differ(const Engine& base, const Engine& now, std::size_t step) {
  Observation b = base.observe(), n = now.observe();
  std::vector<FieldDiff> d = diff(b, n);
  GameChange c{Kind::changed, step};
  if (!d.empty()) {
    c.field = d.front().path;
    c.before = d.front().reference;
    c.after = d.front().fast;
    return c;
  }
  if (base.option_keys() != now.option_keys()) {
    // The options that differ, not the whole lists: one card more in a
    // list of fifty is what a reader must see.
    c.field = "options";
    c.before = only_in(base.option_keys(), now.option_keys());
    c.after = only_in(now.option_keys(), base.option_keys());
    return c;
  }
  return std::nullopt;
}

std::unique_ptr<Engine> start(EngineKind kind, const dsl::Game& g, const Setup& setup, std::string& why) {
  try {
    return make_engine(kind, g, setup);
  } catch (const std::exception& e) {
    why = e.what();
    return nullptr;
  }
}

}  // namespace

// The first difference is the change reported; the replay goes on to tell
// whether a later choice is no longer offered (broken).
GameChange compare_games(const dsl::Game& baseline, const dsl::Game& current, const Setup& setup,
                         const std::vector<std::string>& choices, EngineKind kind) {
  std::string why;
  std::unique_ptr<Engine> base = start(kind, baseline, setup, why);
  std::unique_ptr<Engine> now = base ? start(kind, current, setup, why) : nullptr;
  if (!now) return {Kind::not_run, 0, "", "", "", "", {}, why};
  std::optional<GameChange> first;
  for (std::size_t k = 0;; ++k) {
    if (!first) first = differ(*base, *now, k);
    if (first && first->field == "options" && first->decided.empty() && kind == EngineKind::reference) {
      std::vector<std::string> b = base->option_keys(), n = now->option_keys();
      std::string key = first_missing(b, n);
      if (key.empty()) key = first_missing(n, b);
      if (!key.empty())
        first->decided = fmt::format("'{}' now {}; on the baseline {}", key, decider(current, setup, choices, k, key),
                                     decider(baseline, setup, choices, k, key));
    }
    if (k == choices.size()) return first.value_or(GameChange{Kind::unchanged, k});
    if (base->find_option(choices[k]) == Engine::npos)
      return {Kind::not_run, k, "", "", "", "", {}, fmt::format("choice {} '{}' is not offered on the baseline", k + 1, choices[k])};
    if (now->find_option(choices[k]) == Engine::npos) {
      GameChange c{Kind::broken, k};
      c.note = fmt::format("choice {} '{}' is no longer offered", k + 1, choices[k]);
      c.offered = now->option_keys();
      if (kind == EngineKind::reference) c.decided = "now " + decider(current, setup, choices, k, choices[k]);
      if (first && first->step < k) c.note += fmt::format(" (first difference at step {}: {})", first->step, first->field);
      return c;
    }
    std::string error_base, error_now;
    try {
      base->apply(choices[k]);
    } catch (const std::exception& e) {
      error_base = e.what();
    }
    try {
      now->apply(choices[k]);
    } catch (const std::exception& e) {
      error_now = e.what();
    }
    if (error_base != error_now && !first) return {Kind::changed, k + 1, "error", error_base, error_now, "", {}, ""};
    if (!error_base.empty() || !error_now.empty()) return first.value_or(GameChange{Kind::unchanged, k + 1});
  }
}

std::string change_text(const GameChange& c) {
  switch (c.kind) {
    case Kind::unchanged: return "unchanged";
    case Kind::not_run: return "not compared: " + c.note;
    case Kind::broken:
      return fmt::format("broken at step {}: {}; offered: {}{}", c.step, c.note,
                         c.offered.empty() ? "nothing (the game is over)" : fmt::format("{}", fmt::join(c.offered, ", ")),
                         c.decided.empty() ? "" : "\n    " + c.decided);
    case Kind::changed: break;
  }
  std::string text = fmt::format("changed at step {}: {}: baseline {}, now {}", c.step, c.field,
                                 c.before.empty() ? "\"\"" : c.before, c.after.empty() ? "\"\"" : c.after);
  if (!c.decided.empty()) text += "\n    " + c.decided;
  return text;
}

// A card's definition as printed (the printer is canonical; the AST's own
// == would compare the expression tree's nodes by address).
std::string printed(const ast::CardDef& c) {
  ast::CardSet set;
  set.name = "x";
  set.cards.push_back(c);
  ast::File f;
  f.decls.emplace_back();
  f.decls.back() = std::move(set);
  return dsl::print(f);
}

std::vector<std::string> changed_cards(const dsl::Game& baseline, const dsl::Game& current) {
  // By id where cards have one (two levels of a character share a name).
  auto key = [](const ast::CardDef& c) { return c.id ? *c.id + " " + c.name : c.name; };
  std::map<std::string, std::string> before;
  for (const ast::CardDef* c : card_definitions(baseline)) before.emplace(key(*c), printed(*c));
  std::vector<std::string> out;
  for (const ast::CardDef* c : card_definitions(current)) {
    auto it = before.find(key(*c));
    if (it == before.end() || it->second != printed(*c)) out.push_back(key(*c));
    if (it != before.end()) before.erase(it);
  }
  for (const auto& [name, text] : before) out.push_back(name);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace canbeat::analysis
