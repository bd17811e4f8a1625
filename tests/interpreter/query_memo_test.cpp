// The memo's tables (query_memo.hpp): a table a memo gives back is taken
// by the next one, and nothing the former memo kept is found through it.
#include <gtest/gtest.h>

#include <vector>

#include "interpreter/query_memo.hpp"

namespace canbeat::interp {
namespace {

QueryKey key(long n) {
  std::vector<Value> args{Value::integer(n)};
  return *QueryKey::of(7, args, 0, false);
}

TEST(QueryMemo, KeepsAnAnswerForItsRevision) {
  QueryMemo m;
  m.keep(key(1), {3, true, 5});
  ASSERT_NE(m.find(key(1), 3), nullptr);
  EXPECT_TRUE(m.find(key(1), 3)->result);
  EXPECT_EQ(m.find(key(1), 3)->work, 5);
  EXPECT_EQ(m.find(key(1), 4), nullptr);
  EXPECT_EQ(m.find(key(2), 3), nullptr);
}

// The second memo takes the first's table (the same thread, the first one
// gone) at the same revision: the first's answers are another memo's.
TEST(QueryMemo, ATableTakenOverKeepsNoFormerAnswer) {
  {
    QueryMemo first;
    for (long n = 0; n < 2000; ++n) first.keep(key(n), {3, true, 1});
  }
  QueryMemo second;
  second.keep(key(5000), {3, false, 1});
  for (long n = 0; n < 2000; ++n) EXPECT_EQ(second.find(key(n), 3), nullptr) << n;
  ASSERT_NE(second.find(key(5000), 3), nullptr);
}

// A copy starts empty and so does an assigned memo, though the original
// keeps its answers.
TEST(QueryMemo, ACopyStartsEmpty) {
  QueryMemo a;
  a.keep(key(1), {3, true, 1});
  QueryMemo b(a);
  EXPECT_EQ(b.find(key(1), 3), nullptr);
  QueryMemo c;
  c.keep(key(2), {3, true, 1});
  c = a;
  EXPECT_EQ(c.find(key(1), 3), nullptr);
  EXPECT_EQ(c.find(key(2), 3), nullptr);
  EXPECT_NE(a.find(key(1), 3), nullptr);
}

}  // namespace
}  // namespace canbeat::interp
