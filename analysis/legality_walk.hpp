// What the conflict tables (conflict_pairs.hpp, conflict_musts.hpp) share:
// the walk over the legality answers of one decision, and the witness
// signature that replays a game until a finding holds. A finding of either
// table is "met" at a decision of the explaining reference interpreter.
#pragma once

#include <functional>
#include <string>

#include "dsl/game.hpp"
#include "analysis/table.hpp"
#include "harness/shrink.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

// Each legality answer of the pending decision of `ref` (built explaining):
// first the queries of the options' conditions, with the option's key, then
// the rules' own queries since the last choice, with "".
void each_answer(const interp::Reference& ref,
                 const std::function<void(const interp::LegalityAnswer&, const std::string& option)>& note);

// A witness property for shrink_witness: replays the keys on a fresh
// explaining interpreter of table `s` (Table::make_explaining: a copy of
// the start prepared once; skipping keys that are no option) and answers
// `hit` at the first decision where `holds`, "" when none does or the
// rules break.
StepProperty witness_property(const Table& s, std::string hit, std::function<bool(const interp::Reference&)> holds);

// "file:line:col SOURCE MODALITY ACTION("cite")": a statement as the
// conflict report names it.
std::string located_statement(const dsl::Game& g, const ast::Permission& p, const std::string& source);

}  // namespace canbeat::analysis
