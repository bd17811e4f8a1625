// Keywords given only through a link (analysis/never_both_links.hpp), on the
// near_pairs game: a Scout on the field arms the card its `on` names, and a
// card is linked only where `legal hold` lets it be, which no shy card is.
// So no shy card is ever armed, and the pair of `c.shy` and `c.armed` is
// impossible; planted, a second way to link that skips `hold` makes it
// met in play, and the argument must then say nothing.
#include <gtest/gtest.h>

#include <fstream>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "tests/analysis/search_rules.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

std::string linked_rules(const std::string& more_options) {
  std::ifstream in(CANBEAT_SOURCE_DIR "/tests/interpreter/near_pairs/near.rules");
  std::string rules, line;
  while (std::getline(in, line)) {
    if (line.rfind("can play", 0) == 0 || line.rfind("cant play", 0) == 0) continue;
    auto replace = [&line](const std::string& from, const std::string& to) {
      if (std::size_t at = line.find(from); at != std::string::npos) line.replace(at, from.size(), to);
    };
    replace("option \"pass\" {", "option \"arm\" c in p.hand where legal hold(p, c) { for e in p.field { attach(e, c); } }\n" +
                                     more_options + "option \"pass\" {");
    replace("\"Hound\" x1 { type unit; }", "\"Hound\" x1 { type unit; keyword shy; }");
    replace("keyword swift; }", "keyword swift; continuous arms \"test: arms what it is on\" "
                                "for c in instances where c.serial == self.on: c.armed = true; }");
    rules += line + "\n";
  }
  return rules +
         "keyword shy;\nkeyword armed;\nvar on: per_card = 0;\n"
         "procedure attach(e: card, c: card) \"test: e is on c\" { set e.on = c.serial; }\n"
         "action hold(p: player, c: card) \"test: a card something is on\";\n"
         "can hold(p, c) \"test: any card\";\n"
         "cant hold(p, c) \"test: not a shy one\" when c.shy;\n"
         "can play(p, c) \"test: a card in hand\" when c in p.hand;\n"
         "cant play(p, c) \"test: not a shy one\" when c.shy;\n"
         "can play(p, c) \"test: an armed one\" when c.armed;\n";
}

const StatementPair* shy_armed(const ConflictSearch& r) {
  for (const StatementPair& p : r.pairs.pairs())
    if (p.winner->text.find("not a shy one") != std::string::npos && p.loser->text.find("armed") != std::string::npos)
      return &p;
  return nullptr;
}

TEST(NeverBothLinks, AKeywordOnlyALinkGivesIsNeverOnACardTheLinkExcludes) {
  Session s;
  ConflictSearch r = search_rules("near", linked_rules(""), s);
  const StatementPair* p = shy_armed(r);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->reached, 0u);
  EXPECT_NE(p->impossible.find("given only to the card its carrier's `on` names"), std::string::npos) << p->impossible;
}

// Planted: an option without the guard, and one whose guarded name a
// loop binds again to any card before the link is set.
TEST(NeverBothLinks, ALinkThatSkipsTheGuardIsMetAndNotCalledImpossible) {
  for (const std::string planted :
       {"option \"arm any\" c in p.hand { for e in p.field { attach(e, c); } }\n",
        "option \"arm again\" c in p.hand where legal hold(p, c) { for c in p.hand { for e in p.field { attach(e, c); } } }\n"}) {
    Session s;
    ConflictSearch r = search_rules("near", linked_rules(planted), s);
    const StatementPair* p = shy_armed(r);
    ASSERT_NE(p, nullptr) << planted;
    EXPECT_GT(p->reached, 0u) << planted;
    EXPECT_EQ(p->impossible, "") << planted;
  }
}

}  // namespace
}  // namespace canbeat::cli
