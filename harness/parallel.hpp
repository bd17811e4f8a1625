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
#include <utility>
#include <vector>

namespace canbeat {

// The machine's cores (at least 1): the default of every --jobs.
inline int machine_cores() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

// `work` must touch nothing shared but what it only reads. An exception
// from work(item) is rethrown from here after every earlier item was
// consumed, as one job would throw it; the items after it are not consumed.
template <class Item, class Work, class Consume>
void ordered_parallel(const std::vector<Item>& items, int jobs, Work work, Consume consume) {
  using Result = decltype(work(items.front()));
  if (jobs <= 1 || items.size() < 2) {
    for (const Item& item : items) consume(item, work(item));
    return;
  }
  // Workers run at most `window` items ahead of the consumer: a long run
  // keeps a bounded number of results in memory.
  const std::size_t window = static_cast<std::size_t>(jobs) * 8;
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
        room.wait(lock, [&] { return stop || next >= items.size() || next < consumed + window; });
        if (stop || next >= items.size()) return;
        i = next++;
      }
      std::pair<Result, std::exception_ptr> out{};
      try {
        out.first = work(items[i]);
      } catch (...) {
        out.second = std::current_exception();
      }
      std::lock_guard lock(m);
      done.emplace(i, std::move(out));
      ready.notify_all();
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::min<int>(jobs, static_cast<int>(items.size())); ++t) threads.emplace_back(worker);
  auto finish = [&] {
    {
      std::lock_guard lock(m);
      stop = true;
    }
    room.notify_all();
    for (std::thread& t : threads) t.join();
  };
  try {
    for (; consumed < items.size();) {
      std::pair<Result, std::exception_ptr> out;
      {
        std::unique_lock lock(m);
        ready.wait(lock, [&] { return done.count(consumed) > 0; });
        out = std::move(done.at(consumed));
        done.erase(consumed);
      }
      if (out.second) std::rethrow_exception(out.second);
      consume(items[consumed], std::move(out.first));
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

}  // namespace canbeat
