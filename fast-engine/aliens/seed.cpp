// The ALIENS card lists exactly as 004_41363310b93d11c8.txt prints them
// (generated from the seed text; the seed line is given for each card). The
// same lists as games/aliens/marine.cards and alien.cards; a test checks that
// load_data() of the DSL game gives the same data when dsl/ is built.
#include "fast-engine/aliens/engine.hpp"

namespace canbeat::fast::aliens {

Data seed_data() {
  Data d;
  // MARINE DECK CARD LIST
  d.seats[0].name = "marine";
  d.seats[0].cards = {
      {"Lieutenant", Suit::combatant, 1, 1},  // seed line 66
      {"Company Rep", Suit::combatant, 1, 1},  // seed line 67
      {"Private", Suit::combatant, 2, 7},  // seed line 68
      {"Sergeant", Suit::combatant, 3, 1},  // seed line 69
      {"Android", Suit::combatant, 4, 1},  // seed line 70
      {"Riply", Suit::combatant, 5, 1},  // seed line 71
      {"Improvised Weapons", Suit::weapon, 1, 1},  // seed line 72
      {"Hand Guns", Suit::weapon, 1, 1},  // seed line 73
      {"Body Armor", Suit::weapon, 1, 1},  // seed line 74
      {"Motion Detectors", Suit::weapon, 2, 1},  // seed line 75
      {"Shotgun", Suit::weapon, 2, 1},  // seed line 76
      {"Explosives", Suit::weapon, 2, 1},  // seed line 77
      {"Ranged Weapons", Suit::weapon, 3, 1},  // seed line 78
      {"Flamers", Suit::weapon, 3, 1},  // seed line 79
      {"Pulse Rifles", Suit::weapon, 4, 1},  // seed line 80
      {"Exoskeleton", Suit::weapon, 4, 1},  // seed line 81
      {"Autocannons", Suit::weapon, 4, 1},  // seed line 82
      {"Blast Doors", Suit::tactics, 1, 1},  // seed line 83
      {"Courage", Suit::tactics, 2, 1},  // seed line 84
      {"Ingenuity", Suit::tactics, 2, 1},  // seed line 85
      {"Escape Plan", Suit::tactics, 2, 1},  // seed line 86
      {"Fighting Withdrawal", Suit::tactics, 2, 1},  // seed line 87
      {"Rescue before Implantation", Suit::tactics, 3, 1},  // seed line 88
      {"Perimeter Defense Guns", Suit::tactics, 3, 1},  // seed line 89
      {"Armored Personnel Carrier", Suit::tactics, 3, 1},  // seed line 90
      {"Combat Landing Craft", Suit::tactics, 4, 1},  // seed line 91
      {"Destroy Egg Chamber", Suit::tactics, 5, 1},  // seed line 92
      {"Orbital Nuclear Strike", Suit::tactics, 6, 1},  // seed line 93
  };
  // ALIEN DECK CARD LIST
  d.seats[1].name = "alien";
  d.seats[1].cards = {
      {"Face Hugger", Suit::combatant, 1, 3},  // seed line 97
      {"Brood Warrior", Suit::combatant, 3, 8},  // seed line 98
      {"Queen", Suit::combatant, 5, 1},  // seed line 99
      {"Acidic Blood", Suit::weapon, 1, 1},  // seed line 100
      {"Mouthful of Fangs", Suit::weapon, 1, 1},  // seed line 101
      {"Sonic Scream", Suit::weapon, 1, 1},  // seed line 102
      {"Razor Sharp Claws", Suit::weapon, 2, 1},  // seed line 103
      {"Hard to Kill", Suit::weapon, 2, 1},  // seed line 104
      {"Bloodlust", Suit::weapon, 2, 1},  // seed line 105
      {"Berserker Rage", Suit::weapon, 3, 1},  // seed line 106
      {"Fearless", Suit::weapon, 3, 1},  // seed line 107
      {"Superhuman Stamina", Suit::weapon, 3, 1},  // seed line 108
      {"Superhuman Speed", Suit::weapon, 4, 1},  // seed line 109
      {"Superhuman Strength", Suit::weapon, 4, 1},  // seed line 110
      {"Perfect Killing Machines", Suit::weapon, 4, 1},  // seed line 111
      {"Move Silently", Suit::tactics, 1, 1},  // seed line 112
      {"Hide in Shadows", Suit::tactics, 1, 1},  // seed line 113
      {"Hunting", Suit::tactics, 1, 1},  // seed line 114
      {"Terror", Suit::tactics, 2, 1},  // seed line 115
      {"Pursuit", Suit::tactics, 2, 1},  // seed line 116
      {"Air Shafts", Suit::tactics, 2, 1},  // seed line 117
      {"Surprise", Suit::tactics, 3, 1},  // seed line 118
      {"Ambush", Suit::tactics, 3, 1},  // seed line 119
      {"Cunning", Suit::tactics, 3, 1},  // seed line 120
      {"Numerical Strength", Suit::tactics, 4, 1},  // seed line 121
      {"Close Combat", Suit::tactics, 4, 1},  // seed line 122
      {"Swarm Attack", Suit::tactics, 4, 1},  // seed line 123
  };
  return d;
}

}  // namespace canbeat::fast::aliens
