#include "seam/engine.hpp"

namespace canbeat {

std::string outcome_text(const Outcome& o, const std::vector<std::string>& seats) {
  switch (o.kind) {
    case Outcome::Kind::ongoing: return "ongoing";
    case Outcome::Kind::tie: return "tie";
    case Outcome::Kind::undecided: return "undecided " + o.reason;
    case Outcome::Kind::loss: return "lose all";
    case Outcome::Kind::win: {
      auto seat = [&](int s) { return s >= 0 && s < int(seats.size()) ? seats[s] : std::to_string(s); };
      std::string text = "win " + seat(o.winner);
      for (int s = 0; s < 32; ++s)
        if (o.allies >> s & 1u) text += "+" + seat(s);
      return text;
    }
  }
  return "?";
}

std::string pending_text(const Pending& p, const std::vector<std::string>& seats) {
  std::string seat = p.seat >= 0 && p.seat < int(seats.size()) ? seats[p.seat] : "-";
  switch (p.who) {
    case Decider::none: return "none";
    case Decider::player: return "player " + seat + (p.secret ? " secret" : "");
    case Decider::chance: return "chance " + seat;
  }
  return "?";
}

std::optional<Observation> Engine::view(int) const { return std::nullopt; }

void Engine::apply(std::size_t i) {
  if (i >= option_count())
    throw IllegalOption("option " + std::to_string(i) + " is out of range: " +
                        pending_text(pending(), seats()) + " has " +
                        std::to_string(option_count()) + " options");
  do_apply(i);
  history_.push_back(static_cast<std::uint32_t>(i));
}

std::size_t Engine::find_option(std::string_view key) const {
  std::size_t n = option_count();
  std::string each;
  for (std::size_t i = 0; i < n; ++i) {
    option_key_to(i, each);
    if (each == key) return i;
  }
  return npos;
}

void Engine::apply(std::string_view key) {
  std::size_t i = find_option(key);
  if (i == npos)
    throw IllegalOption("'" + std::string(key) + "' is not an option for " +
                        pending_text(pending(), seats()));
  apply(i);
}

std::vector<std::string> Engine::option_keys() const {
  std::vector<std::string> keys;
  std::size_t n = option_count();
  keys.reserve(n);
  for (std::size_t i = 0; i < n; ++i) keys.push_back(option_key(i));
  return keys;
}

std::string without_serials(std::string_view key) {
  std::string out;
  for (std::size_t i = 0; i < key.size(); ++i) {
    // A serial is glued to its card's name ("Newt#12"); a '#' after a blank
    // is part of a name ("Ripley #8", whose copies read "Ripley #8#2").
    bool glued = i > 0 && key[i - 1] != ' ';
    if (key[i] == '#' && glued && i + 1 < key.size() && key[i + 1] >= '0' && key[i + 1] <= '9') {
      while (i + 1 < key.size() && key[i + 1] >= '0' && key[i + 1] <= '9') ++i;
      continue;
    }
    out += key[i];
  }
  return out;
}

// Engines that can start from a declared position override this.
std::string Engine::stage(const Observation&) { return "the " + game() + " engine cannot stage a position"; }

}  // namespace canbeat
