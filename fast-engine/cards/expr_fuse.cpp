// fuse() (expr.hpp): the peephole run once an expression is compiled, so
// that common pairs of instructions cost one dispatch.
#include <cstddef>
#include <utility>

#include "fast-engine/cards/expr.hpp"

namespace canbeat::fast::cards {

namespace {
using Code = ExprCode;
bool compares(int c) { return c >= Code::eq && c <= Code::ge; }
bool raw_jump(const ExprInstr& i) { return i.code == Code::jump_false || i.code == Code::jump_true; }
bool fused_jump(const ExprInstr& i) { return i.fused & (ExprInstr::kJumpFalse | ExprInstr::kJumpTrue); }
// The machine's codes whose `error` is a rules error, which a fused jump
// must not take for its target.
bool own_error(int c, const ExprFusion& game) {
  return c == Code::error || c == Code::error_if || c == Code::opponent || c == Code::player_at ||
         game.own_error[std::size_t(c)];
}
// opponent and player_at read no n: `opponent(p) == SEAT` fuses its
// comparison in.
bool free_n(int c, const ExprFusion& game) {
  return c == Code::local || c == Code::aggregate || c == Code::opponent || c == Code::player_at ||
         game.free_n[std::size_t(c)];
}

// Each pair (x, y) that merge() makes one instruction of, y no jump's
// target, replaced by it; the jumps' targets renumbered.
template <class Merge>
void merge_pairs(std::vector<ExprInstr>& code, Merge&& merge) {
  std::vector<char> target(code.size() + 1, 0);
  for (const ExprInstr& i : code) {
    if (raw_jump(i)) target[std::size_t(i.a)] = 1;
    if (fused_jump(i)) target[std::size_t(i.error)] = 1;
  }
  std::vector<std::int16_t> at(code.size() + 1);
  std::vector<ExprInstr> out;
  for (std::size_t k = 0; k < code.size(); ++k) {
    at[k] = std::int16_t(out.size());
    ExprInstr m;
    if (k + 1 < code.size() && !target[k + 1] && merge(code[k], code[k + 1], m)) {
      at[++k] = std::int16_t(out.size());
    } else {
      m = code[k];
    }
    out.push_back(m);
  }
  at[code.size()] = std::int16_t(out.size());
  for (ExprInstr& i : out) {
    if (raw_jump(i)) i.a = at[std::size_t(i.a)];
    if (fused_jump(i)) i.error = at[std::size_t(i.error)];
  }
  code = std::move(out);
}
}  // namespace

void fuse(std::vector<ExprInstr>& code, const ExprFusion& game) {
  // A jump to a jump of its kind goes on to that one's target (the value
  // it leaves makes that one jump too): `a and b and c` jumps once.
  for (ExprInstr& i : code) {
    if (!raw_jump(i)) continue;
    while (std::size_t(i.a) < code.size() && code[std::size_t(i.a)].code == i.code && !code[std::size_t(i.a)].from &&
           !code[std::size_t(i.a)].fused)
      i.a = code[std::size_t(i.a)].a;
  }
  // num n; OP -> OP n
  merge_pairs(code, [](const ExprInstr& x, const ExprInstr& y, ExprInstr& m) {
    if (x.code != Code::num || x.from || x.fused || !compares(y.code) || y.from || y.fused) return false;
    m = y;
    m.n = x.n;
    m.fused = ExprInstr::kImm;
    return true;
  });
  // READ; OP n -> READ, OP n
  merge_pairs(code, [&](const ExprInstr& x, const ExprInstr& y, ExprInstr& m) {
    if (!free_n(x.code, game) || x.fused || !compares(y.code) || y.from || y.fused != ExprInstr::kImm) return false;
    m = x;
    m.n = y.n;
    m.fused = std::uint8_t((int(y.code) - int(Code::eq) + 1) << ExprInstr::kCmpShift);
    return true;
  });
  // subject s; X -> X of s (local k; X -> X of k)
  merge_pairs(code, [](const ExprInstr& x, const ExprInstr& y, ExprInstr& m) {
    if ((x.code != Code::subject && x.code != Code::local) || x.from || x.fused || y.from) return false;
    m = y;
    m.from = std::uint8_t(x.code == Code::subject ? x.a + 1 : ExprInstr::kFromLocal + x.a);
    return true;
  });
  // controller of c; in_zone Z of c -> zone_is Z of c: its controller
  // holds it there when it is there
  if (game.zone_is >= 0)
    merge_pairs(code, [&](const ExprInstr& x, const ExprInstr& y, ExprInstr& m) {
      if (x.code != game.controller || !x.from || x.fused || y.code != game.in_zone || y.from != x.from || y.fused)
        return false;
      m = {std::uint8_t(game.zone_is), 0, y.a};
      m.from = x.from;
      return true;
    });
  // X; jump_false -> X, to `error` when false
  merge_pairs(code, [&](const ExprInstr& x, const ExprInstr& y, ExprInstr& m) {
    if (raw_jump(x) || own_error(x.code, game) || fused_jump(x) || y.from || !raw_jump(y)) return false;
    m = x;
    m.error = y.a;
    m.fused |= y.code == Code::jump_false ? ExprInstr::kJumpFalse : ExprInstr::kJumpTrue;
    return true;
  });
}

}  // namespace canbeat::fast::cards
