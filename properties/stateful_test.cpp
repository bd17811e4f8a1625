// Stateful property (RapidCheck's examples/counter pattern): the reference
// interpreter is the model, the fast engine the system under test. Each
// command chooses options (an index modulo the option count); after every
// choice the fast engine must observe and offer exactly what the model does.
// A failure shrinks to a minimal command list and reproduces with
// RC_PARAMS="reproduce=...".
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/state.h>

#include <sstream>

#include "harness/lockstep.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

// The model owns a reference engine; copies are deep (RapidCheck copies
// the initial model).
struct Model {
  std::unique_ptr<Engine> engine;
  explicit Model(std::unique_ptr<Engine> e) : engine(std::move(e)) {}
  Model(const Model& o) : engine(o.engine->clone()) {}
  Model& operator=(const Model& o) {
    engine = o.engine->clone();
    return *this;
  }
};

using Command = rc::state::Command<Model, Engine>;

std::string first_difference(const Engine& model, const Engine& sut) {
  std::ostringstream out;
  for (const FieldDiff& d : diff(model.observe(), sut.observe()))
    out << d.path << ": reference " << d.reference << ", fast " << d.fast << "\n";
  if (model.option_keys() != sut.option_keys()) out << "option lists differ\n";
  return out.str();
}

// Applies picks in turn to the model's copy and to the system under test,
// comparing after each; stops early when the game ends.
void choose_all(const Model& before, Engine& sut, const std::vector<std::uint32_t>& picks) {
  auto model = before.engine->clone();
  for (std::uint32_t pick : picks) {
    if (model->option_count() == 0) break;
    std::size_t i = pick % model->option_count();
    sut.apply(model->option_key(i));
    model->apply(i);
    std::string d = first_difference(*model, sut);
    RC_ASSERT(d == "");
  }
  // At the end of a game the remaining picks are no-ops; still compare.
  RC_ASSERT(first_difference(*model, sut) == "");
}

struct Choose : Command {
  std::uint32_t pick = *rc::gen::arbitrary<std::uint32_t>();
  // Valid past the end of a game (a no-op there), so that a sequence longer
  // than a short game still generates; the engines are compared anyway.
  void apply(Model& m) const override {
    if (m.engine->option_count() > 0) m.engine->apply(pick % m.engine->option_count());
  }
  void run(const Model& m, Engine& sut) const override { choose_all(m, sut, {pick}); }
  void show(std::ostream& os) const override { os << "Choose(" << pick << ")"; }
};

// Many choices at once, so that generated runs reach the end of a game.
struct ChooseMany : Command {
  std::vector<std::uint32_t> picks =
      *rc::gen::container<std::vector<std::uint32_t>>(rc::gen::arbitrary<std::uint32_t>());
  void apply(Model& m) const override {
    for (std::uint32_t pick : picks) {
      if (m.engine->option_count() == 0) break;
      m.engine->apply(pick % m.engine->option_count());
    }
  }
  void run(const Model& m, Engine& sut) const override { choose_all(m, sut, picks); }
  void show(std::ostream& os) const override { os << "ChooseMany(" << picks.size() << " picks)"; }
};

// Every game with a registered fast engine, at its default table.
class Stateful : public ::testing::TestWithParam<std::string> {};

TEST_P(Stateful, FastEngineFollowsTheReferenceInterpreter) {
  const std::string game = GetParam();
  EXPECT_TRUE(rc::check("the fast engine of " + game + " follows the reference interpreter", [&] {
    Model model(testing::fresh(EngineKind::reference, game));
    auto sut = testing::fresh(EngineKind::fast, game);
    rc::state::check(model, *sut, rc::state::gen::execOneOfWithArgs<Choose, ChooseMany>());
  }));
}

INSTANTIATE_TEST_SUITE_P(Registered, Stateful, ::testing::ValuesIn(fast_engine_games()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace canbeat
