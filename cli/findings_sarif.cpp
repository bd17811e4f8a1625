// Findings as SARIF results (findings_sarif.hpp). A result's location is
// the statement that decides (the winner), its related locations the ones
// it beat or met; its fingerprint is built from the statements' canonical
// text, without their positions, so moving a line keeps it the same result.
#include "cli/findings_sarif.hpp"

#include <filesystem>

#include "dsl/file_io.hpp"

namespace canbeat::cli {

namespace {

using namespace analysis;

SarifResult result(const std::string& rule, const std::string& level, const std::string& message,
                   const std::string& where) {
  SarifResult r;
  r.rule = rule, r.level = level, r.message = message;
  r.location = split_place(where);
  r.fingerprint = r.location.message;
  return r;
}

void add_witness(SarifResult& r, const std::optional<Witness>& w) {
  if (!w || w->path.empty() || w->path == "(not saved)") return;
  r.flow = witness_flow(w->path);
  r.message += " Witness: " + w->path + ".";
}

void add_pairs(const std::vector<PairFinding>& pairs, const std::string& rule, std::vector<SarifResult>& out) {
  for (const PairFinding& p : pairs) {
    if (!p.reached && p.impossible.empty()) continue;
    SarifPlace winner = split_place(p.winner), loser = split_place(p.loser);
    std::string status = p.reached ? "reached " + std::to_string(p.reached) + " times" : "never met: " + p.impossible;
    SarifResult r = result(rule, "note", winner.message + " beats " + loser.message + " (" + status + ").", p.winner);
    loser.message = "beaten: " + loser.message;
    r.related.push_back(loser);
    r.fingerprint = winner.message + "\n" + split_place(p.loser).message;
    add_witness(r, p.witness);
    out.push_back(r);
  }
}

void add_musts(const std::vector<MustFinding>& musts, bool enforced, std::vector<SarifResult>& out) {
  for (const MustFinding& m : musts) {
    if (!m.witness) continue;
    std::string what = enforced ? "met blocked: " + m.query + " is illegal" + (m.decider.empty() ? "" : ", decided by " + m.decider)
                                : "required, not enforced: option '" + m.open + "' is open beside it";
    SarifResult r = result(enforced ? "canbeat/blocked-must" : "canbeat/unenforced-must", enforced ? "error" : "warning",
                           split_place(m.must).message + " " + what + ".", m.must);
    if (!m.decider.empty()) r.related.push_back(split_place(m.decider));
    add_witness(r, m.witness);
    out.push_back(r);
  }
}

void add_others(const ConflictReport& rep, std::vector<SarifResult>& out) {
  for (const UndecidedFinding& u : rep.undecided) {
    if (!u.reached) continue;
    SarifResult r = result("canbeat/undecided", "error", "undecided " + u.id + ": " + u.why, u.where);
    r.fingerprint = "undecided " + u.id;
    add_witness(r, u.witness);
    out.push_back(r);
  }
  for (const NeverEndingFinding& n : rep.never_ending) {
    SarifResult r = result("canbeat/never-ending", "error", "effects that never end: a lap of " +
                           std::to_string(n.lap.size()) + " statements repeats with no decision.",
                           n.lap.empty() ? "" : n.lap.front());
    for (std::size_t i = 1; i < n.lap.size(); ++i) r.related.push_back(split_place(n.lap[i]));
    r.fingerprint = "never-ending";
    add_witness(r, n.witness);
    out.push_back(r);
  }
  for (const ErrorFinding& e : rep.errors) {
    // "EngineBug: FILE:LINE:COL: rules error: ...": the place after the kind.
    std::size_t kind = e.error.find(": ");
    bool placed = !split_place(e.error).file.empty() || kind == std::string::npos;
    SarifResult r = result("canbeat/rules-error", "error", e.error, placed ? e.error : e.error.substr(kind + 2));
    add_witness(r, e.witness);
    out.push_back(r);
  }
  for (const TriggerOrderFinding& t : rep.trigger_orders) {
    SarifResult r = result("canbeat/trigger-order", "note", "triggers whose order changes the state: " + t.triggers, "");
    r.fingerprint = t.triggers;
    add_witness(r, t.witness);
    out.push_back(r);
  }
  for (const Divergence& d : rep.divergences) out.push_back(result("canbeat/divergence", "error", d.text, ""));
}

}  // namespace

std::vector<SarifRule> check_rules() {
  return {{"canbeat/check-error", "error in the sources", "The DSL sources do not parse or check."},
          {"canbeat/invariant", "declared invariant fails",
           "A fact the rulebook declares (deck sizes, stat ranges) does not hold for its card data."}};
}

std::vector<SarifResult> check_results(const std::vector<dsl::Diagnostic>& diags) {
  std::vector<SarifResult> out;
  for (const dsl::Diagnostic& d : diags) {
    if (d.kind == dsl::Diagnostic::Kind::note) continue;
    bool error = d.kind == dsl::Diagnostic::Kind::error;
    SarifResult r;
    r.rule = error ? "canbeat/check-error" : "canbeat/invariant";
    r.level = error ? "error" : "warning";
    r.message = d.message;
    r.location = {d.where.file, d.where.line, d.where.col, ""};
    r.fingerprint = d.message;
    out.push_back(r);
  }
  return out;
}

std::vector<SarifRule> conflict_rules() {
  return {{"canbeat/contradiction", "contradiction in the sources", "A declared fact the data contradicts."},
          {"canbeat/override", "card over rulebook", "A card statement beats the rulebook's (card beats rulebook)."},
          {"canbeat/collision", "can/can't collision", "A can and a can't meet in play; the golden rules decide."},
          {"canbeat/undecided", "situation the rules do not decide", "Play reaches a situation no rule decides."},
          {"canbeat/never-ending", "effects that never end", "Statements repeat with no decision between them."},
          {"canbeat/trigger-order", "trigger order matters", "The order of triggers changes the state."},
          {"canbeat/blocked-must", "must met blocked", "A must holds and its action is illegal; no golden rule decides."},
          {"canbeat/unenforced-must", "must not enforced", "A must holds and the player may do otherwise."},
          {"canbeat/rules-error", "game ends in an error of the rules", "A game ends in an error of the rules."},
          {"canbeat/divergence", "engines disagree", "The fast engine and the reference interpreter disagree."}};
}

std::vector<SarifResult> conflict_results(const ConflictReport& rep) {
  std::vector<SarifResult> out;
  for (const Contradiction& c : rep.contradictions)
    out.push_back(result("canbeat/contradiction", "error", split_place(c.text).message, c.text));
  add_pairs(rep.overrides, "canbeat/override", out);
  add_pairs(rep.collisions, "canbeat/collision", out);
  add_musts(rep.musts, true, out);
  add_musts(rep.unenforced, false, out);
  add_others(rep, out);
  return out;
}

void check_report_files(const Args& args) {
  for (const char* flag : {"sarif", "markdown"}) {
    if (!args.has(flag)) continue;
    std::string path = args.get(flag, "");
    std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (std::filesystem::is_directory(path)) throw UsageError(std::string("--") + flag + " " + path + ": expected a file to write, not a folder");
    if (!dir.empty() && !std::filesystem::is_directory(dir))
      throw UsageError(std::string("--") + flag + " " + path + ": no folder " + dir.string());
  }
}

void write_reports(const Args& args, const std::string& title, const std::vector<SarifRule>& rules,
                   const std::vector<SarifResult>& results) {
  if (args.has("sarif")) files::write_file_atomic(args.get("sarif", ""), sarif_log(rules, results));
  if (args.has("markdown")) files::write_file_atomic(args.get("markdown", ""), markdown_summary(title, rules, results));
}

}  // namespace canbeat::cli
