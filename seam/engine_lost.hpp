// An engine that can no longer be asked anything: an engine in another
// process (docs/engine-protocol.md) that wrote a malformed line, broke the
// protocol, exited or went silent. Unlike EngineBug it says nothing about the
// game, so the harness never compares it, shrinks it or saves it as a
// repro: the run stops with an engine error naming the line.
#pragma once

#include <stdexcept>

namespace canbeat {

struct EngineLost : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace canbeat
