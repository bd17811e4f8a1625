// Differential position fuzzer: the input bytes, read by a small
// bounded-integer reader (in the manner of simdjson's fuzz/FuzzUtils.h),
// pick a game with a fast engine, one of the turn starts of a seeded game of
// it, and a few mutations of that position's fields (a number at an edge or
// from the bytes, negated, a field given twice, renamed, dropped, set to a
// text that is no number or to another field's value). The position is
// staged on the reference interpreter and the fast engine, then a few
// choices (the remaining bytes, harness/agent.hpp BytesAgent) are played in
// lockstep. The verdicts must agree: both refuse, both fail alike, or both
// stage it and play alike; the fast engine alone refusing is its "cannot
// run". Anything else prints both sides and the first differing field, then
// aborts, so libFuzzer keeps the input.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "engines/registry.hpp"
#include "engines/staged.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "interpreter/interpreter.hpp"

namespace {

using canbeat::Field;
using canbeat::Observation;

// Bounded integers from the input: take(n) is in [0, n), 0 once the bytes
// run out, so every input decodes and a shorter one changes less.
class Reader {
 public:
  Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::size_t take(std::size_t n) {
    if (n <= 1) return 0;
    std::size_t v = 0;
    for (std::size_t range = 1; range < n && pos_ < size_; range <<= 8) v = v << 8 | data_[pos_++];
    return v % n;
  }
  const std::uint8_t* rest() const { return data_ + pos_; }
  std::size_t left() const { return size_ - pos_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// A game with a fast engine and the positions its turns began in, in a
// seeded game on the reference interpreter: real positions to mutate.
struct Table {
  std::string name;
  std::unique_ptr<canbeat::dsl::Game> game;
  std::vector<Observation> starts;
};

std::vector<Table> load_tables() {
  std::vector<Table> out;
  for (const std::string& name : canbeat::fast_engine_games()) {
    std::string dir = canbeat::dsl::builtin_games_dir() + "/" + name;
    canbeat::dsl::Diagnostics diags;
    auto game = canbeat::dsl::load_game(dir, diags);
    if (!game) {
      std::fprintf(stderr, "fuzz_position: cannot load %s\n%s", dir.c_str(), diags.text().c_str());
      std::abort();
    }
    Table t{name, std::make_unique<canbeat::dsl::Game>(std::move(*game)), {}};
    canbeat::interp::Reference played(*t.game);
    played.keep_turn_starts();
    std::uint64_t x = 1;  // a fixed seed: the same positions in every run
    for (int step = 0; step < 400 && played.option_count() > 0; ++step) {
      x = x * 6364136223846793005u + 1442695040888963407u;
      played.apply(static_cast<std::size_t>((x >> 33) % played.option_count()));
    }
    t.starts = played.turn_starts();
    if (t.starts.size() > 16) t.starts.resize(16);
    if (!t.starts.empty()) out.push_back(std::move(t));
  }
  return out;
}

const std::vector<Table>& tables() {
  static const std::vector<Table> t = load_tables();
  return t;
}

const char* const kNumbers[] = {"0",          "1",          "2",          "-1",         "65535",
                                "65536",      "2147483647", "2147483648", "-2147483648", "-2147483649",
                                "1000000000", "1000000001", "9223372036854775807", "-9223372036854775808",
                                "99999999999999999999"};
const char* const kTexts[] = {"", "abc", "1.5", "0x10", "+1", " 1", "1 ", "--1", "1e3", "[", "[]", "[,]", "[, ,]",
                              "[A, B]", "{x=1}", "-", "\xd9\xa1", "\x1b[2J", "none"};

// One mutation of `o`, as the reader decodes it.
void mutate(Observation& o, Reader& in) {
  if (o.fields.empty()) return;
  std::size_t f = in.take(o.fields.size());
  Field& field = o.fields[f];
  switch (in.take(8)) {
    case 0: field.value = kNumbers[in.take(std::size(kNumbers))]; break;
    case 1: field.value = std::to_string(static_cast<long>(in.take(512)) - 256); break;
    case 2: field.value = field.value.rfind('-', 0) == 0 ? field.value.substr(1) : "-" + field.value; break;
    case 3: o.fields.insert(o.fields.begin() + static_cast<long>(f) + 1, Field{field.path, kNumbers[in.take(4)]}); break;
    case 4: field.path += in.take(2) ? "_unknown" : ".x"; break;
    case 5: o.fields.erase(o.fields.begin() + static_cast<long>(f)); break;
    case 6: field.value = kTexts[in.take(std::size(kTexts))]; break;
    default: field.value = o.fields[in.take(o.fields.size())].value; break;
  }
}

[[noreturn]] void mismatch(const Table& t, const Observation& position, const std::string& what) {
  std::fprintf(stderr, "fuzz_position: %s: %s\nthe position staged:\n%s", t.name.c_str(), what.c_str(),
               position.serialize().c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace canbeat;
  const std::vector<Table>& all = tables();
  if (all.empty()) return 0;
  Reader in(data, size);
  const Table& t = all[in.take(all.size())];
  Observation position = t.starts[in.take(t.starts.size())];
  for (std::size_t k = in.take(4) + 1; k > 0; --k) mutate(position, in);
  StagedPair staged = stage_both(*t.game, position);
  Staged &ref = staged.reference, &fast = staged.fast;
  if (!fast.refused.empty()) return 0;  // the fast engine cannot run it: its own verdict
  if (!ref.refused.empty()) mismatch(t, position, "the reference refuses (" + ref.refused + "), the fast engine stages it");
  if (ref.error.empty() != fast.error.empty())
    mismatch(t, position, "one engine fails staging: reference '" + ref.error + "', fast '" + fast.error + "'");
  if (!ref.error.empty()) return 0;  // both stop alike
  // A few choices from the remaining bytes, compared at every step.
  BytesAgent agent(in.rest(), in.left());
  LockstepResult r = lockstep(*ref.engine, *fast.engine, agent, 8);
  if (r.end == RunEnd::diverged)
    mismatch(t, position, "the engines diverge\n" + describe(*r.divergence, ref.engine->seats()));
  return 0;
}
