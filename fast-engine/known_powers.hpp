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

}  // namespace canbeat::fast
