// Two independently written engines of a toy game, "counters", for testing
// the harness without the real engines.
//
// Rules: chance first deals the starting value of counter c ("start 0" with
// weight 3, "start 1" weight 2, "start 2" weight 1). Then north and south take
// turns, north first; each bumps one of the counters a..e by 1 or 2
// ("bump a 1" ... "bump e 2") and scores the same amount. The game ends when
// a counter reaches 15: the higher score wins, equal scores tie.
//
// CountersFast can carry one planted bug, each firing only in a rare state.
#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "seam/engine.hpp"

namespace canbeat::toy {

inline const std::vector<std::string>& counters_seats() {
  static const std::vector<std::string> seats = {"north", "south"};
  return seats;
}

// The reference: a map of named counters, options computed as text.
class CountersReference : public Engine {
 public:
  std::string game() const override { return "counters"; }
  const std::vector<std::string>& seats() const override { return counters_seats(); }

  Pending pending() const override {
    if (over()) return {Decider::none, -1};
    if (!dealt_) return {Decider::chance, 0};
    return {Decider::player, mover_};
  }
  std::size_t option_count() const override { return options().size(); }
  std::string option_key(std::size_t i) const override { return options().at(i); }
  std::uint32_t option_weight(std::size_t i) const override {
    return dealt_ ? 1 : 3 - static_cast<std::uint32_t>(i);
  }

  Observation observe() const override {
    Observation o;
    for (const auto& [name, value] : counters_) o.add("game." + name, std::to_string(value));
    for (int s = 0; s < 2; ++s) o.add(seats()[s] + ".score", std::to_string(score_[s]));
    o.add("outcome", outcome_text(outcome(), seats()));
    o.add("pending", pending_text(pending(), seats()));
    o.add("phase", over() ? "over" : dealt_ ? "bump" : "deal");
    o.add("turn", std::to_string(turn_));
    o.sort();
    return o;
  }

  Outcome outcome() const override {
    if (!over()) return {};
    if (score_[0] == score_[1]) return {Outcome::Kind::tie, -1, ""};
    return {Outcome::Kind::win, score_[0] > score_[1] ? 0 : 1, ""};
  }

  std::unique_ptr<Engine> clone() const override {
    return std::make_unique<CountersReference>(*this);
  }

 protected:
  void do_apply(std::size_t i) override {
    std::string key = options()[i];
    if (!dealt_) {
      counters_["c"] = key.back() - '0';
      dealt_ = true;
      return;
    }
    int amount = key.back() - '0';
    counters_[std::string(1, key[5])] += amount;
    score_[mover_] += amount;
    mover_ = 1 - mover_;
    ++turn_;
  }

 private:
  bool over() const {
    for (const auto& [name, value] : counters_)
      if (value >= 15) return true;
    return false;
  }
  std::vector<std::string> options() const {
    if (over()) return {};
    if (!dealt_) return {"start 0", "start 1", "start 2"};
    std::vector<std::string> keys;
    for (const auto& [name, value] : counters_)
      for (const char* amount : {"1", "2"}) keys.push_back("bump " + name + " " + amount);
    return keys;
  }

  std::map<std::string, int> counters_ = {{"a", 0}, {"b", 0}, {"c", 0}, {"d", 0}, {"e", 0}};
  int score_[2] = {0, 0};
  int mover_ = 0;
  int turn_ = 1;
  bool dealt_ = false;
};

// The system under test: flat arrays, options by index arithmetic.
class CountersFast : public Engine {
 public:
  enum class Bug {
    none,
    field,    // a == 7, b >= 5, "bump a 2": a becomes 10
    options,  // e == 9: "bump e 1" is missing
    throws,   // d == 9, "bump d 2": throws EngineBug
    weights,  // the deal's weights are 3, 1, 2: wrong odds from the start
  };
  explicit CountersFast(Bug bug = Bug::none) : bug_(bug) {}

  std::string game() const override { return "counters"; }
  const std::vector<std::string>& seats() const override { return counters_seats(); }

  Pending pending() const override {
    if (over()) return {Decider::none, -1};
    return {dealt_ ? Decider::player : Decider::chance, dealt_ ? mover_ : 0};
  }
  std::size_t option_count() const override {
    if (over()) return 0;
    if (!dealt_) return 3;
    return missing_e1() ? 9 : 10;
  }
  std::string option_key(std::size_t i) const override {
    if (!dealt_) return "start " + std::to_string(i);
    if (missing_e1() && i >= 8) ++i;
    return "bump " + std::string(1, char('a' + i / 2)) + " " + std::to_string(i % 2 + 1);
  }
  std::uint32_t option_weight(std::size_t i) const override {
    static constexpr std::uint32_t deal[3] = {3, 2, 1}, wrong[3] = {3, 1, 2};
    return dealt_ ? 1 : (bug_ == Bug::weights ? wrong : deal)[i];
  }

  Observation observe() const override {
    Observation o;
    for (int c = 0; c < 5; ++c)
      o.add(std::string("game.") + char('a' + c), std::to_string(counter_[c]));
    o.add("north.score", std::to_string(score_[0]));
    o.add("south.score", std::to_string(score_[1]));
    o.add("outcome", outcome_text(outcome(), seats()));
    o.add("pending", pending_text(pending(), seats()));
    o.add("phase", over() ? "over" : dealt_ ? "bump" : "deal");
    o.add("turn", std::to_string(turn_));
    o.sort();
    return o;
  }

  Outcome outcome() const override {
    if (!over()) return {};
    int d = score_[0] - score_[1];
    return d == 0 ? Outcome{Outcome::Kind::tie, -1, ""}
                  : Outcome{Outcome::Kind::win, d > 0 ? 0 : 1, ""};
  }

  std::unique_ptr<Engine> clone() const override { return std::make_unique<CountersFast>(*this); }

 protected:
  void do_apply(std::size_t i) override {
    if (!dealt_) {
      counter_[2] = static_cast<int>(i);
      dealt_ = true;
      return;
    }
    if (missing_e1() && i >= 8) ++i;
    int c = static_cast<int>(i / 2), amount = static_cast<int>(i % 2 + 1);
    if (bug_ == Bug::throws && c == 3 && amount == 2 && counter_[3] == 9)
      throw EngineBug("counter d overflowed");
    bool planted = bug_ == Bug::field && c == 0 && amount == 2 && counter_[0] == 7 &&
                   counter_[1] >= 5;
    counter_[c] += planted ? 3 : amount;
    score_[mover_] += amount;
    mover_ ^= 1;
    ++turn_;
  }

 private:
  bool over() const {
    for (int v : counter_)
      if (v >= 15) return true;
    return false;
  }
  bool missing_e1() const { return bug_ == Bug::options && dealt_ && counter_[4] == 9; }

  Bug bug_;
  std::array<int, 5> counter_{};
  std::array<int, 2> score_{};
  int mover_ = 0;
  int turn_ = 1;
  bool dealt_ = false;
};

}  // namespace canbeat::toy
