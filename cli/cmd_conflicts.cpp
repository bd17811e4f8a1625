// canbeat conflicts: what the rules of a game leave in conflict or undecided,
// each with where it is written and, where play can show it, a minimal
// witness game saved as a repro file (../shared/DESIGN.md "Conflict finder").
// This first version covers what the built-in games can reach today:
//  - contradictions in the sources: declared invariants the data breaks;
//  - can/can't statements about one action: which pairs exist, which the
//    search actually met in a legality query, and which statement won;
//  - situations the rules do not decide (`undecided` in the rulebook): how
//    often the search reached each one, with a shrunk witness, or "not
//    reached (budget N games)";
//  - engine disagreements met along the way (lockstep, when a fast engine
//    exists), with their shrunk repro.
#include <fmt/format.h>

#include <cstdio>
#include <map>
#include <set>

#include "cli/commands.hpp"
#include "cli/repro_io.hpp"
#include "dsl/invariants.hpp"
#include "harness/agent.hpp"
#include "harness/shrink.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::cli {

namespace {

struct Undecided {
  std::string id, why, where;
  std::size_t reached = 0;
  std::vector<std::string> witness;  // the first game that reached it
};

struct Collision {
  std::string winner, loser;  // "file:line (rulebook cant ...)"
  std::size_t reached = 0;
};

struct Report {
  std::vector<std::string> contradictions;
  std::vector<std::string> statement_pairs;
  std::map<std::string, Collision> collisions;  // by winner + loser
  std::map<std::string, Undecided> undecided;   // by id
  std::vector<std::string> divergences;
  std::size_t games = 0;
};

// Every `undecided "id", "why"` statement in a block, recursively.
void scan_block(const dsl::Game& g, const ast::Block& b, Report& r);

void scan_stmt(const dsl::Game& g, const ast::Stmt& s, Report& r) {
  if (const auto* v = boost::get<ast::Verb>(&s.var)) {
    if (v->verb != "undecided" || v->args.empty()) return;
    auto text = [](const ast::Expr& e) {
      const auto* str = boost::get<std::string>(&e.first.var);
      return str ? *str : std::string("?");
    };
    dsl::Where w = g.where(*v);
    Undecided u{text(v->args[0]), v->args.size() > 1 ? text(v->args[1]) : "",
                fmt::format("{}:{}", w.file, w.line)};
    r.undecided.emplace(u.id, u);
  } else if (const auto* i = boost::get<ast::x3::forward_ast<ast::If>>(&s.var)) {
    for (const auto& br : i->get().branches) scan_block(g, br.body, r);
    if (i->get().otherwise) scan_block(g, *i->get().otherwise, r);
  } else if (const auto* f = boost::get<ast::x3::forward_ast<ast::For>>(&s.var)) {
    scan_block(g, f->get().body, r);
  } else if (const auto* rp = boost::get<ast::x3::forward_ast<ast::Repeat>>(&s.var)) {
    scan_block(g, rp->get().body, r);
  } else if (const auto* wl = boost::get<ast::x3::forward_ast<ast::While>>(&s.var)) {
    scan_block(g, wl->get().body, r);
  } else if (const auto* c = boost::get<ast::x3::forward_ast<ast::Choose>>(&s.var)) {
    for (const auto& o : c->get().options) scan_block(g, o.body, r);
  } else if (const auto* ch = boost::get<ast::x3::forward_ast<ast::Chance>>(&s.var)) {
    scan_block(g, ch->get().body, r);
  }
}

void scan_block(const dsl::Game& g, const ast::Block& b, Report& r) {
  for (const auto& s : b.stmts) scan_stmt(g, s, r);
}

std::string statement_text(const dsl::Game& g, const ast::Permission& p, const std::string& source) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{} {} {} {}(\"{}\")", w.file, w.line, source, p.modality, p.action,
                     p.cite.value_or(""));
}

// The static part: where the rules' undecided situations and can/cant pairs are.
void scan_rules(const dsl::Game& g, Report& r) {
  for (const auto* p : g.all<ast::Procedure>()) scan_block(g, p->body, r);
  for (const auto* p : g.all<ast::Phase>()) scan_block(g, p->body, r);
  std::map<std::string, std::vector<std::string>> can, cant;
  for (const auto* p : g.all<ast::Permission>())
    (p->modality == "can" ? can : cant)[p->action].push_back(statement_text(g, *p, "rulebook"));
  for (const auto& [action, yes] : can)
    for (const auto& a : yes)
      for (const auto& b : cant[action]) r.statement_pairs.push_back(a + "  vs  " + b);
}

// A chooser that plays randomly and, on the reference interpreter, notes
// every legality query where a `can` and a `cant` both applied.
class Searcher : public Chooser {
 public:
  Searcher(std::uint64_t seed, const dsl::Game& g, Report& r) : agent_(seed), game_(g), report_(r) {}
  std::size_t choose(const Engine& e) override {
    if (const auto* ref = dynamic_cast<const interp::Reference*>(&e)) note(*ref);
    return agent_.choose(e);
  }

 private:
  void note(const interp::Reference& ref) {
    for (const interp::LegalityAnswer& a : ref.legality_log()) {
      if (!a.decider) continue;
      for (const interp::StatementVerdict& v : a.considered) {
        if (!v.applies || v.statement->modality == a.decider->modality) continue;
        const interp::StatementVerdict* won = nullptr;
        for (const auto& c : a.considered) if (c.statement == a.decider) won = &c;
        std::string w = statement_text(game_, *a.decider, won ? won->source : "?");
        std::string l = statement_text(game_, *v.statement, v.source);
        Collision& c = report_.collisions[w + "|" + l];
        c.winner = w, c.loser = l, ++c.reached;
      }
    }
  }
  RandomAgent agent_;
  const dsl::Game& game_;
  Report& report_;
};

// The dynamic part: seeded games on the reference (in lockstep with the
// fast engine where there is one).
void search(const Session& s, long games, std::uint64_t seed, Report& r) {
  bool lockstep_run = has_fast_engine(s.game->name());
  for (long g = 0; g < games; ++g, ++r.games) {
    auto ref = s.make(EngineKind::reference);
    Searcher chooser(seed + g, *s.game, r);
    std::vector<std::string> choices;
    std::string outcome;
    if (lockstep_run) {
      auto fast = s.make(EngineKind::fast);
      LockstepResult run = lockstep(*ref, *fast, chooser, 100000);
      if (run.divergence) {
        r.divergences.push_back(fmt::format("game seed {}: {}", seed + g,
                                            divergence_comments(*run.divergence)[0]));
        continue;
      }
      choices = run.choices, outcome = run.outcome;
    } else {
      PlayResult run = play(*ref, chooser, 100000);
      choices = run.choices, outcome = run.outcome;
    }
    if (outcome.rfind("undecided ", 0) != 0) continue;
    Undecided& u = r.undecided[outcome.substr(10)];
    if (u.reached++ == 0) u.witness = choices;
  }
}

}  // namespace

int cmd_conflicts(int argc, char** argv) {
  Args args(argc, argv, 2, {}, {"game", "rules", "budget", "seed", "out", "players", "decks"});
  Session s = open_session(args);
  long budget = args.number("budget", 1000, 1, 100000000);
  std::uint64_t seed = args.seed("seed", 1);
  std::string out_dir = args.get("out", "canbeat-out/conflicts");
  Report r;
  for (const dsl::Diagnostic& d : dsl::check_invariants(*s.game))
    r.contradictions.push_back(fmt::format("{}:{}: {}", d.where.file, d.where.line, d.message));
  scan_rules(*s.game, r);
  search(s, budget, seed, r);
  std::size_t unresolved = r.contradictions.size() + r.divergences.size();
  std::vector<std::string> undecided_lines;
  for (auto& [id, u] : r.undecided) {
    if (u.reached == 0) {
      undecided_lines.push_back(fmt::format("undecided {} ({}): not reached (budget {} games)", id,
                                            u.where, budget));
      continue;
    }
    ++unresolved;
    WitnessShrink w = shrink_witness(outcome_signature(s.factory(EngineKind::reference)),
                                     s.factory(EngineKind::reference), u.witness);
    std::string path = save_repro(out_dir, make_repro(s, w.choices, {"witness: " + w.signature})).string();
    undecided_lines.push_back(fmt::format(
        "undecided {} ({}): reached in {} of {} games; \"{}\"; witness {} ({} choices, shrunk from {})",
        id, u.where, u.reached, r.games, u.why, path, w.choices.size(), w.stats.original_length));
  }
  auto section = [](const char* title, const std::vector<std::string>& lines) {
    std::printf("== %s: %zu\n", title, lines.size());
    for (const auto& l : lines) std::printf("  %s\n", l.c_str());
  };
  std::vector<std::string> collision_lines;
  for (const auto& [key, c] : r.collisions)
    collision_lines.push_back(fmt::format("{} beats {} ({} times)", c.winner, c.loser, c.reached));
  std::printf("conflicts %s: %zu games searched (seed %llu)\n", s.game->name().c_str(), r.games,
              static_cast<unsigned long long>(seed));
  section("contradictions in the sources", r.contradictions);
  section("can/can't pairs in the rulebook", r.statement_pairs);
  section("can/can't collisions reached in play (decided by the golden rules)", collision_lines);
  section("situations the rules do not decide", undecided_lines);
  section("engine disagreements", r.divergences);
  std::printf("unresolved: %zu\n", unresolved);
  return unresolved > 0 ? 1 : 0;
}

}  // namespace canbeat::cli
