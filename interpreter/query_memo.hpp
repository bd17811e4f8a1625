// Legality answers and the game's functions' values kept while nothing a
// rule reads has changed (the interpreter's revision): the rules ask one
// query many times in a decision (an `any` over a hand, then each option's
// `where`; every route search over the same board), and call one function
// with the same arguments as often (a board game's `at(piece)`). A cache,
// never state: a copy starts empty.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <memory>
#include <vector>

#include "interpreter/value.hpp"

namespace canbeat::interp {

// One query as asked (or one function called): the action (the
// function's address), its arguments, and what else its answer depends on
// besides the state (the depth of the queries around it, which bounds its
// own; whether a continuous effect's condition asks it, where stats read
// as printed).
struct QueryKey {
  struct Arg {  // packed: a slot of the tables holds four
    Value::Kind kind = Value::Kind::none;
    int zone = -1;
    long num = 0;
    const std::string* text = nullptr;  // lasts as the game does (value.hpp)
    bool operator==(const Arg&) const = default;
  };
  std::intptr_t action = -1;
  int depth = 0;
  bool continuous = false;
  std::size_t count = 0;
  std::array<Arg, 4> args{};
  bool operator==(const QueryKey&) const = default;

  // nullopt for a query not kept: more arguments than a key holds, or a
  // list (known only by its address, which a later list may reuse).
  static std::optional<QueryKey> of(std::intptr_t action, std::span<const Value> args, int depth, bool continuous) {
    if (args.size() > 4) return std::nullopt;
    QueryKey k;
    k.action = action;
    k.depth = depth;
    k.continuous = continuous;
    k.count = args.size();
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i].kind == Value::Kind::list) return std::nullopt;
      k.args[i] = {args[i].kind, args[i].zone, args[i].num, args[i].text_};
    }
    return k;
  }
};

struct QueryKeyHash {
  std::size_t operator()(const QueryKey& k) const {
    std::uint64_t h = static_cast<std::uint64_t>(k.action) * 0x9E3779B97F4A7C15ull ^ static_cast<std::uint64_t>(k.depth);
    for (std::size_t i = 0; i < k.count; ++i)
      h = (h ^ (static_cast<std::uint64_t>(k.args[i].kind) << 56 ^ static_cast<std::uint64_t>(k.args[i].num) << 8 ^
                static_cast<std::uint64_t>(k.args[i].zone))) * 0x100000001B3ull;
    return static_cast<std::size_t>(h ^ (h >> 29) ^ (k.continuous ? 1 : 0));
  }
};

// A direct-mapped table: a query's slot is its hash's low bits, and a
// newer answer takes the slot over. No allocation but the table's own,
// taken at the first answer kept; a miss costs one compare (most queries
// of some games are never asked twice in a revision). `Result`: a query's
// legality, a function's value.
template <class Result>
class Memo {
 public:
  struct Answer {
    long revision = -1;
    Result result{};
    long work = 0;  // the work the query charged, charged again when reused
  };
  Memo() = default;
  Memo(const Memo&) {}
  Memo& operator=(const Memo&) {
    give_back();
    return *this;
  }
  ~Memo() { give_back(); }

  // The answer kept for `k` under `revision`, or null.
  const Answer* find(const QueryKey& k, long revision) const {
    if (!slots_) return nullptr;
    const Slot& s = (*slots_)[slot_of(k)];
    return s.owner == owner_ && s.answer.revision == revision && s.key == k ? &s.answer : nullptr;
  }
  void keep(const QueryKey& k, Answer a) {
    if (!slots_) take();
    (*slots_)[slot_of(k)] = {owner_, k, std::move(a)};
  }

 private:
  // The hash's high bits after a Fibonacci multiply: every bit of it counts.
  static std::size_t slot_of(const QueryKey& k) {
    return static_cast<std::size_t>((static_cast<std::uint64_t>(QueryKeyHash{}(k)) * 0x9E3779B97F4A7C15ull) >> (64 - kBits));
  }
  static constexpr int kBits = 10;
  static constexpr std::size_t kSlots = std::size_t{1} << kBits;
  struct Slot {
    std::uint64_t owner = 0;  // the memo that kept it (a table outlives its memos)
    QueryKey key;
    Answer answer;
  };
  using Slots = std::array<Slot, kSlots>;

  // A table a memo of this thread gave back is taken before a new one is
  // made: a run of many short games on copies (a fuzzer's inputs, a
  // shrink's probes) then neither clears nor faults in a table per game.
  // Its slots keep their former memo's answers; a new owner mark tells
  // them apart, so nothing is cleared.
  void take() {
    std::vector<std::unique_ptr<Slots>>& spare = spares().tables;
    if (spare.empty()) {
      slots_ = std::make_unique<Slots>();
    } else {
      slots_ = std::move(spare.back());
      spare.pop_back();
    }
    static std::atomic<std::uint64_t> owners{0};
    owner_ = owners.fetch_add(1, std::memory_order_relaxed) + 1;
  }
  void give_back() {
    if (!slots_) return;
    // A memo outliving its thread's spares (a static engine) frees its own.
    if (!spares_gone() && spares().tables.size() < kSpares) spares().tables.push_back(std::move(slots_));
    slots_.reset();
  }
  static constexpr std::size_t kSpares = 8;
  struct Spares {
    std::vector<std::unique_ptr<Slots>> tables;
    ~Spares() { spares_gone() = true; }
  };
  static Spares& spares() {
    thread_local Spares s;
    return s;
  }
  static bool& spares_gone() {
    thread_local bool gone = false;
    return gone;
  }

  std::unique_ptr<Slots> slots_;
  std::uint64_t owner_ = 0;
};

using QueryMemo = Memo<bool>;
using FunctionMemo = Memo<Value>;

}  // namespace canbeat::interp
