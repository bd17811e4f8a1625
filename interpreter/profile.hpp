// A rules profile: where the reference interpreter's time goes, counted by
// the rules' own definitions (each function, each can/cant/must statement's
// condition), so that a rules author sees which one to make cheaper
// (`canbeat bench --profile`, README.md). Off unless a
// Scope is open on the thread; then every run of a function's body and of
// a statement's condition is timed, what it calls included. A memoised
// function's kept answer is not a run (interpreter/query_memo.hpp).
#pragma once

#include <chrono>
#include <unordered_map>

#include "dsl/ast.hpp"

namespace canbeat::interp {

struct RulesProfile {
  struct Entry {
    const ast::Function* function = nullptr;  // one of the two
    const ast::Permission* statement = nullptr;
    long runs = 0;
    double seconds = 0;
  };
  std::unordered_map<const void*, Entry> entries;

  // The profile the interpreter's runs on this thread add to, while open.
  class Scope {
   public:
    explicit Scope(RulesProfile& p);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    RulesProfile* outer_;
  };
  static RulesProfile* active() { return open_; }

  // Times one run of a definition into the active profile, if any.
  class Timer {
   public:
    // Inline, so that a run without a profile pays one test.
    explicit Timer(const ast::Function& f) {
      if (open_) start(&f, Entry{&f, nullptr});
    }
    explicit Timer(const ast::Permission& p) {
      if (open_) start(&p, Entry{nullptr, &p});
    }
    ~Timer() {
      if (entry_) stop();
    }
    Timer(const Timer&) = delete;
    Timer& operator=(const Timer&) = delete;

   private:
    void start(const void* key, Entry blank);
    void stop();
    Entry* entry_ = nullptr;
    std::chrono::steady_clock::time_point began_;
  };

 private:
  static inline thread_local RulesProfile* open_ = nullptr;
};

}  // namespace canbeat::interp
