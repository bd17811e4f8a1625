// Many games on every core, with the output of one: work(item) runs on
// `jobs` threads, and consume(item, result) runs on the calling thread in
// the order of `items`, so whatever consume prints or saves is the same
// for any number of jobs (../shared/DESIGN.md "Scale beyond one machine").
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <map>
#include <mutex>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace canbeat {

// The machine's cores (at least 1): the default of every --jobs.
inline int machine_cores() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

// How many items of an ordered search to run ahead of their turn on `jobs`
// threads (tries dropped when an earlier one changes what they were planned
// from): four per job, one when alone, so that one job runs exactly in turn.
inline std::size_t ahead_of_turn(int jobs) { return jobs > 1 ? 4 * static_cast<std::size_t>(jobs) : 1; }

namespace detail {
// A run of ordered_parallel_n on several threads: how many of its items
// are being worked on now. Each of its threads knows its run.
struct Run {
  int jobs;
  std::atomic<int> working{0};
};
inline thread_local Run* current_run = nullptr;
}  // namespace detail

// The threads that work nested in an item of ordered_parallel_n may take
// now, at most `jobs`: the outer run's threads that have no item, and the
// one running this item; `jobs` when not nested. An item of many runs on
// every core only once the items beside it are done, and speculates on
// none taken from them. Nested work that gives the same results on any
// number of jobs reads it afresh for each batch.
inline int jobs_free(int jobs) {
  const detail::Run* run = detail::current_run;
  if (!run) return jobs;
  return std::clamp(run->jobs - run->working.load() + 1, 1, std::max(jobs, 1));
}

// Items 0..n-1: work(i) on `jobs` threads, consume(i, result) here in
// order. `work` must touch nothing shared but what it only reads. An
// exception from work(i) is rethrown from here after every earlier item
// was consumed, as one job would throw it; the items after it are not
// consumed. A consume that returns bool stops the run by returning false.
template <class Work, class Consume>
void ordered_parallel_n(std::size_t n, int jobs, Work work, Consume consume) {
  using Result = decltype(work(std::size_t{0}));
  auto take = [&](std::size_t i, Result r) {
    if constexpr (std::is_same_v<decltype(consume(i, std::move(r))), bool>) return consume(i, std::move(r));
    else return consume(i, std::move(r)), true;
  };
  if (jobs <= 1 || n < 2) {
    for (std::size_t i = 0; i < n; ++i)
      if (!take(i, work(i))) return;
    return;
  }
  // Workers run at most `window` items ahead of the consumer: a long run
  // keeps a bounded number of results in memory.
  const std::size_t window = static_cast<std::size_t>(jobs) * 8;
  detail::Run run{jobs};
  std::mutex m;
  std::condition_variable ready, room;
  std::map<std::size_t, std::pair<Result, std::exception_ptr>> done;
  std::size_t next = 0, consumed = 0;
  bool stop = false;
  auto worker = [&] {
    for (;;) {
      std::size_t i;
      {
        std::unique_lock lock(m);
        room.wait(lock, [&] { return stop || next >= n || next < consumed + window; });
        if (stop || next >= n) return;
        i = next++;
      }
      std::pair<Result, std::exception_ptr> out{};
      ++run.working;
      detail::current_run = &run;
      try {
        out.first = work(i);
      } catch (...) {
        out.second = std::current_exception();
      }
      --run.working;
      std::lock_guard lock(m);
      done.emplace(i, std::move(out));
      ready.notify_all();
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < std::min<std::size_t>(static_cast<std::size_t>(jobs), n); ++t) threads.emplace_back(worker);
  auto finish = [&] {
    {
      std::lock_guard lock(m);
      stop = true;
    }
    room.notify_all();
    for (std::thread& t : threads) t.join();
  };
  try {
    for (bool going = true; going && consumed < n;) {
      std::pair<Result, std::exception_ptr> out;
      {
        std::unique_lock lock(m);
        ready.wait(lock, [&] { return done.count(consumed) > 0; });
        out = std::move(done.at(consumed));
        done.erase(consumed);
      }
      if (out.second) std::rethrow_exception(out.second);
      going = take(consumed, std::move(out.first));
      {
        std::lock_guard lock(m);
        ++consumed;
      }
      room.notify_all();
    }
  } catch (...) {
    finish();
    throw;
  }
  finish();
}

// Games first, first + step, ...: a run's games, or a shard's (every
// step-th), numbered without a list (a run may have a hundred million).
struct GameRange {
  long first = 0, step = 1;
  std::size_t count = 0;
  long at(std::size_t i) const { return first + static_cast<long>(i) * step; }
};

// The same over games: work(game) and consume(game, result).
template <class Work, class Consume>
void ordered_parallel(const GameRange& games, int jobs, Work work, Consume consume) {
  ordered_parallel_n(
      games.count, jobs, [&](std::size_t i) { return work(games.at(i)); },
      [&](std::size_t i, auto result) { return consume(games.at(i), std::move(result)); });
}

// The same over a list: work(item) and consume(item, result).
template <class Item, class Work, class Consume>
void ordered_parallel(const std::vector<Item>& items, int jobs, Work work, Consume consume) {
  ordered_parallel_n(
      items.size(), jobs, [&](std::size_t i) { return work(items[i]); },
      [&](std::size_t i, auto result) { return consume(items[i], std::move(result)); });
}

}  // namespace canbeat
