// fast-engine/cards/expr.hpp run by a toy host: six cards with a power and
// a zone, a card's controller its number modulo two, two seats or more.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "fast-engine/cards/expr.hpp"

namespace {

using canbeat::fast::cards::ExprAggregate;
using canbeat::fast::cards::ExprFusion;
using canbeat::fast::cards::ExprInstr;
using Code = canbeat::fast::cards::ExprCode;
using Fn = ExprAggregate::Fn;
using Program = std::vector<ExprInstr>;

// The toy's reads: card -> its power; card -> its controller; seat card ->
// whether the seat holds the card in zone a; card -> whether it is in zone n.
struct Toy : Code {
  enum : std::uint8_t { power = game, controller, in_zone, zone_is };
};

// The rules error k, worded as the host words it.
struct RulesError {
  int k;
  std::string what;
};

struct Host {
  std::vector<int> power{3, 1, 4, 1, 5, 9};
  std::vector<int> zone{0, 1, 0, 1, 1, 0};
  int subjects[2] = {0, 0};
  int table = 2;  // seats
  std::vector<Program> exprs;
  std::vector<ExprAggregate> aggregates;
  std::vector<std::string> errors;

  int subject(int a) const { return subjects[a]; }
  int cards() const { return 6; }
  int seats() const { return table; }
  int eval(int x, std::int32_t* locals) {
    return canbeat::fast::cards::eval(exprs[x].data(), exprs[x].data() + exprs[x].size(), *this, locals);
  }
  int aggregate(int a, std::int32_t* locals) { return canbeat::fast::cards::aggregate(aggregates[a], *this, locals); }
  [[noreturn]] void error(int k) const { throw RulesError{k, k < int(errors.size()) ? errors[k] : ""}; }
  [[noreturn]] void error(int k, int n) const { throw RulesError{k, errors.at(k) + std::to_string(n)}; }
  [[noreturn]] void bug(const char* why) const { throw std::logic_error(why); }
  // The toy's one domain of its own: zone g.zone, from the last card down.
  template <class F>
  void each(const ExprAggregate& g, std::int32_t*, F&& visit) {
    for (int c = 5; c >= 0; --c)
      if (zone[c] == g.zone) visit(c);
  }
  void read(const ExprInstr& i, int* stack, int& top, std::int32_t*) {
    int& v = stack[top < 0 ? 0 : top];
    switch (i.code) {
      case Toy::power: v = power[v]; break;
      case Toy::controller: v = v % 2; break;
      case Toy::in_zone: {
        const int c = stack[top--];
        stack[top] = zone[c] == i.a && c % 2 == stack[top];
        break;
      }
      case Toy::zone_is: v = zone[v] == i.n; break;
      default: bug("an unknown code");
    }
  }
  int run(const Program& p) {
    exprs.push_back(p);
    std::int32_t locals[4] = {};
    return eval(int(exprs.size()) - 1, locals);
  }
};

ExprFusion toy_fusion() {
  ExprFusion f;
  f.free_n.set(Toy::power);
  f.controller = Toy::controller;
  f.in_zone = Toy::in_zone;
  f.zone_is = Toy::zone_is;
  return f;
}

TEST(Expr, ArithmeticAsTheDslComputesIt) {
  Host h;
  EXPECT_EQ(h.run({{Code::num, 0, 3}, {Code::num, 0, 4}, {Code::add}, {Code::num, 0, 2}, {Code::mul}}), 14);
  EXPECT_EQ(h.run({{Code::num, 0, -7}, {Code::num, 0, 3}, {Code::mod, 5}}), -1);
  EXPECT_EQ(h.run({{Code::num, 0, 2}, {Code::num, 0, 9}, {Code::least}, {Code::neg}}), -2);
}

TEST(Expr, DivisionByZeroIsItsRulesError) {
  Host h;
  try {
    h.run({{Code::num, 0, 1}, {Code::num, 0, 0}, {Code::div, 7}});
    FAIL() << "no rules error";
  } catch (const RulesError& e) {
    EXPECT_EQ(e.k, 7);
  }
}

// `s0.power >= 3 and s1 in s1.controller.ZONE1 or local0 == 2`, as a
// compiler lays it out: fused, it is shorter and has the same value for
// every subject and local.
TEST(Expr, FuseKeepsEveryValue) {
  const Program code = {{Code::subject, 0},   {Toy::power},    {Code::num, 0, 3},  {Code::ge},
                        {Code::jump_false, 9}, {Code::subject, 1}, {Toy::controller}, {Code::subject, 1},
                        {Toy::in_zone, 1},    {Code::jump_true, 13}, {Code::local, 0}, {Code::num, 0, 2},
                        {Code::eq}};
  Program fused = code;
  canbeat::fast::cards::fuse(fused, toy_fusion());
  EXPECT_LT(fused.size(), code.size());
  bool zone_is = false;
  for (const ExprInstr& i : fused) zone_is = zone_is || i.code == Toy::zone_is;
  EXPECT_TRUE(zone_is);
  Host h;
  h.exprs = {code, fused};
  int trues = 0;
  for (int s0 = 0; s0 < 6; ++s0)
    for (int s1 = 0; s1 < 6; ++s1)
      for (int l = 0; l < 4; ++l) {
        h.subjects[0] = s0, h.subjects[1] = s1;
        std::int32_t a[4] = {l}, b[4] = {l};
        const int want = h.eval(0, a);
        EXPECT_EQ(h.eval(1, b), want) << s0 << " " << s1 << " " << l;
        trues += want;
      }
  EXPECT_GT(trues, 0);
  EXPECT_LT(trues, 6 * 6 * 4);
}

// The rules errors of the kernel's functions of the seats, worded as
// interpreter/eval.cpp words them (a compiler gives the position).
const std::vector<std::string> kSeatErrors = {"t:1:1: rules error: opponent() needs exactly two players",
                                              "t:2:1: rules error: no seat number "};

// The error a program meets, or "" when it has a value.
std::string error_of(Host& h, const Program& p) {
  try {
    h.run(p);
  } catch (const RulesError& e) {
    return e.what;
  }
  return "";
}

TEST(Expr, OpponentIsTheOtherOfTwoSeats) {
  Host h;
  h.errors = kSeatErrors;
  EXPECT_EQ(h.run({{Code::num, 0, 0}, {Code::opponent, 0, 0, 0}}), 1);
  EXPECT_EQ(h.run({{Code::num, 0, 1}, {Code::opponent, 0, 0, 0}}), 0);
  h.table = 3;
  EXPECT_EQ(error_of(h, {{Code::num, 0, 0}, {Code::opponent, 0, 0, 0}}), kSeatErrors[0]);
  h.table = 1;
  EXPECT_EQ(error_of(h, {{Code::num, 0, 0}, {Code::opponent, 0, 0, 0}}), kSeatErrors[0]);
}

TEST(Expr, PlayerAtIsTheSeatOfThatNumber) {
  Host h;
  h.errors = kSeatErrors;
  h.table = 3;
  for (int n = 0; n < 3; ++n) EXPECT_EQ(h.run({{Code::num, 0, n}, {Code::player_at, 0, 0, 1}}), n);
  EXPECT_EQ(error_of(h, {{Code::num, 0, 3}, {Code::player_at, 0, 0, 1}}), "t:2:1: rules error: no seat number 3");
  EXPECT_EQ(error_of(h, {{Code::num, 0, -1}, {Code::player_at, 0, 0, 1}}), "t:2:1: rules error: no seat number -1");
}

// `opponent(local0) == 1 or player_at(local0) == 0`: fused, each
// function takes its comparison in but keeps its rules error, which no
// jump takes for its target; every value and every error stays.
TEST(Expr, FuseKeepsTheSeatsRulesErrors) {
  const Program code = {{Code::local, 0},     {Code::opponent, 0, 0, 0},  {Code::num, 0, 1}, {Code::eq},
                        {Code::jump_true, 9},  {Code::local, 0},          {Code::player_at, 0, 0, 1},
                        {Code::num, 0, 0},    {Code::eq}};
  Program fused = code;
  canbeat::fast::cards::fuse(fused, toy_fusion());
  EXPECT_LT(fused.size(), code.size());
  for (const ExprInstr& i : fused) {
    if (i.code == Code::opponent) EXPECT_EQ(i.error, 0);
    if (i.code == Code::player_at) EXPECT_EQ(i.error, 1);
  }
  Host h;
  h.errors = kSeatErrors;
  h.exprs = {code, fused};
  int errors = 0;
  for (int seats = 1; seats <= 3; ++seats)
    for (int l = -1; l <= 3; ++l) {
      h.table = seats;
      std::string want, got;
      int want_value = -1, got_value = -1;
      std::int32_t a[4] = {l}, b[4] = {l};
      try {
        want_value = h.eval(0, a);
      } catch (const RulesError& e) {
        want = e.what;
      }
      try {
        got_value = h.eval(1, b);
      } catch (const RulesError& e) {
        got = e.what;
      }
      EXPECT_EQ(got, want) << seats << " seats, local " << l;
      EXPECT_EQ(got_value, want_value) << seats << " seats, local " << l;
      errors += !want.empty();
    }
  EXPECT_GT(errors, 0);
  EXPECT_LT(errors, 3 * 5);
}

// count, min and first over instances, a game's domain, and nothing.
TEST(Expr, AggregatesWalkTheirDomain) {
  Host h;
  // where: power of local 0 >= 3; value: its power
  h.exprs = {{{Code::local, 0}, {Toy::power}, {Code::num, 0, 3}, {Code::ge}}, {{Code::local, 0}, {Toy::power}}};
  ExprAggregate count;
  count.fn = Fn::count, count.where = 0;
  ExprAggregate least = count;
  least.fn = Fn::min, least.value = 1, least.where = -1, least.domain = ExprAggregate::Domain::game,
  least.zone = 1;
  ExprAggregate first = count;
  first.fn = Fn::first, first.domain = ExprAggregate::Domain::game, first.zone = 0;
  ExprAggregate none = least;
  none.zone = 2, none.error = 3;
  h.aggregates = {count, least, first, none};
  EXPECT_EQ(h.run({{Code::aggregate, 0}}), 4);  // powers 3, 4, 5, 9
  EXPECT_EQ(h.run({{Code::aggregate, 1}}), 1);  // zone 1: powers 1, 1, 5
  EXPECT_EQ(h.run({{Code::aggregate, 2}}), 5);  // zone 0 from the last card: 5 (power 9)
  EXPECT_THROW(h.run({{Code::aggregate, 3}}), RulesError);
}

}  // namespace
