#include "interpreter/profile.hpp"

namespace canbeat::interp {

RulesProfile::Scope::Scope(RulesProfile& p) : outer_(open_) { open_ = &p; }
RulesProfile::Scope::~Scope() { open_ = outer_; }

void RulesProfile::Timer::start(const void* key, Entry blank) {
  entry_ = &open_->entries.try_emplace(key, blank).first->second;
  began_ = std::chrono::steady_clock::now();
}

void RulesProfile::Timer::stop() {
  ++entry_->runs;
  entry_->seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - began_).count();
}

}  // namespace canbeat::interp
