#include "harness/replay_end.hpp"

#include <fmt/format.h>

#include "harness/repro.hpp"
#include "seam/engine_lost.hpp"

namespace canbeat {

namespace {

ReplayEnd stopped(const Engine& engine, std::size_t applied, std::string why) {
  ReplayEnd e;
  e.applied = applied;
  e.ends = std::move(why);
  try {
    e.end_state = fnv1a_hex(engine.observe().serialize());
  } catch (const std::exception&) {
    // An engine that threw may not be observable: the `ends` text alone records it.
  }
  return e;
}

}  // namespace

ReplayEnd replay_end(Engine& engine, const std::vector<std::string>& choices) {
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (engine.find_option(choices[i]) == Engine::npos) {
      std::string why = engine.option_count() == 0
                            ? fmt::format("choice {} '{}' comes after the end of the game ({})", i + 1, choices[i],
                                          outcome_text(engine.outcome(), engine.seats()))
                            : fmt::format("choice {} '{}' is not offered", i + 1, choices[i]);
      ReplayEnd e = stopped(engine, i, why);
      e.broken = true;
      e.options = engine.option_keys();
      return e;
    }
    try {
      engine.apply(choices[i]);
    } catch (const EngineLost&) {
      throw;
    } catch (const std::exception& x) {
      // The same error at the same choice is the same end (a rule out of
      // budget, a rules error): the message is part of the record.
      return stopped(engine, i, fmt::format("error at choice {}: {}", i + 1, x.what()));
    }
  }
  return stopped(engine, choices.size(), outcome_text(engine.outcome(), engine.seats()));
}

}  // namespace canbeat
