// Super Powers on the reference interpreter (Vs. System 2PCG, Alien Battles
// rulebook 000_03a9bc82aad99cdb.txt, "Super Powers" 000:346-406 and
// "Locations" 000:459-461): `power` card items, the `powers(zone)` domain,
// `activate`, payment by turning a Location face down or discarding one.
// The game is the purpose-built super_powers/ folder next to this file.
#include <gtest/gtest.h>

#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

using Keys = std::vector<std::string>;

// The first player's Main Phase of turn 1.
Reference first_main() {
  Reference r(test_game("super_powers"));
  r.apply("end_build");
  return r;
}

// 000:392: "Main" powers in the Main Phase; 000:400: each is offered only
// when its cost can be paid.
TEST(SuperPowers, MainPowersAreOfferedInTheMainPhase) {
  Reference r(test_game("super_powers"));
  EXPECT_EQ(r.option_keys(), Keys{"end_build"});  // no Build power on this side
  r.apply("end_build");
  EXPECT_EQ(r.option_keys(), (Keys{"end_main", "use Dragon#1/Nobody Can Stop It", "use Medic#2/Patch Up"}));
}

// 000:400: pay by turning a Location with the symbol face down OR by
// discarding one from hand; then the power resolves (the Dragon readies).
TEST(SuperPowers, UsingAPowerPaysItsCostThenResolves) {
  Reference r = first_main();
  r.apply("use Dragon#1/Nobody Can Stop It");
  EXPECT_EQ(r.option_keys(), (Keys{"discard Fury#4", "turn_down Fury#3"}));
  r.apply("turn_down Fury#3");
  EXPECT_EQ(field(r, "first.resource_row"), "[Fury {face_down=1}]");
  EXPECT_EQ(field(r, "first.front_row"), "[Dragon {used 0}, Medic {exhausted=1}]");
}

// 000:404: "you can't use the same Super Power more than once each turn";
// next turn it can be used again.
TEST(SuperPowers, OncePerTurn) {
  Reference r = first_main();
  r.apply("use Dragon#1/Nobody Can Stop It");
  r.apply("turn_down Fury#3");
  EXPECT_EQ(r.option_keys(), (Keys{"end_main", "use Medic#2/Patch Up"}));
  r.apply("end_main");
  r.apply("end_build");  // the second player's turn
  r.apply("end_main");
  r.apply("end_build");  // the first player's next turn
  EXPECT_EQ(r.option_keys(), (Keys{"end_main", "use Dragon#1/Nobody Can Stop It", "use Medic#2/Patch Up"}));
  EXPECT_EQ(field(r, "first.front_row"), "[Dragon, Medic {exhausted=1}]");
}

// 000:406: a two-symbol cost is paid by two Locations, here one turned face
// down and one discarded; the power's body then asks its user to choose.
TEST(SuperPowers, TwoSymbolsTwoLocations) {
  Reference r = first_main();
  r.apply("use Medic#2/Patch Up");
  EXPECT_EQ(r.option_keys(), (Keys{"discard Fury#4", "turn_down Fury#3"}));  // might first
  r.apply("turn_down Fury#3");
  EXPECT_EQ(r.option_keys(), Keys{"discard Earth#5"});  // then humanity
  r.apply("discard Earth#5");
  EXPECT_EQ(r.option_keys(), (Keys{"boost Dragon#1", "boost Medic#2"}));
  r.apply("boost Dragon#1");
  EXPECT_EQ(field(r, "first.front_row"), "[Dragon {exhausted=1, plus=1}, Medic {exhausted=1, used 0}]");
  EXPECT_EQ(field(r, "first.ko_pile"), "[Earth]");
}

// 000:461: one Location pays for one symbol only: the Twin (might and
// humanity) can't pay both symbols of the Twin Medic's power. 000:392: a
// Build power is used in the Build Phase, not in the Main Phase.
TEST(SuperPowers, OneLocationPaysOneSymbolAndTimingsHold) {
  Reference r = first_main();
  r.apply("end_main");
  EXPECT_EQ(r.option_keys(), (Keys{"end_build", "use Gunner#6/Lock and Load"}));
  r.apply("end_build");
  EXPECT_EQ(r.option_keys(), Keys{"end_main"});
  // Why: the legality query names the statement that refused it.
  bool refused = false;
  for (const LegalityAnswer& a : r.legality_log())
    if (a.query == "use_power(second, Twin Medic#7/Patch Up)") refused = !a.legal && !a.decider;
  EXPECT_TRUE(refused);
}

// `canbeat coverage` counts activations: the log names the power the last
// choice activated (the Dragon's, once the cost is paid), and only it.
TEST(SuperPowers, ActivationLogNamesThePowerActivatedSinceTheLastChoice) {
  Reference r = first_main();
  r.apply("use Dragon#1/Nobody Can Stop It");
  EXPECT_TRUE(r.activation_log().empty());  // waiting for the payment
  r.apply("turn_down Fury#3");
  ASSERT_EQ(r.activation_log().size(), 1u);
  EXPECT_EQ(r.activation_log()[0]->name, "Nobody Can Stop It");
  r.apply("end_main");
  EXPECT_TRUE(r.activation_log().empty());
}

}  // namespace
}  // namespace canbeat::interp
