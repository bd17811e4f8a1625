#include "tests/vs2pcg/scenarios/table.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "interpreter/interpreter.hpp"
#include "seam/observation.hpp"

namespace canbeat::testing {

namespace fs = std::filesystem;

namespace {

std::string key_prefix(const std::string& label, const std::string& name) {
  return name.empty() ? label : label + " " + name + "#";
}

bool matches(const std::string& key, const std::string& label, const std::string& name) {
  if (name.empty()) return key == label;
  std::string prefix = key_prefix(label, name);
  return key.compare(0, prefix.size(), prefix) == 0;
}

std::string listing(const Engine& e) {
  std::string out;
  for (const std::string& k : e.option_keys()) out += "\n  " + k;
  return out;
}

// The "do nothing" answer of each step of a turn.
const std::vector<std::string> nothing = {"no_resource", "end_recruit", "end_formation", "end_main", "pass"};

}  // namespace

Vs2pcgTable::Vs2pcgTable(EngineKind kind, const std::string& decks,
                         const std::vector<std::string>& seat_decks, const fast::Faults& faults) {
  static std::atomic<int> serial{0};
  fs::path dir = fs::temp_directory_path() /
                 ("canbeat-vs2pcg-" + std::to_string(::getpid()) + "-" + std::to_string(serial++));
  fs::create_directories(dir);
  std::ofstream(dir / "scenario.deck") << decks;
  fs::path rules = fs::path(dsl::builtin_games_dir()) / "vs2pcg";
  std::vector<std::string> files{(dir / "scenario.deck").string()};
  for (const auto& f : fs::directory_iterator(rules))
    if (f.path().extension() == ".rules" || f.path().extension() == ".deck" || f.path().extension() == ".cards")
      files.push_back(f.path().string());
  dsl::Diagnostics diags;
  auto game = dsl::load_files(files, diags);
  fs::remove_all(dir);
  if (!game) throw std::runtime_error("scenario decks do not load:\n" + diags.text());
  game_ = std::make_unique<dsl::Game>(std::move(*game));
  Setup setup;
  setup.decks = seat_decks;
  setup.players = seat_decks.size();
  // The reference keeps its legality log: tests read the queries it answered.
  if (kind == EngineKind::reference) engine_ = std::make_unique<interp::Reference>(*game_, setup);
  else engine_ = make_engine(kind, *game_, setup, faults);
}

std::string Vs2pcgTable::field(const std::string& path) const {
  Observation o = engine_->observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

std::string Vs2pcgTable::pending() const { return pending_text(engine_->pending(), engine_->seats()); }

void Vs2pcgTable::take(const std::string& label, const std::string& name) {
  for (std::size_t i = 0; i < engine_->option_count(); ++i)
    if (matches(engine_->option_key(i), label, name)) {
      engine_->apply(i);
      return;
    }
  throw std::runtime_error("no option '" + key_prefix(label, name) + "' for " + pending() +
                           " in phase " + field("phase") + "; the options are:" + listing(*engine_));
}

bool Vs2pcgTable::offers(const std::string& label, const std::string& name) const {
  for (std::size_t i = 0; i < engine_->option_count(); ++i)
    if (matches(engine_->option_key(i), label, name)) return true;
  return false;
}

std::vector<std::string> Vs2pcgTable::offered(const std::string& label) const {
  std::vector<std::string> names;
  std::string prefix = label + " ";
  for (const std::string& k : engine_->option_keys())
    if (k.compare(0, prefix.size(), prefix) == 0) names.push_back(k.substr(prefix.size(), k.rfind('#') - prefix.size()));
  std::sort(names.begin(), names.end());
  return names;
}

void Vs2pcgTable::set_up(const std::vector<std::string>& rows,
                         const std::vector<std::vector<std::string>>& hands,
                         const std::vector<std::string>& fillers) {
  const auto& seats = engine_->seats();
  if (seats.size() == 4) take(format_);
  take("chooser " + seats[0]);
  take("first " + seats[0]);
  for (const std::string& row : rows) take("main_" + row);
  for (std::size_t s = 0; s < hands.size(); ++s) {
    draw(hands[s]);
    for (std::size_t n = hands[s].size(); n < 7; ++n) take("draw", fillers.at(s));
  }
  for (std::size_t s = 0; s < seats.size(); ++s) take("keep");
}

void Vs2pcgTable::draw(const std::vector<std::string>& names) {
  for (const std::string& n : names) take("draw", n);
}

void Vs2pcgTable::skip_to(const std::string& label) {
  for (int guard = 0; guard < 100; ++guard) {
    if (offers(label)) return;
    for (const std::string& k : engine_->option_keys())
      if (k.compare(0, label.size() + 1, label + " ") == 0) return;
    bool stepped = false;
    for (const std::string& n : nothing)
      if (offers(n)) {
        take(n);
        stepped = true;
        break;
      }
    if (!stepped) throw std::runtime_error("cannot skip to '" + label + "' from" + listing(*engine_));
  }
  throw std::runtime_error("never reached '" + label + "'");
}

void Vs2pcgTable::pass_turn() {
  std::string active = field("game.active");
  for (int guard = 0; guard < 100 && field("game.active") == active; ++guard) {
    if (engine_->outcome().kind != Outcome::Kind::ongoing) return;
    bool stepped = false;
    for (const std::string& n : nothing)
      if (offers(n)) {
        take(n);
        stepped = true;
        break;
      }
    if (!stepped) throw std::runtime_error("cannot pass the turn from" + listing(*engine_));
  }
}

void Vs2pcgTable::stage(const std::vector<std::string>& rows, const Side& first, const Side& second,
                        const std::vector<std::string>& fillers) {
  auto hand_of = [](const Side& s) {
    std::vector<std::string> h = s.front;
    h.insert(h.end(), s.back.begin(), s.back.end());
    h.insert(h.end(), s.hand.begin(), s.hand.end());
    return h;
  };
  auto recruit = [this](const Side& s) {
    if (s.front.empty() && s.back.empty()) return;
    skip_to("recruit_front");
    for (const std::string& n : s.front) take("recruit_front", n);
    for (const std::string& n : s.back) take("recruit_back", n);
  };
  set_up(rows, {hand_of(first), hand_of(second)}, fillers);
  recruit(first);
  pass_turn();
  draw({fillers.at(1), fillers.at(1)});
  recruit(second);
}

std::size_t zone_size(const std::string& zone) {
  if (zone.size() <= 2) return 0;
  std::size_t n = 1, depth = 0;
  for (char ch : zone) {
    if (ch == '{') ++depth;
    if (ch == '}') --depth;
    if (ch == ',' && depth == 0) ++n;
  }
  return n;
}

std::string engine_name(EngineKind kind) { return kind == EngineKind::reference ? "ref" : "fast"; }

std::vector<EngineKind> vs2pcg_engines() {
  if (has_fast_engine("vs2pcg")) return {EngineKind::reference, EngineKind::fast};
  return {EngineKind::reference};
}

}  // namespace canbeat::testing
