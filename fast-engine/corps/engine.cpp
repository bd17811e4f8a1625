// The seam of the corps fast engine: cards and zones, decisions, the
// observation (seam/observation.hpp's field contract, in corps.rules'
// declarations). The rules themselves: marines.cpp, aliens.cpp, tracker.cpp.
#include "fast-engine/corps/engine.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

namespace canbeat::fast::corps {

namespace {
constexpr bool kOrdered[] = {false, false, true,  true,  true,  true,  false, true,  true,  false, false, false,
                             true,  false, false, false, false, false, false, false, false, false, false, false, false, false, true,
                             false, true, false};
static_assert(std::size(kOrdered) == Engine::kZones);
}  // namespace

Engine::Engine(std::shared_ptr<const Data> data, Faults faults)
    : d_(std::move(data)), faults_(faults), root_(play()) {
  // game corps { start_zone supply; }: each seat's deck in its supply, the
  // seats' decks numbered on from 1 in seat order.
  for (std::size_t k = 0; k < d_->deck.size(); ++k)
    for (int j = 0; j < d_->deck[k].copies; ++j) {
      if (ncards_ >= kMaxCards) throw std::invalid_argument("corps: more than " + std::to_string(kMaxCards) + " cards");
      kind_.push_back(std::uint8_t(k));
      inst_key_.push_back(fmt::format("{}#{}", d_->deck[k].name, ncards_ + 1));
      seat_[ncards_] = std::uint8_t(d_->deck[k].seat);
      zone_[ncards_] = supply;
      Pile& p = z_[d_->deck[k].seat][supply];
      p.c[p.n++] = std::uint8_t(ncards_);
      ++ncards_;
    }
  shut_.assign(std::size_t(g().doors()), 0);
  opts_.reserve(64);
  run(root_.handle());
}

Engine::~Engine() = default;

std::unique_ptr<canbeat::Engine> Engine::clone() const {
  // The procedures' frames are not copied: the copy replays the history.
  auto copy = std::make_unique<Engine>(d_, faults_);
  if (staged_) copy->stage(*staged_);
  for (std::uint32_t i : history()) copy->apply(i);
  return copy;
}

Pending Engine::pending() const { return pending_; }

void Engine::ask(Decider who, int seat) {
  opts_.clear();
  pending_ = {who, seat};
}

void Engine::opt(std::string key, int value, std::uint32_t weight) { opts_.push_back({std::move(key), weight, value}); }

void Engine::opt_card(const char* label, int i, int value) {
  std::string k = label;
  k += ' ';
  k += inst_key_[i];
  opts_.push_back({std::move(k), 1, value});
}

Engine::Decide Engine::decide() {
  std::sort(opts_.begin(), opts_.end(), [](const Opt& a, const Opt& b) { return a.key < b.key; });
  return Decide{this};
}

Engine::Halt Engine::end(Outcome::Kind kind, std::string reason) {
  outcome_.kind = kind;
  outcome_.reason = std::move(reason);
  if (kind == Outcome::Kind::win) {
    // `win all;`: the first seat wins, every other seat an ally.
    outcome_.winner = 0;
    for (int s = 1; s < nplayers(); ++s) outcome_.allies |= 1u << s;
  }
  return halt();
}

// The game is over, its outcome set: no decision is pending, and the
// coroutines waiting are never resumed.
Engine::Halt Engine::halt() {
  opts_.clear();
  pending_ = {};
  waiting_ = {};
  return Halt{};
}

// `win p;` (allies 0) and `lose p;` (the seats still in: a winner and its
// allies).
Engine::Halt Engine::end_won_by(int winner, std::uint32_t allies) {
  Halt h = end(Outcome::Kind::ongoing);
  outcome_.kind = Outcome::Kind::win;
  outcome_.winner = winner;
  outcome_.allies = allies;
  return h;
}

void Engine::run(std::coroutine_handle<> h) {
  waiting_ = {};
  h.resume();
  if (root_.handle().promise().error) std::rethrow_exception(root_.handle().promise().error);
  if (!waiting_ && outcome_.kind == Outcome::Kind::ongoing) throw EngineBug("corps: the game stopped without a decision");
}

void Engine::do_apply(std::size_t i) {
  chosen_ = opts_[i].value;
  run(waiting_);
}

void Engine::move(int i, int seat, int zone, bool bottom) {
  Pile& from = z_[seat_[i]][zone_[i]];
  int k = 0;
  while (from.c[k] != i) ++k;
  for (; k + 1 < from.n; ++k) from.c[k] = from.c[k + 1];
  --from.n;
  Pile& to = z_[seat][zone];
  if (bottom) {
    for (int j = to.n; j > 0; --j) to.c[j] = to.c[j - 1];
    to.c[0] = std::uint8_t(i);
  } else {
    to.c[to.n] = std::uint8_t(i);
  }
  ++to.n;
  seat_[i] = std::uint8_t(seat);
  zone_[i] = std::uint8_t(zone);
  shown_[i] = 0;  // a look shows where the card was
}

// `move all FROM to TO` (zones of the table): in order, on top.
void Engine::move_all(int from, int to) {
  std::vector<std::uint8_t> cards = snapshot(0, from);
  for (std::uint8_t c : cards) move(c, 0, to);
}

void Engine::reset(int i) {
  for (int& v : v_[i]) v = 0;
}

std::vector<std::uint8_t> Engine::snapshot(int seat, int zone) const {
  const Pile& p = z_[seat][zone];
  return std::vector<std::uint8_t>(p.c, p.c + p.n);
}

std::string Engine::card_text(int i) const {
  std::string s = card(i).name;
  bool any = false;
  for (int v = 0; v < kVars; ++v) {
    if (v_[i][v] == 0) continue;
    s += any ? ", " : " {";
    any = true;
    s += kVarNames[v];
    s += '=';
    s += std::to_string(v_[i][v]);
  }
  for (std::size_t k = 0; k < card(i).powers.size(); ++k) {  // "used K": its power K this turn
    if (power_turn_[i][k] != turn_) continue;
    s += any ? ", " : " {";
    any = true;
    s += "used " + std::to_string(k);
  }
  if (any) s += '}';
  return s;
}

Observation Engine::observe() const { return observe_as(-1); }

// The whole state (viewer -1), or what seat `viewer` sees of it.
Observation Engine::observe_as(int viewer) const {
  Observation o;
  o.add("outcome", outcome_text(outcome_, d_->seats));
  o.add("pending", pending_text(pending_, d_->seats));
  o.add("phase", phase_);
  o.add("turn", std::to_string(turn_));
  for (const auto& [name, var] : kGameVars) o.add(std::string("game.") + name, std::to_string(gv_.*var));
  std::vector<std::string> out;
  for (int s = 0; s < nplayers(); ++s)
    if (eliminated_[s]) out.push_back(d_->seats[s]);
  if (!out.empty()) o.add("eliminated", fmt::format("[{}]", fmt::join(out, ", ")));
  for (int s = 0; s < nplayers(); ++s) {
    o.add(d_->seats[s] + ".hive", std::to_string(hive_[s]));
    o.add(d_->seats[s] + ".willpower", std::to_string(willpower_[s]));
    o.add(d_->seats[s] + ".reacted", std::to_string(reacted_[s]));
  }
  for (int d = 0; d < g().doors(); ++d) o.add("door." + g().door_name(d) + ".shut", std::to_string(shut_[d]));
  auto seen = [&](int s, int z) {
    if (!unseen_by(viewer, s, z)) return zone_text(s, z, faults_.blip_seen ? -1 : viewer);
    std::string text = "[";
    for (int k = 0; k < pile(s, z).n; ++k) text += k ? ", ?" : "?";
    return text + "]";
  };
  for (int z = 0; z < kZones; ++z) {
    if (table_zone(z)) o.add(std::string("table.") + kZoneNames[z], seen(0, z));
    else
      for (int s = 0; s < nplayers(); ++s) o.add(d_->seats[s] + "." + kZoneNames[z], seen(s, z));
  }
  o.sort();
  return o;
}

std::optional<Observation> Engine::view(int seat) const {
  if (seat < 0 || seat >= nplayers()) return std::nullopt;
  return observe_as(seat);
}

// Who sees a zone (corps.rules): nobody the cards of a `hidden` zone, only
// how many, but the Hive the motion tracker cards it may look at (002:870);
// only its seat the Hive's `private` hive_hand (002:864). Where a seat sees
// a zone, a blip in it lies face down but to the Hive (zone_text).
bool Engine::unseen_by(int viewer, int seat, int zone) const {
  if (viewer < 0) return false;
  switch (zone) {
    case endurance: case under: case exhaust: case tracker_deck: case pool: case hivemind_deck: return true;
    case tracker_top: case tracker_bottom: return hive_[viewer] == 0;
    case hive_hand: return seat != viewer;
    default: return false;
  }
}

// A zone's field value: its cards in the game's order, or sorted for an
// unordered zone. As `viewer` sees it (-1: the whole state), a blip lies
// face down wherever it is (002:83, 002:225; `type blip: facedown, hive`)
// but to the Hive (002:870): "?" and its marks.
std::string Engine::zone_text(int seat, int zone, int viewer) const {
  std::vector<std::string> names;
  const Pile& p = z_[seat][zone];
  bool facedown = viewer >= 0 && hive_[viewer] == 0;
  for (int k = 0; k < p.n; ++k) {
    names.push_back(card_text(p.c[k]));
    if (facedown && card(p.c[k]).type == Type::blip && !(shown_[p.c[k]] >> viewer & 1u))
      names.back().replace(0, card(p.c[k]).name.size(), "?");
  }
  if (!kOrdered[zone]) std::sort(names.begin(), names.end());
  return fmt::format("[{}]", fmt::join(names, ", "));
}

}  // namespace canbeat::fast::corps
