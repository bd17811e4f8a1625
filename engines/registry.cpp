#include "engines/registry.hpp"

#include <fmt/format.h>

#include <cstdlib>
#include <stdexcept>

#include "engines/engine_command.hpp"
#include "harness/process_engine.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat {

namespace {

std::string& command_setting() {
  static std::string command = [] {
    const char* env = std::getenv("CANBEAT_ENGINE_CMD");
    return std::string(env ? env : "");
  }();
  return command;
}

}  // namespace

void set_engine_command(const std::string& command) { command_setting() = command; }

const std::string& engine_command() { return command_setting(); }

EngineKind engine_kind(std::string_view name) {
  if (name == "ref" || name == "reference") return EngineKind::reference;
  if (name == "fast") return EngineKind::fast;
  throw std::invalid_argument("unknown engine '" + std::string(name) + "' (expected ref or fast)");
}

bool has_fast_engine(std::string_view game) {
  return !engine_command().empty() || fast::find_registration(game) != nullptr;
}

std::vector<std::string> fast_engine_games() {
  std::vector<std::string> out;
  for (const fast::Registration& r : fast::registrations()) out.push_back(r.game);
  return out;
}

namespace {

bool registers_fault(const fast::Registration& r, std::string_view name) {
  for (const fast::FaultInfo& f : r.faults)
    if (f.name == name) return true;
  return false;
}

}  // namespace

std::string game_of_fault(std::string_view fault) {
  for (const fast::Registration& r : fast::registrations())
    if (registers_fault(r, fault)) return r.game;
  return "";
}

std::unique_ptr<Engine> make_engine(EngineKind kind, const dsl::Game& game, const Setup& setup,
                                    const fast::Faults& faults) {
  // Asked only what the Engine interface asks: no legality log to keep.
  if (kind == EngineKind::reference) return std::make_unique<interp::Reference>(game, setup, interp::Keep::nothing);
  if (!engine_command().empty()) {
    if (!faults.names.empty())
      throw std::invalid_argument("a fault is planted in a built-in fast engine, not in an engine command");
    ProcessTable t;
    t.command = engine_command();
    t.game = game.name();
    t.rules_hash = game.rules_hash;
    t.seats = game.seats_for(setup.players);
    t.decks = game.decks_for(setup.players, setup.decks);
    t.timeout = engine_timeout_from_env();
    return make_process_engine(t);
  }
  const fast::Registration* r = fast::find_registration(game.name());
  if (!r) throw std::invalid_argument("no fast engine for game '" + game.name() + "'");
  for (const std::string& name : faults.names)
    if (!registers_fault(*r, name))
      throw std::invalid_argument("fault '" + name + "' is not one of game '" + game.name() + "'");
  return r->make(game, setup, faults);
}

namespace {

// What an engine command starts with: each engine made afresh (a process
// of its own).
class MadeEach final : public PreparedGame {
 public:
  MadeEach(const dsl::Game& game, Setup setup, fast::Faults faults)
      : game_(&game), setup_(std::move(setup)), faults_(std::move(faults)) {}
  std::unique_ptr<Engine> start() const override { return make_engine(EngineKind::fast, *game_, setup_, faults_); }

 private:
  const dsl::Game* game_;
  Setup setup_;
  fast::Faults faults_;
};

// A built-in fast engine: one made when the table is prepared (its data
// loaded, its cards compiled), every engine started a clone of it. A clone
// shares what the engine only reads and copies its state (Engine::clone,
// const: safe from many threads at once).
class ClonedEach final : public PreparedGame {
 public:
  explicit ClonedEach(std::unique_ptr<Engine> first) : first_(std::move(first)) {}
  std::unique_ptr<Engine> start() const override { return first_->clone(); }

 private:
  std::unique_ptr<Engine> first_;
};

}  // namespace

std::shared_ptr<const PreparedGame> prepare_engine(EngineKind kind, const dsl::Game& game, const Setup& setup,
                                                   const fast::Faults& faults) {
  if (kind == EngineKind::reference) return std::make_shared<interp::PreparedReference>(game, setup);
  if (!engine_command().empty()) return std::make_shared<MadeEach>(game, setup, faults);
  return std::make_shared<ClonedEach>(make_engine(kind, game, setup, faults));
}

fast::Faults fault_by_name(std::string_view name) {
  for (const fast::Registration& r : fast::registrations())
    if (registers_fault(r, name)) return fast::Faults{{std::string(name)}};
  throw std::invalid_argument("unknown fault '" + std::string(name) + "' (known: " + fault_names() + ")");
}

std::string fault_names() {
  std::vector<std::string> out;
  for (const fast::Registration& r : fast::registrations())
    for (const fast::FaultInfo& f : r.faults) out.push_back(fmt::format("{} ({})", f.name, r.game));
  return fmt::format("{}", fmt::join(out, ", "));
}

void build_table_decks(dsl::Game& g, const std::vector<std::string>& decks) {
  const fast::Registration* r = fast::find_registration(g.name());
  if (r && r->table.build_decks) r->table.build_decks(g, decks);
}

std::optional<Setup> table_dealing(const dsl::Game& g, const Setup& base, const ast::CardDef& card) {
  const fast::Registration* r = fast::find_registration(g.name());
  if (!r || !r->table.table_dealing) return std::nullopt;
  return r->table.table_dealing(g, base, card);
}

}  // namespace canbeat
