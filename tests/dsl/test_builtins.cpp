// The built-in table (dsl/builtins.hpp) is the one list of the language's
// own words: every entry is documented, in the table and in docs/dsl.md,
// and no name means two things of one kind.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "dsl/builtins.hpp"

namespace canbeat::dsl {
namespace {

std::string language_reference() {
  std::ifstream in(CANBEAT_SOURCE_DIR "/docs/dsl.md");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

template <class Entries>
void expect_documented(const Entries& entries, const std::string& reference, const char* kind) {
  std::set<std::string_view> names;
  for (const auto& e : entries) {
    SCOPED_TRACE(std::string(kind) + " " + std::string(e.name));
    EXPECT_TRUE(names.insert(e.name).second) << "named twice";
    EXPECT_FALSE(e.doc.empty());
    EXPECT_NE(reference.find(std::string(e.name)), std::string::npos) << "not in docs/dsl.md";
  }
}

TEST(Builtins, EveryFunctionAndVerbIsDocumentedOnce) {
  std::string reference = language_reference();
  ASSERT_FALSE(reference.empty());
  expect_documented(builtin_functions(), reference, "function");
  expect_documented(builtin_verbs(), reference, "verb");
}

TEST(Builtins, EveryMemberIsDocumentedOncePerKind) {
  std::string reference = language_reference();
  std::set<std::pair<int, std::string_view>> seen;
  for (const Member& m : builtin_members()) {
    SCOPED_TRACE(type_name(Type::of(m.owner)) + "." + std::string(m.name));
    EXPECT_TRUE(seen.insert({m.owner, m.name}).second) << "named twice";
    EXPECT_FALSE(m.doc.empty());
    EXPECT_NE(reference.find("." + std::string(m.name)), std::string::npos) << "not in docs/dsl.md";
    EXPECT_EQ(find_member(m.owner, m.name), &m);
  }
}

// A game's words are not built in: a card verb is a declared procedure.
TEST(Builtins, NoGameVerb) {
  for (const char* word : {"stun", "wound", "ko", "ready", "exhaust", "recover", "daze"})
    EXPECT_EQ(find_verb(word), nullptr) << word;
}

}  // namespace
}  // namespace canbeat::dsl
