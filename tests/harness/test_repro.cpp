// Repro files: round trip, diagnostics, staleness, save/load.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <filesystem>
#include <fstream>

#include "harness/repro.hpp"
#include "seam/engine.hpp"

namespace canbeat {
namespace {

Repro sample() {
  Repro r;
  r.game = "golden";
  r.rules_hash = "0123456789abcdef";
  r.cards_hash = "fedcba9876543210";
  r.seats = {"marine", "alien"};
  r.decks = {"marine", "alien"};
  r.comments = {"found by fuzz_diff", "divergence at step 2: marine.hand"};
  r.choices = {"draw Private", "discard Queen"};
  return r;
}

constexpr const char* sample_text =
    "canbeat-repro 1\n"
    "game golden\n"
    "rules-hash 0123456789abcdef\n"
    "cards-hash fedcba9876543210\n"
    "seats marine alien\n"
    "decks marine alien\n"
    "# found by fuzz_diff\n"
    "# divergence at step 2: marine.hand\n"
    "choices\n"
    "draw Private\n"
    "discard Queen\n";

bool same(const Repro& a, const Repro& b) {
  return a.version == b.version && a.game == b.game && a.rules_hash == b.rules_hash &&
         a.cards_hash == b.cards_hash && a.seats == b.seats && a.decks == b.decks &&
         a.comments == b.comments && a.choices == b.choices && a.ends == b.ends && a.end_state == b.end_state &&
         a.without == b.without;
}

std::string error_of(std::string_view text) {
  try {
    read_repro(text, "x.repro");
  } catch (const ReproError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(Repro, WritesTheDocumentedFormat) { EXPECT_EQ(write_repro(sample()), sample_text); }

TEST(Repro, RoundTrips) {
  EXPECT_TRUE(same(read_repro(write_repro(sample()), "x"), sample()));
  Repro r = sample();
  r.decks.clear();
  r.comments.clear();
  r.choices.clear();
  EXPECT_TRUE(same(read_repro(write_repro(r), "x"), r));
}

// The end record (canbeat rebase) is optional and round-trips.
TEST(Repro, EndRecordRoundTrips) {
  Repro r = sample();
  r.ends = "win marine";
  r.end_state = "00ff00ff00ff00ff";
  std::string text = write_repro(r);
  EXPECT_NE(text.find("decks marine alien\nends win marine\nend-state 00ff00ff00ff00ff\n# found"), std::string::npos);
  EXPECT_TRUE(same(read_repro(text, "x"), r));
  EXPECT_TRUE(read_repro(sample_text, "x").ends.empty());
}

// The cards a table was played without (engines/refusals.hpp), one per
// line, names with spaces kept whole.
TEST(Repro, WithoutRoundTrips) {
  Repro r = sample();
  r.without = {"GEN-003", "Gen Card 4"};
  std::string text = write_repro(r);
  EXPECT_NE(text.find("\nwithout GEN-003\nwithout Gen Card 4\n"), std::string::npos);
  EXPECT_TRUE(same(read_repro(text, "x"), r));
}

// A game the seats lose together ends `lose all` (Outcome::Kind::loss): two
// words, kept whole.
TEST(Repro, EndRecordOfALossTogetherRoundTrips) {
  Repro r = sample();
  r.ends = outcome_text({Outcome::Kind::loss, -1, {}}, {"marine", "alien"});
  EXPECT_EQ(r.ends, "lose all");
  std::string text = write_repro(r);
  EXPECT_NE(text.find("\nends lose all\n"), std::string::npos);
  EXPECT_TRUE(same(read_repro(text, "x"), r));
}

TEST(Repro, AcceptsCrlfAndHeaderInAnyOrder) {
  Repro r = read_repro(
      "canbeat-repro 1\r\n#c\r\nseats a\r\ndecks\r\ngame g\r\ncards-hash 1\r\nrules-hash 2\r\n"
      "choices\r\nk 1\r\n",
      "x");
  EXPECT_EQ(r.game, "g");
  EXPECT_EQ(r.rules_hash, "2");
  EXPECT_TRUE(r.decks.empty());
  EXPECT_EQ(r.comments, std::vector<std::string>{"c"});
  EXPECT_EQ(r.choices, std::vector<std::string>{"k 1"});
}

// Keys: non-empty printable ASCII (canonical keys have no line breaks).
rc::Gen<std::string> key_gen() {
  return rc::gen::nonEmpty(rc::gen::container<std::string>(rc::gen::inRange(' ', '~')));
}

RC_GTEST_PROP(ReproProperty, RoundTripsRandomKeysAndComments, ()) {
  Repro r = sample();
  r.choices = *rc::gen::container<std::vector<std::string>>(key_gen());
  r.comments = *rc::gen::container<std::vector<std::string>>(
      rc::gen::container<std::string>(rc::gen::inRange(' ', '~')));
  RC_ASSERT(same(read_repro(write_repro(r), "p"), r));
}

TEST(ReproErrors, BadMagic) {
  EXPECT_EQ(error_of("canbeat-rerpo 1\n"),
            "x.repro:1:1: error: expected 'canbeat-repro' (this is not a canbeat repro file)");
  EXPECT_EQ(error_of(""), "x.repro:1:1: error: expected 'canbeat-repro 1' on the first line");
}

TEST(ReproErrors, Version) {
  EXPECT_EQ(error_of("canbeat-repro 2\n"),
            "x.repro:1:15: error: expected format version 1 (file has 2)");
  EXPECT_EQ(error_of("canbeat-repro one\n"),
            "x.repro:1:15: error: expected a format version number");
}

TEST(ReproErrors, MissingHeaderField) {
  std::string text = sample_text;
  text.erase(text.find("cards-hash"), std::string("cards-hash fedcba9876543210\n").size());
  EXPECT_EQ(error_of(text), "x.repro:8:1: error: expected 'cards-hash' before 'choices'");
}

TEST(ReproErrors, MissingChoicesLine) {
  EXPECT_EQ(error_of("canbeat-repro 1\ngame g\n"),
            "x.repro:3:1: error: expected 'choices' after the header");
}

TEST(ReproErrors, BadFields) {
  EXPECT_EQ(error_of("canbeat-repro 1\ngame g\nrules-hash XYZ\n"),
            "x.repro:3:12: error: expected a hash in lowercase hex digits");
  EXPECT_EQ(error_of("canbeat-repro 1\ngame g\ngame h\n"),
            "x.repro:3:1: error: expected 'game' only once");
  EXPECT_EQ(error_of("canbeat-repro 1\nplayers a b\n"),
            "x.repro:2:1: error: expected a header field (game, rules-hash, cards-hash, "
            "seats, decks, ends, end-state, without), a '#' comment or 'choices'");
  EXPECT_EQ(error_of("canbeat-repro 1\nend-state 12G\n"),
            "x.repro:2:11: error: expected a hash in lowercase hex digits");
  EXPECT_EQ(error_of("canbeat-repro 1\nends\n"),
            "x.repro:2:6: error: expected what the game ends in (an outcome, or the error)");
  EXPECT_EQ(error_of("canbeat-repro 1\nseats\n"),
            "x.repro:2:7: error: expected at least one seat name");
  EXPECT_EQ(error_of("canbeat-repro 1\nwithout\n"),
            "x.repro:2:9: error: expected a card (its id, else its name)");
}

TEST(ReproErrors, BlankChoiceLine) {
  std::string text = std::string(sample_text) + "\nmore\n";
  EXPECT_EQ(error_of(text),
            "x.repro:12:1: error: expected a choice key (blank lines are not allowed after "
            "'choices')");
}

TEST(ReproStale, NamesTheChangedHash) {
  Repro r = sample();
  EXPECT_EQ(check_stale(r, r.rules_hash, r.cards_hash).staleness, Staleness::fresh);
  EXPECT_EQ(check_stale(r, r.rules_hash, r.cards_hash).message, "");
  StaleCheck c = check_stale(r, "aaaa", r.cards_hash);
  EXPECT_EQ(c.staleness, Staleness::stale);
  EXPECT_EQ(c.message,
            "stale repro (rules-hash changed: file has 0123456789abcdef, game now has aaaa)");
  c = check_stale(r, r.rules_hash, "bbbb");
  EXPECT_NE(c.message.find("cards-hash changed"), std::string::npos);
  EXPECT_EQ(c.message.find("rules-hash"), std::string::npos);
}

TEST(ReproFiles, SaveThenLoad) {
  auto dir = std::filesystem::temp_directory_path() / "canbeat_test_repro" / "nested";
  std::filesystem::remove_all(dir.parent_path());
  std::filesystem::path a = save_repro(dir, sample());
  EXPECT_TRUE(same(load_repro(a), sample()));
  EXPECT_EQ(a.filename().string().rfind("golden-", 0), 0u) << a;
  EXPECT_EQ(a.extension(), ".repro");
  Repro other = sample();
  EXPECT_EQ(save_repro(dir, other), a);  // same choices, same file
  other.choices.push_back("pass");
  EXPECT_NE(save_repro(dir, other), a);
  std::filesystem::remove_all(dir.parent_path());
}

TEST(ReproFiles, LoadErrorsNameThePath) {
  auto dir = std::filesystem::temp_directory_path() / "canbeat_test_repro_bad";
  std::filesystem::create_directories(dir);
  auto path = dir / "bad.repro";
  { std::ofstream(path) << "canbeat-repro 1\nwhat\n"; }
  try {
    load_repro(path);
    FAIL() << "no error";
  } catch (const ReproError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(path.string() + ":2:1: error: expected", 0), 0u)
        << e.what();
  }
  EXPECT_THROW(load_repro(dir / "missing.repro"), ReproError);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace canbeat
