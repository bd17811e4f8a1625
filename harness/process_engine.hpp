// An engine in another process, in any language, reached over the line
// protocol of docs/engine-protocol.md: the harness checks it against the
// reference exactly as it checks a built-in fast engine. It names no game:
// the table it is told comes from the caller.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "seam/engine.hpp"
#include "seam/engine_lost.hpp"

namespace canbeat {

inline constexpr int kProtocolVersion = 1;

// What the harness tells an engine in its `hello`.
struct ProcessTable {
  std::string command;  // run by /bin/sh -c
  std::string game;
  std::string rules_hash;
  std::vector<std::string> seats;
  std::vector<std::string> decks;
  // How long one reply may take before the engine is taken as silent.
  std::chrono::milliseconds timeout{10000};
};

// The reply timeout from CANBEAT_ENGINE_TIMEOUT (seconds, may be fractional),
// else 10 s.
std::chrono::milliseconds engine_timeout_from_env();

// A fresh game on an engine process (a child reused from a finished game
// when one is idle: `hello` starts a game afresh). Every protocol failure,
// including a child that cannot be started, throws EngineLost naming the
// command and the offending line.
std::unique_ptr<Engine> make_process_engine(const ProcessTable& table);

}  // namespace canbeat
