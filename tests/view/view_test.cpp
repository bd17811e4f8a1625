// The viewer page's data and the SARIF places, without a browser: what the
// Chromium tests (chromium.sh) rely on being in the page.
#include <gtest/gtest.h>

#include "cli/sarif.hpp"
#include "cli/view_page.hpp"

namespace canbeat::cli {
namespace {

Observation obs(std::vector<Field> fields) {
  Observation o;
  for (Field& f : fields) o.add(f.path, f.value);
  o.sort();
  return o;
}

bool any_name(std::string_view) { return true; }

ViewPage two_steps() {
  ViewPage p;
  p.title = "t", p.kind = "game", p.game = "g", p.seats = {"red"};
  ViewSection s;
  s.start = obs({{"red.hand", "[Hound, Pup {wounds=1}]"}, {"turn", "1"}});
  s.steps.push_back({"player red", "play Hound", obs({{"red.hand", "[Pup {wounds=1}]"}, {"turn", "1"}})});
  s.steps.push_back({"player red", "pass", obs({{"red.hand", "[Pup {wounds=1}]"}})});
  p.sections.push_back(s);
  return p;
}

// Each card text once; a step holds only the fields it changed, a field
// gone as null.
TEST(ViewJson, StoresChangedFieldsAndCardNumbers) {
  std::string j = view_json(two_steps(), any_name);
  EXPECT_NE(j.find("\"cards\":[\"Hound\", \"Pup {wounds=1}\"]"), std::string::npos) << j;
  EXPECT_NE(j.find("\"start\":{\"red.hand\":[0,1],\"turn\":\"1\"}"), std::string::npos) << j;
  EXPECT_NE(j.find("[\"player red\",\"play Hound\",{\"red.hand\":[1]}]"), std::string::npos) << j;
  EXPECT_NE(j.find("[\"player red\",\"pass\",{\"turn\":null}]"), std::string::npos) << j;
}

// Nothing in the data can end the <script> element that holds it.
TEST(ViewHtml, DataCannotCloseItsScript) {
  ViewPage p = two_steps();
  p.sections[0].steps[0].choice = "</script><b>";
  p.title = "<i>";
  std::string html = view_html(p, any_name);
  EXPECT_EQ(html.find("</script><b>"), std::string::npos);
  EXPECT_NE(html.find("\\u003c/script>\\u003cb>"), std::string::npos);
  EXPECT_NE(html.find("<title>&lt;i&gt;</title>"), std::string::npos);
}

TEST(SarifPlace, SplitsFileLineColumnFromTheStatement) {
  SarifPlace p = split_place("games/x/a.cards:4:30 card Pup cant attack(\"a: b\")");
  EXPECT_EQ(p.file, "games/x/a.cards");
  EXPECT_EQ(p.line, 4);
  EXPECT_EQ(p.col, 30);
  EXPECT_EQ(p.message, "card Pup cant attack(\"a: b\")");
  SarifPlace q = split_place("games/x/a.cards:31: invariant fails");
  EXPECT_EQ(q.file, "games/x/a.cards");
  EXPECT_EQ(q.line, 31);
  EXPECT_EQ(q.col, 0);
  EXPECT_EQ(q.message, "invariant fails");
  SarifPlace none = split_place("undecided empty-draw: no card");
  EXPECT_EQ(none.file, "");
  EXPECT_EQ(none.message, "undecided empty-draw: no card");
}

// The fingerprint comes from the canonical text, never the position.
TEST(SarifLog, FingerprintIgnoresWhereTheStatementIs) {
  SarifResult a{"canbeat/collision", "note", "m", {"f.rules", 3, 1, ""}, {}, {}, "card X cant y"};
  SarifResult b = a;
  b.location.line = 40;
  std::string la = sarif_log({{"canbeat/collision", "n", "d"}}, {a});
  std::string lb = sarif_log({{"canbeat/collision", "n", "d"}}, {b});
  auto print = [](const std::string& log) { return log.substr(log.find("partialFingerprints")); };
  EXPECT_EQ(print(la), print(lb));
  EXPECT_NE(la, lb);
}

}  // namespace
}  // namespace canbeat::cli
