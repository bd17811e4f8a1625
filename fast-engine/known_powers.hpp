// Card powers and statements a fast engine plays by what they are rather
// than compiled from their text (one native routine per power). Such an
// engine holds, for each power it plays, the text it
// implements, and accepts a card's power only when the card words it so: a
// new card that reuses a known power's name with another body is refused,
// never run with the known effect. Texts are compared in canonical printed
// form (dsl/printer.hpp, the kernel the engines read), so comments and
// layout do not count, nor a statement's cite (its label).
#pragma once

#include <string>

#include "dsl/game.hpp"

namespace canbeat::fast {

// The power's statements, printed one after the other from indent 0: what
// the power does, without its name and timing.
std::string power_body_text(const ast::Power& power);

// "MODALITY ACTION(PARAMS) when CONDITION" (no `when` part when it has
// none): the statement without its cite.
std::string statement_text(const ast::Permission& statement);

// Refuses (refuse_at, at the power) the power `p` of card `def` unless the
// engine plays it: `body` is the body the engine plays under p's name
// (nullptr: no power of that name), `worded_in` the files that word it.
// The power's event, cost and attributes must be empty: the engine would
// ignore them.
void accept_known_power(const dsl::Game& game, const ast::CardDef& def, const ast::Power& p, const char* body,
                        const std::string& worded_in);

// The entry of `table` (each with `name` and `body`) that plays the power
// `p` of card `def`, refused as accept_known_power says otherwise.
template <class Known, std::size_t N>
const Known& known_power(const dsl::Game& game, const ast::CardDef& def, const ast::Power& p,
                         const Known (&table)[N], const std::string& worded_in) {
  const Known* found = nullptr;
  for (const Known& k : table)
    if (!found && p.name == k.name) found = &k;
  accept_known_power(game, def, p, found ? found->body : nullptr, worded_in);
  return *found;
}

}  // namespace canbeat::fast
