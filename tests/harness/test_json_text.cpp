// harness/json_text.hpp: the one JSON reader, on text written by hand and
// on random bytes (malformed text is a ParseError, never a crash).
#include <gtest/gtest.h>

#include <random>

#include "harness/json_text.hpp"

namespace canbeat::json {
namespace {

TEST(JsonText, ReadsEveryKindInOrder) {
  Value v = parse(R"({"b": true, "n": -12.5e3, "s": "a\"\\\u00e9\ud83d\ude00", "a": [null, false, {}], "o": {"k": 7}})");
  ASSERT_EQ(v.kind, Value::Kind::object);
  EXPECT_EQ(v.names, (std::vector<std::string>{"b", "n", "s", "a", "o"}));
  EXPECT_TRUE(v.at("b", "f").truth);
  EXPECT_EQ(v.at("n", "f").text, "-12.5e3");
  EXPECT_EQ(v.at("s", "f").string("f", "s"), "a\"\\\xc3\xa9\xf0\x9f\x98\x80");
  EXPECT_EQ(v.at("a", "f").items.size(), 3u);
  EXPECT_EQ(v.at("o", "f").at("k", "f").unsigned_number("f", "k"), 7u);
  EXPECT_EQ(parse(R"("\ud800x")").text, "\xef\xbf\xbdx");  // a lone surrogate is U+FFFD
}

TEST(JsonText, SaysWhereAndWhatWasExpected) {
  auto where = [](std::string_view text, Limits limits = {}) {
    try {
      parse(text, limits);
    } catch (const ParseError& e) {
      return std::to_string(e.line) + ":" + std::to_string(e.col) + " " + e.expected;
    }
    return std::string("parsed");
  };
  EXPECT_EQ(where("{\"a\": [1,\n  2,, 3]}"), "2:5 a value");
  EXPECT_EQ(where("{\"a\" 1}"), "1:6 ':'");
  EXPECT_EQ(where("[1] 2"), "1:5 the end of the file");
  EXPECT_EQ(where("{\"a\":\n1}", {64, true}), "1:6 a value");
  EXPECT_EQ(where("\"tab\there\""), "1:5 a character, not a control byte, in a string");
  EXPECT_EQ(where("\"\\u12\""), "1:3 four hex digits after \\u");
  EXPECT_EQ(where("[[[1]]]", {2, false}), "1:4 at most 2 levels of nesting");
  EXPECT_EQ(where("-"), "1:1 a value");
}

TEST(JsonText, WrongKindsNameTheFileAndWhat) {
  Value v = parse(R"({"n": "7"})");
  EXPECT_THROW(v.at("m", "shard.json"), Error);
  try {
    v.at("n", "shard.json").unsigned_number("shard.json", "the seed");
    FAIL() << "a string read as a number";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "shard.json: expected the seed as an unsigned whole number");
  }
}

TEST(JsonText, RandomBytesParseOrFailWithAPosition) {
  std::mt19937 rng(7);
  const std::string alphabet = "{}[]\":,\\ntrufalse0123456789-+.eE \n\tu";
  for (int k = 0; k < 20000; ++k) {
    std::string text(rng() % 40, ' ');
    for (char& c : text) c = rng() % 8 ? alphabet[rng() % alphabet.size()] : char(rng() % 256);
    try {
      Value v = parse(text, {8, k % 2 == 0});
      (void)v;
    } catch (const ParseError& e) {
      EXPECT_GE(e.line, 1);
      EXPECT_GE(e.col, 1);
      EXPECT_FALSE(e.expected.empty());
    }
  }
}

TEST(JsonText, QuoteReadsBack) {
  std::string s = "a\"b\\c\nd\x01";
  EXPECT_EQ(parse(quote(s)).text, s);
}

}  // namespace
}  // namespace canbeat::json
