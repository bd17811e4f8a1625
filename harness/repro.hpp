// Repro files: a diverging (or any) game as text, one choice key per line
// after a header naming the game, the content hashes of its rules and cards,
// the seats and the decks. Format in README.md.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace canbeat {

struct Repro {
  int version = 1;
  std::string game;
  std::string rules_hash, cards_hash;  // hex, as the game's loader computes them
  std::vector<std::string> seats, decks;
  // What replaying the choices on the reference interpreter ends in (optional;
  // harness/replay_end.hpp): `ends` is the outcome ("win marine", "ongoing")
  // or the error that stops the replay; `end_state` a hash of the last
  // observation. `canbeat rebase` keeps a file only when both are unchanged.
  std::string ends, end_state;
  // The cards the table was played without (optional `without KEY` lines,
  // one card each: engines/refusals.hpp): replay takes them out again.
  std::vector<std::string> without;
  std::vector<std::string> comments;  // without the leading "# "
  std::vector<std::string> choices;
  // The line of the first choice in the file read (read_repro), so that
  // errors about choice i point at line choices_line + i.
  std::size_t choices_line = 0;
};

// A malformed file; what() is "path:line:col: error: expected ...".
struct ReproError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string write_repro(const Repro& r);
Repro read_repro(std::string_view text, const std::string& path);

// A repro whose hashes no longer match the game replays a different game:
// the CLI reports it (exit 2) and never replays it.
enum class Staleness { fresh, stale };
struct StaleCheck {
  Staleness staleness = Staleness::fresh;
  std::string message;  // names each changed hash, old and new; "" when fresh
};
StaleCheck check_stale(const Repro& r, std::string_view rules_hash,
                       std::string_view cards_hash);

// Writes r into dir (created if missing) as GAME-HASH.repro, HASH a short
// hash of the choices, so the same case saved twice is one file. Returns the path.
// `stem` names the file GAME-STEM.repro instead (one file per finding).
std::filesystem::path save_repro(const std::filesystem::path& dir, const Repro& r, const std::string& stem = "");
// Reads a file; ReproError for malformed text or an unreadable file.
Repro load_repro(const std::filesystem::path& path);

// FNV-1a 64 as 16 hex digits: the short, dependency-free content hash used
// for file names (engines may use it for rules/cards hashes too).
std::string fnv1a_hex(std::string_view bytes);

}  // namespace canbeat
