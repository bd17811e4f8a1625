// The seam over an engine process (harness/process_engine.hpp), with
// `canbeat serve` as the engine: a copy replays the choices and equals its
// original; an engine that breaks the protocol is an EngineLost naming the
// line, within the timeout. The game and the binary come from CMake.
#include <gtest/gtest.h>

#include <chrono>

#include "harness/process_engine.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

ProcessTable table_of(const std::string& command) {
  const dsl::Game& g = testing::builtin_game(PROTOCOL_GAME);
  ProcessTable t;
  t.command = command;
  t.game = g.name();
  t.rules_hash = g.rules_hash;
  t.seats = g.seats_for(0);
  t.decks = g.decks_for(0, {});
  t.timeout = std::chrono::milliseconds(2000);
  return t;
}

std::string serve(const char* kind) {
  return std::string("'") + CANBEAT_BINARY + "' serve --game " + PROTOCOL_GAME + " --engine " + kind;
}

// The last option each time: a game played to its end, the same on any engine.
void play(Engine& e, int steps) {
  for (int i = 0; i < steps && e.option_count() > 0; ++i) e.apply(e.option_count() - 1);
}

TEST(ProcessEngine, PlaysAsTheEngineItServes) {
  std::unique_ptr<Engine> served = make_process_engine(table_of(serve("ref")));
  std::unique_ptr<Engine> local = testing::fresh(EngineKind::reference, PROTOCOL_GAME);
  EXPECT_EQ(served->seats(), local->seats());
  for (int step = 0; step < 200 && local->option_count() > 0; ++step) {
    ASSERT_EQ(served->option_keys(), local->option_keys()) << "step " << step;
    ASSERT_EQ(served->observe(), local->observe()) << "step " << step;
    ASSERT_EQ(served->pending(), local->pending());
    served->apply(step % served->option_count());
    local->apply(step % local->option_count());
  }
  EXPECT_EQ(served->outcome(), local->outcome());
}

TEST(ProcessEngine, ACopyReplaysTheChoicesAndGoesOnAlone) {
  std::unique_ptr<Engine> e = make_process_engine(table_of(serve("fast")));
  play(*e, 9);
  std::unique_ptr<Engine> copy = e->clone();
  EXPECT_EQ(copy->history(), e->history());
  EXPECT_EQ(copy->observe(), e->observe());
  play(*copy, 3);
  EXPECT_NE(copy->observe(), e->observe());
  play(*e, 3);
  EXPECT_EQ(copy->observe(), e->observe());
}

TEST(ProcessEngine, ACommandThatIsNoEngineIsLostWithinTheTimeout) {
  auto start = std::chrono::steady_clock::now();
  EXPECT_THROW(make_process_engine(table_of("sleep 30")), EngineLost);
  EXPECT_THROW(make_process_engine(table_of("echo '{\"version\":1}'")), EngineLost);
  EXPECT_THROW(make_process_engine(table_of("exit 4")), EngineLost);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

}  // namespace
}  // namespace canbeat
