// A table prepared once for the reference (PreparedReference): every engine
// starts as an independent copy of one start of play.
#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

// Names resolve on first read, so a copy that may run on another thread
// gets names of its own; its values may still point into the names it
// copied (texts, type names), which it keeps alive.
std::unique_ptr<Reference> Reference::independent_copy() const {
  auto copy = std::make_unique<Reference>(*this);
  copy->names_from_.push_back(names_);
  copy->names_ = std::make_shared<Names>(*names_);
  return copy;
}

}  // namespace canbeat::interp
