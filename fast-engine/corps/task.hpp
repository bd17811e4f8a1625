// A procedure of the rules that may stop for a decision: a C++20 coroutine
// (`co_await child()` runs a nested procedure; the innermost one suspends at
// a decision and the engine resumes it with the option taken). The engine
// holds no stack of its own: each procedure of the rules files is one
// function here, in the rules' own order of statements.
#pragma once

#include <coroutine>
#include <exception>
#include <utility>

#include "fast-engine/corps/frame_pool.hpp"

namespace canbeat::fast::corps {

class [[nodiscard]] Proc {
 public:
  struct promise_type {
    std::coroutine_handle<> parent;
    std::exception_ptr error;
    static void* operator new(std::size_t bytes) { return FramePool::take(bytes); }
    static void operator delete(void* p, std::size_t bytes) noexcept { FramePool::give(p, bytes); }
    Proc get_return_object() { return Proc(std::coroutine_handle<promise_type>::from_promise(*this)); }
    std::suspend_always initial_suspend() noexcept { return {}; }
    struct Final {
      bool await_ready() noexcept { return false; }
      std::coroutine_handle<> await_suspend(std::coroutine_handle<promise_type> h) noexcept {
        auto p = h.promise().parent;
        return p ? p : std::noop_coroutine();
      }
      void await_resume() noexcept {}
    };
    Final final_suspend() noexcept { return {}; }
    void return_void() {}
    void unhandled_exception() { error = std::current_exception(); }
  };

  Proc() = default;  // none: a slot a procedure is moved into
  explicit Proc(std::coroutine_handle<promise_type> h) : h_(h) {}
  Proc(Proc&& o) noexcept : h_(std::exchange(o.h_, {})) {}
  Proc& operator=(Proc&& o) noexcept {
    if (this != &o) {
      if (h_) h_.destroy();
      h_ = std::exchange(o.h_, {});
    }
    return *this;
  }
  Proc(const Proc&) = delete;
  Proc& operator=(const Proc&) = delete;
  ~Proc() {
    if (h_) h_.destroy();
  }

  // Awaited by the calling procedure: run the child now (symmetric transfer).
  bool await_ready() const noexcept { return false; }
  std::coroutine_handle<> await_suspend(std::coroutine_handle<> caller) noexcept {
    h_.promise().parent = caller;
    return h_;
  }
  void await_resume() const {
    if (h_.promise().error) std::rethrow_exception(h_.promise().error);
  }

  // The outermost procedure (the whole game): started and checked by the engine.
  std::coroutine_handle<promise_type> handle() const { return h_; }

 private:
  std::coroutine_handle<promise_type> h_{};
};

}  // namespace canbeat::fast::corps
