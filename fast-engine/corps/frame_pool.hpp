// Where a procedure's coroutine frame lives (task.hpp): every call of a
// procedure makes a frame and every return frees it, a few times a
// decision, so the frames freed are kept by size and made again from
// there. Under AddressSanitizer a kept frame is poisoned until it is taken
// again, so a frame used after its procedure returned is still reported.
#pragma once

#include <array>
#include <cstddef>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#define CANBEAT_FRAME_POOL_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CANBEAT_FRAME_POOL_ASAN 1
#endif
#endif
#ifdef CANBEAT_FRAME_POOL_ASAN
#include <sanitizer/asan_interface.h>
#endif

namespace canbeat::fast::corps {

class FramePool {
 public:
  static void* take(std::size_t bytes) {
    const std::size_t size = rounded(bytes);
    if (size > kLargest || gone) return ::operator new(size);
    Free*& head = lists().heads[size / kGrain - 1];
    if (!head) return ::operator new(size);
    Free* frame = head;
    unpoison(frame, size);
    head = frame->next;
    return frame;
  }

  static void give(void* p, std::size_t bytes) noexcept {
    const std::size_t size = rounded(bytes);
    if (size > kLargest || gone) return ::operator delete(p);
    Free*& head = lists().heads[size / kGrain - 1];
    head = new (p) Free{head};
    poison(p, size);
  }

 private:
  static constexpr std::size_t kGrain = 64, kLargest = 4096;
  struct Free {
    Free* next;
  };
  static std::size_t rounded(std::size_t bytes) { return (bytes + kGrain - 1) / kGrain * kGrain; }

  // One set of lists a thread: an engine runs on one thread at a time, and
  // a frame freed on another thread is only memory of the right size. An
  // engine kept in a static outlives the thread's lists (they go first, at
  // exit): `gone` then sends its frames to the heap.
  static inline thread_local bool gone = false;
  struct Lists {
    std::array<Free*, kLargest / kGrain> heads{};
    ~Lists() {
      gone = true;
      for (std::size_t i = 0; i < heads.size(); ++i)
        while (Free* f = heads[i]) {
          unpoison(f, (i + 1) * kGrain);
          heads[i] = f->next;
          ::operator delete(f);
        }
    }
  };
  static Lists& lists() {
    thread_local Lists l;
    return l;
  }

  // The link stays readable; the rest of a kept frame is poisoned.
  static void poison([[maybe_unused]] void* p, [[maybe_unused]] std::size_t size) {
#ifdef CANBEAT_FRAME_POOL_ASAN
    ASAN_POISON_MEMORY_REGION(static_cast<char*>(p) + sizeof(Free), size - sizeof(Free));
#endif
  }
  static void unpoison([[maybe_unused]] void* p, [[maybe_unused]] std::size_t size) {
#ifdef CANBEAT_FRAME_POOL_ASAN
    ASAN_UNPOISON_MEMORY_REGION(p, size);
#endif
  }
};

}  // namespace canbeat::fast::corps
