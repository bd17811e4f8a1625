// ordered_parallel_n: results taken in order on any number of jobs, and the
// threads nested work may take beside the items of its run.
#include <gtest/gtest.h>

#include <atomic>
#include <latch>
#include <stdexcept>
#include <vector>

#include "harness/parallel.hpp"

namespace canbeat {
namespace {

TEST(OrderedParallel, TakesResultsInOrderOnAnyJobs) {
  for (int jobs : {1, 2, 3, 8}) {
    std::vector<std::size_t> taken;
    ordered_parallel_n(
        100, jobs, [](std::size_t i) { return i * i; },
        [&](std::size_t i, std::size_t square) {
          EXPECT_EQ(square, i * i);
          taken.push_back(i);
        });
    ASSERT_EQ(taken.size(), 100u) << jobs << " jobs";
    for (std::size_t i = 0; i < taken.size(); ++i) EXPECT_EQ(taken[i], i);
  }
}

TEST(OrderedParallel, AThrowComesAfterTheItemsBeforeIt) {
  std::vector<std::size_t> taken;
  auto work = [](std::size_t i) {
    if (i == 5) throw std::runtime_error("item 5");
    return i;
  };
  EXPECT_THROW(ordered_parallel_n(20, 3, work, [&](std::size_t i, std::size_t) { taken.push_back(i); }),
               std::runtime_error);
  EXPECT_EQ(taken, (std::vector<std::size_t>{0, 1, 2, 3, 4}));
}

TEST(JobsFree, NotNestedAllJobsAreFree) { EXPECT_EQ(jobs_free(4), 4); }

// Three items on three jobs, each read while all three are worked on:
// nested work of each may take its own thread only.
TEST(JobsFree, ItemsBesideTakeTheirThreads) {
  std::latch all(3), read(3);  // no item ends before every item has read
  std::vector<int> free;
  ordered_parallel_n(
      3, 3,
      [&](std::size_t) {
        all.arrive_and_wait();
        const int f = jobs_free(3);
        read.arrive_and_wait();
        return f;
      },
      [&](std::size_t, int f) { free.push_back(f); });
  EXPECT_EQ(free, (std::vector<int>{1, 1, 1}));
}

// Two items on three jobs: beside the other, an item's nested work may
// take one idle thread more; once the other is taken, all three.
TEST(JobsFree, TheLastItemTakesEveryThread) {
  std::latch both(2), read(2);
  std::atomic<bool> first_taken{false};
  std::vector<int> free;
  ordered_parallel_n(
      2, 3,
      [&](std::size_t i) {
        both.arrive_and_wait();
        const int beside = jobs_free(3);
        read.arrive_and_wait();
        if (i == 0) return beside;
        while (!first_taken) std::this_thread::yield();
        return beside * 10 + jobs_free(3);
      },
      [&](std::size_t i, int f) {
        free.push_back(f);
        if (i == 0) first_taken = true;
      });
  EXPECT_EQ(free, (std::vector<int>{2, 23}));
}

}  // namespace
}  // namespace canbeat
