// The reference interpreter: executes a game's rulebook and card DSL (the AST
// of a dsl::Game) directly, one statement at a time, and stops at every
// decision (a `choose` for a player, a `chance` for the driver). Written for
// clarity, not speed: derived values are recomputed at every query (but a
// route search and a legality query, reused until a statement changes the
// state), names are
// resolved once into numbers and slots (names.hpp), and each DSL node has one
// short function (eval.cpp, exec.cpp) in the order docs/dsl.md presents them.
//
// Execution is a small-step machine with an explicit frame stack, so that a
// decision in the middle of a loop inside a procedure is simply "the machine
// stopped here"; apply() pushes the chosen option's body and runs on.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "dsl/builtins.hpp"
#include "dsl/game.hpp"
#include "seam/engine.hpp"
#include "seam/prepared.hpp"
#include "interpreter/index.hpp"
#include "interpreter/legality.hpp"
#include "interpreter/names.hpp"
#include "interpreter/options.hpp"
#include "interpreter/query_memo.hpp"
#include "interpreter/resolved.hpp"
#include "interpreter/state.hpp"
#include "interpreter/value.hpp"

namespace canbeat::interp {

// The most fired triggers that wait at once (docs/dsl.md "Trigger"): the
// next one is OutOfBudget, a bound every engine shares.
inline constexpr std::size_t kMaxWaitingTriggers = 32;

// The elements an evaluation walks without changing the state (an
// aggregate, a decision's options): a list's items, or a zone's cards read
// where they lie rather than copied into a list.
class Domain {
 public:
  explicit Domain(Items list) : list_(std::move(list)) {}
  explicit Domain(const std::vector<int>* zone) : zone_(zone) {}
  std::size_t size() const { return zone_ ? zone_->size() : list_->size(); }
  Value operator[](std::size_t i) const { return zone_ ? Value::card((*zone_)[i]) : (*list_)[i]; }

 private:
  Items list_;
  const std::vector<int>* zone_ = nullptr;
};

// The arguments of one call, evaluated in order: on the stack for the few
// a call takes.
struct Arguments : boost::container::small_vector<Value, 4> {
  operator std::span<const Value>() const { return {data(), size()}; }
};

// One local name bound in a frame or scope, by its number (Names::id).
struct Binding {
  int name = -1;
  Value value;
};

// An evaluation's scope (a condition's parameters, an aggregate's
// element): where its locals begin in Reference::locals_ and where the
// names it sees begin (its own at a call boundary, else its parent's).
struct Scope {
  std::size_t begin = 0, visible_from = 0;
};

// A frame of the machine. Blocks run statements; loops re-push their body;
// the turn frame plays the phases of `turn` forever (until an outcome).
struct Frame {
  enum class Kind { block, for_each, repeat, while_loop, turn };
  Kind kind = Kind::block;
  const ast::Block* block = nullptr;  // block: statements; loops: the body
  std::size_t pc = 0;                 // block: next statement; turn: next phase
  bool call_boundary = false;         // a procedure's own frame: names stop here
  Scope locals;                       // its locals in Reference::locals_
  // for_each: the bound name's number
  int var = -1;
  Items items;
  const ast::Expr* where = nullptr;
  // repeat: iterations left; while: its condition
  long remaining = 0;
  const ast::Expr* cond = nullptr;
  bool resolution = false;  // the block of a trigger that `resolve` runs
};

// A card trigger that `fire` found true and no `resolve` has run yet:
// the card that carries it and the card of the event.
struct PendingTrigger {
  int card = -1;
  const ast::Trigger* trigger = nullptr;
  Value arg;
};

// What one apply() (or the start of play) may do before it gives up,
// reported as out of budget. steps: statements executed (a runaway loop).
// work: expressions evaluated and elements aggregates visit (nested
// aggregates whose work explodes; the built-in games need far less per
// decision, even at a four-player table). A fuzz target that plays arbitrary rulebooks gives a smaller one:
// the verdict is the same kind, found sooner.
struct Budget {
  long steps = 1'000'000;
  long work = kDecisionWork;
};

// What a reference interpreter keeps beside playing: nothing (play,
// lockstep, benchmarks: only the Engine interface is asked of it); the
// legality log (legality_log(): every query since the last choice, with
// its statements and the sentence that explains it); or that and, at each
// decision, why each option considered is open or not (candidates()).
// The game plays the same whatever is kept: the same options, the same
// answers. Where nothing is kept, a cant that could not change a legality
// answer and a must (which decides none) are not evaluated
// (weigh_statements, note_requirements): a rules error in such a condition
// shows only where a log is kept, and the work charged is less.
enum class Keep { nothing, legality_log, explanations };

class Reference final : public Engine {
 public:
  // Builds the start state from the game's decks (setup.decks overrides the
  // game's `decks` property) and runs to the first decision. Throws
  // std::invalid_argument for an unknown deck, EngineBug for constructs this
  // interpreter cannot run yet. `keep`: what it keeps beside playing.
  Reference(const dsl::Game& game, const Setup& setup = {}, Keep keep = Keep::legality_log, Budget budget = {});

  std::string game() const override;
  const std::vector<std::string>& seats() const override { return state_.seats; }
  Pending pending() const override { return pending_; }
  std::size_t option_count() const override { return options_.size(); }
  std::string option_key(std::size_t i) const override { return options_.at(i).key; }
  void option_key_to(std::size_t i, std::string& out) const override { out.assign(options_.at(i).key); }
  std::uint32_t option_weight(std::size_t i) const override { return options_.at(i).weight; }
  Observation observe() const override;
  std::optional<Observation> view(int seat) const override;
  Outcome outcome() const override { return state_.outcome; }
  std::unique_ptr<Engine> clone() const override;
  // A copy in the same state that shares nothing it changes with this one
  // (a clone shares the names it resolves on first read): what a prepared
  // game starts, on any thread.
  std::unique_ptr<Reference> independent_copy() const;
  // stage.cpp: the position's zones, marks and vars on the cards as dealt,
  // then its phase from the beginning (no `setup` procedure).
  std::string stage(const Observation& position) override;
  // The position each turn began in (the first phase about to start), kept
  // from now on: what staging must reproduce (tests/interpreter).
  void keep_turn_starts() { keep_turn_starts_ = true; }
  // The same at every phase's start, turn starts among them: where staging
  // a position that shows a finding skips the most play (witness_scenario).
  void keep_phase_starts() { keep_phase_starts_ = true; }
  struct PhaseStart {
    Observation position;
    bool turn_start = false;  // the turn's first phase
  };
  // Log every procedure run and event fired among the events (take_events),
  // for a scenario's `expect event`.
  void keep_events() { keep_events_ = true; }
  // While explaining, measure how far each of `statements` is from
  // applying where it does not (StatementVerdict::gap, gap.cpp): what a
  // search that aims at a pair of statements reads. Only these: the
  // measure costs as much as the statement's own evaluation again.
  void keep_gaps(std::vector<const ast::Permission*> statements) { gapped_ = std::move(statements); }
  // A failed part of a condition weighs this much; a comparison's numbers
  // add less than one more part (gap.cpp).
  static constexpr long gap_part = 10;
  // How far condition `cond` of the rules is from holding on this state,
  // in the same measure (gap.cpp), or -1 where the state alone cannot
  // tell (it reads a parameter); nothing the game plays by changes.
  long condition_gap(const ast::Expr& cond);
  const std::vector<Observation>& turn_starts() const { return turn_starts_; }
  const std::vector<PhaseStart>& phase_starts() const { return phase_starts_; }
  // A card's value as the rules compute it now, every continuous effect
  // applied (`c.atk`, `c.def`, `c.health`, `c.ranged`): the copies of card
  // `name` in `where` (an observation path, SEAT.ZONE; "": outside the start
  // zone, or all copies when none is), which must agree. Text: "7", "true",
  // a name; or "error: ..." (stage.cpp; scenario files' `expect card`).
  std::string card_value(const std::string& name, const std::string& member, const std::string& where = "");

  // Lines describing what happened since the last call (moves, reveals,
  // outcomes), for `canbeat play --trace`.
  std::vector<std::string> take_events();

  // Every legality query answered since the last choice (by the rules on
  // the way to this decision and by its options' conditions), with the
  // statements that decided it (for `canbeat conflicts`).
  const std::vector<LegalityAnswer>& legality_log() const { return legality_log_; }

  // Every power activated (the `activate` verb) since the last choice, in
  // order (for `canbeat coverage`).
  const std::vector<const ast::Power*>& activation_log() const { return activation_log_; }
  // Whether a fired trigger waits or a resolved one is still running (its
  // block is on the frame stack): the rules are not done with triggers.
  bool triggers_busy() const;
  // Every card trigger resolved (the `resolve` verb) since the last choice.
  const std::vector<const ast::Trigger*>& resolution_log() const { return resolution_log_; }
  // Every continuous effect that changed a value read since the last choice.
  const std::vector<const ast::Continuous*>& continuous_log() const { return continuous_log_; }

  // One option a `choose` considered: its key ("attack Ovomorph#12"),
  // whether it was offered, the `where` that decided it (nullptr: no binder),
  // and the legality queries that condition asked, in the order asked (a
  // query asked inside another comes first). Kept only while explaining.
  struct Candidate {
    std::string key;
    bool offered = false;
    const ast::Expr* where = nullptr;
    std::vector<LegalityAnswer> answers;
  };
  const std::vector<Candidate>& candidates() const { return candidates_; }

  // Legality queries nested inside each other's conditions (a statement
  // that asks `legal` of its own action).
  static constexpr int legality_depth_limit = kLegalityDepthLimit;

 protected:
  void do_apply(std::size_t i) override;

 private:
  // machine.cpp
  void run();
  void step();
  void push_block(const ast::Block& b, std::vector<Binding> locals = {}, bool boundary = false);
  void push_frame(Frame f);
  void pop_frame();
  void push_scope(bool boundary);
  void pop_scope();
  // The scope that binds now: the innermost evaluation's, else the top
  // frame's (none before the first frame: the start of play's values).
  const Scope& innermost() const {
    if (!scopes_.empty()) return scopes_.back();
    return frames_.empty() ? no_scope_ : frames_.back().locals;
  }
  static constexpr Scope no_scope_{};
  void end_game(Outcome o);
  void do_break(const ast::Pos& where);

  // runaway.cpp: where a rule that never reaches a decision loops
  const ast::Pos* next_step_at() const;
  [[noreturn]] void ran_away(const std::vector<const ast::Pos*>& last_steps) const;
  [[noreturn]] void ran_out_of_work(const ast::Pos& at) const;

  // exec.cpp: one function per statement kind
  void exec(const ast::Stmt& s);
  static bool only_evaluates(const ast::Stmt& s);
  void exec_let(const ast::Let& s);
  void exec_set(const ast::Set& s);
  void exec_move(const ast::Move& s);
  void exec_verb(const ast::Verb& s);
  int seat_arg(const ast::Verb& s, const std::vector<Value>& args) const;
  void exec_activate(const ast::Verb& s, const std::vector<Value>& args);
  void exec_copy_effect(const ast::Verb& s, const std::vector<Value>& args);
  void exec_reveal(const ast::Verb& s, const std::vector<Value>& args);
  void exec_look(const ast::Verb& s, const std::vector<Value>& args);
  // outcomes.cpp: how a game ends, or a seat leaves it
  bool exec_outcome(const ast::Verb& s);
  void exec_win(const ast::Verb& s, const std::vector<Value>& args);
  void exec_eliminate(const ast::Verb& s, const std::vector<Value>& args);
  void exec_reset(const ast::Verb& s, const std::vector<Value>& args);
  void exec_undecided(const ast::Verb& s, const std::vector<Value>& args);
  void exec_fire(const ast::Verb& s, const std::vector<Value>& args);
  std::string call_text(const std::string& name, const std::vector<Value>& args) const;
  void exec_resolve(const ast::Verb& s, const std::vector<Value>& args);
  void exec_perform(const ast::Perform& s);
  void run_procedure(const ast::Pos& at, const NameInfo& name, std::vector<Value> args);
  Outcome loss_of(const ast::Pos& at, int loser) const;
  std::uint32_t ally_bit(const ast::Pos& at, long seat) const;
  void exec_if(const ast::If& s);
  void exec_for(const ast::For& s);
  void exec_repeat(const ast::Repeat& s);
  void exec_while(const ast::While& s);
  void exec_choose(const ast::Choose& s);
  void exec_chance(const ast::Chance& s);
  void start_phase(const std::string& name);
  void keep_start(const std::string& phase, bool turn_start);
  std::string place(const Observation& position, std::size_t& phase);
  // A staged card's per_card var that a mark sets to a card by name
  // (`on=Pup`): resolved once every card is placed.
  struct StagedRef {
    int card;
    std::size_t slot;
    std::string name, text, path;
  };
  std::string place_zone(int seat, int zone, const std::string& cards, std::vector<bool>& placed,
                         std::vector<StagedRef>& refs);
  std::string resolve_refs(const std::vector<StagedRef>& refs, const std::vector<bool>& placed);
  std::string place_eliminated(const std::string& value);
  std::string place_door_var(const std::string& path, const std::string& value);

  // eval.cpp: one function per expression node kind (resolved.hpp)
  Value eval(const ast::Expr& e);
  Value eval(const Resolved& x);
  Arguments arguments(const Resolved& x);
  Value eval_binary(const Resolved& x);
  Value eval_member_of(const Resolved& x);
  [[noreturn]] void no_known_kind(const Resolved& x);
  Value apply_binary(ast::BinaryOp op, const Value& a, const Value& b, const ast::Pos& at);
  Value name_value(const Resolved& x);
  Value name_value(int name, const ast::Pos& at);
  Value global_value(const NameInfo& n, const ast::Pos& at);
  Value eval_member(const Value& base, int member, const ast::Pos& at);
  Value eval_call(const Resolved& x);
  // functions.cpp: dice, the game's functions, first(...), a zone's ends
  Value die_faces(const ast::Die& die);
  Value eval_function(const Resolved& x);
  Value call_function(const ast::Function& f, std::span<const Value> args);
  Value run_function(const ast::Function& f, std::span<const Value> args);
  Value eval_first(const Resolved& x);
  Value zone_end(const ast::Call& c, const Value& z, bool top);
  // board.cpp: spaces, routes
  const dsl::Board& board(const ast::Pos& at) const;
  Value all_spaces(const ast::Pos& at) const;
  Value space_at(const Value& x, const Value& y, const ast::Pos& at);
  int space_arg(const Value& v, const ast::Pos& at) const;
  bool may_pass(const Value& piece, int from, int to, const ast::Pos& at);
  bool walled(int a, int b, const ast::Pos& at);
  bool action_exists(int action);
  Value adjacent(std::span<const Value> args, const ast::Pos& at);
  Value distance(std::span<const Value> args, const ast::Pos& at);
  std::vector<long> steps_to(const Value& piece, const std::vector<int>& goals, int from, const ast::Pos& at);
  std::vector<long> search_steps(const Value& piece, const std::vector<int>& goals, int from, const ast::Pos& at);
  Value route_any(std::span<const Value> args, const ast::Pos& at);
  Value toward_any(std::span<const Value> args, const ast::Pos& at);
  std::pair<long, long> footprint_size(std::span<const Value> args, const ast::Pos& at) const;
  Value footprint(std::span<const Value> args, const ast::Pos& at) const;
  Value covering(std::span<const Value> args, const ast::Pos& at) const;
  Value beside(std::span<const Value> args, const ast::Pos& at) const;
  // What an engine keeping a legality log logged while it computed one
  // value: the queries asked, in order, and the continuous effects read.
  // A value reused logs them again, so the log is the one computing it
  // again would give (board.cpp, legality.cpp, functions.cpp).
  template <class R>
  struct Logged {
    R value{};
    std::vector<LegalityAnswer> asked;
    std::vector<const ast::Continuous*> effects;
  };
  // `run()`'s value with what it logged; logged as running it logs it.
  // An engine keeping no log gathers nothing (its hot path).
  template <class R, class Run>
  Logged<R> logging(Run run) {
    Logged<R> out;
    if (keep_ == Keep::nothing) {
      out.value = run();
      return out;
    }
    const std::size_t logged = legality_log_.size();
    std::vector<const ast::Continuous*> earlier;
    earlier.swap(continuous_log_);  // gathered apart, each effect once
    try {
      out.value = run();
    } catch (...) {
      earlier.swap(continuous_log_);
      log_effects(earlier);
      throw;
    }
    out.asked.assign(legality_log_.begin() + static_cast<long>(logged), legality_log_.end());
    out.effects.swap(continuous_log_);
    continuous_log_.swap(earlier);
    log_effects(out.effects);
    return out;
  }
  // The value `memo` keeps for `key` under this revision, its log logged
  // again and its work charged again; else `run()`'s, kept.
  template <class R, class Run>
  R remembered(Memo<Logged<R>>& memo, const std::optional<QueryKey>& key, Run run) {
    if (key)
      if (const auto* kept = memo.find(*key, revision_); kept && work_ + kept->work <= budget_.work) {
        work_ += kept->work;
        log_again(kept->result);
        return kept->result.value;
      }
    const long before = work_;
    Logged<R> got = logging<R>(run);
    R value = got.value;
    if (key) memo.keep(*key, {revision_, std::move(got), work_ - before});
    return value;
  }
  template <class R>
  void log_again(const Logged<R>& l) {
    legality_log_.insert(legality_log_.end(), l.asked.begin(), l.asked.end());
    log_effects(l.effects);
  }
  void log_effects(const std::vector<const ast::Continuous*>& effects);
  Value route(std::span<const Value> args, const ast::Pos& at);
  Value toward(std::span<const Value> args, const ast::Pos& at);
  Value first_steps(const Value& piece, const std::vector<int>& goals, int from, const ast::Pos& at);
  std::vector<int> goal_spaces(const Value& list, const ast::Pos& at) const;
  Value los(std::span<const Value> args, const ast::Pos& at);
  Value doors_between(std::span<const Value> args, const ast::Pos& at);
  static dsl::Type::Kind owner_kind(Value::Kind k);
  std::optional<Value> card_member(int card, int member);
  std::optional<Value> printed_member(int definition, int member);
  std::optional<Value> builtin_member(dsl::BuiltinMember id, const Value& base);
  Value power_cost(const Value& power) const;
  Value power_used(const Value& power) const;
  Value seat_at(const Value& n, const ast::Pos& at) const;
  Value powers_in(const Value& z, const ast::Pos& at);
  long player_arg(const Value& v, const ast::Pos& at) const;
  long card_arg(const Value& v, const ast::Pos& at) const;
  const std::string& text_arg(const Value& v, const ast::Pos& at) const;
  Value eval_legal(const Resolved& x);
  Value eval_aggregate(const Resolved& x);
  Value eval_unary(const Resolved& x);
  Value with_continuous(int card, const NameInfo& member, Value v);
  [[noreturn]] void overflowed(const ast::Pos& at, const std::string& operation) const;
  // A value of the kind the rules need here (a condition's bool, an int),
  // else a rules error naming the kind it has.
  bool truthy(const Value& v, const ast::Pos& at) const {
    if (v.kind != Value::Kind::boolean) expected("a bool", v, at);
    return v.num != 0;
  }
  long integer(const Value& v, const ast::Pos& at) const {
    if (v.kind != Value::Kind::integer) expected("an int", v, at);
    return v.num;
  }
  [[noreturn]] void expected(const char* kind, const Value& v, const ast::Pos& at) const;
  Items elements(const Value& domain, const ast::Pos& at);
  Domain domain_of(const Value& domain, const ast::Pos& at);
  // Locals are searched from the innermost scope out to the enclosing
  // procedure's (or phase's) own frame, never beyond.
  const Value* lookup_local(int name) const {
    const std::size_t from = innermost().visible_from;
    for (std::size_t i = locals_.size(); i-- > from;)
      if (locals_[i].name == name) return &locals_[i].value;
    return nullptr;
  }
  void bind(int name, Value v);
  void bind_first(int name, Value v);

  // legality.cpp: the golden-rule query. `legal` answers it (its texts,
  // statements considered and requirements only when the log is kept);
  // `asks` answers it as the rules ask it: logged when the log is kept.
  void note_requirements(const ActionStatements& said, std::span<const Value> args, LegalityAnswer& answer);
  // The golden rules' verdict: the strongest applying statement (nullptr:
  // none permits it), its strength and the card carrying it (-1: rulebook).
  struct Verdict {
    const ast::Permission* decider = nullptr;
    int strength = -1;
    int card = -1;
  };
  Verdict weigh_statements(const NameInfo& name, const ActionStatements& said, std::span<const Value> args,
                           const ast::Pos& at, LegalityAnswer* log);
  void weigh_obligations(const NameInfo& name, const ActionStatements& said, std::span<const Value> args,
                         const ast::Pos& at, Verdict& v, LegalityAnswer* log);
  bool asked_of_other_card(const ast::Permission& p, std::span<const Value> args, int self_param, int instance);
  bool obligation_holds(const ast::Permission& p, int instance, std::span<const Value> args);
  bool required_elsewhere(const NameInfo& name, const ActionStatements& said, const ast::Permission& p,
                          int instance, std::span<const Value> args, const ast::Pos& at);
  LegalityAnswer legal(int action, std::span<const Value> args, const ast::Pos& at);
  bool asks(int action, std::span<const Value> args, const ast::Pos& at);
  bool answered(int action, std::span<const Value> args, const ast::Pos& at);
  std::string query_text(const std::string& action, std::span<const Value> args) const;
  bool statement_applies(const ast::Permission& p, std::span<const Value> args, const Value* self);
  // gap.cpp
  long undone(const std::function<long()>& measure);
  long statement_gap(const ast::Permission& p, std::span<const Value> args, const Value* self);
  long gap_of(const Resolved& x);
  long comparison_gap(const Resolved& x);
  long any_gap(const Resolved& x);
  long none_gap(const Resolved& any);
  bool each_element(const Resolved& x, const std::function<bool()>& visit);
  std::optional<Value> value_quietly(const Resolved& x);

  // Helpers over the state.
  void deal(const std::vector<std::string>& decks);
  void deal_deck(const dsl::DeckList& deck, int owner, int row, int zone);
  CardInstance new_card(const ast::CardDef* def, int owner, int row, int zone);
  Observation observe_as(int viewer) const;
  void add_zones(Observation& o, int row, int viewer) const;
  const std::string& row_name(int row) const;  // a seat's name, or "table"
  std::vector<int>& zone(const Value& z, const ast::Pos& at);
  int zone_index(const std::string& name) const;  // -1 if not a zone
  std::string card_name(int instance) const;
  // The name a card instance's definition prints (stable as the game is);
  // nullptr for -1, a rulebook statement.
  const std::string* printed_on(int instance) const;
  int controller_of(int instance) const;  // the seat whose zone holds it (its owner if none)
  std::string card_text(int instance) const;
  bool has_marks(const CardInstance& c) const;
  bool face_down_to(const CardInstance& c, int viewer) const;
  std::string key_of(const Value& v) const;
  std::string labelled_key(const std::string& label, const Value& v) const;
  void write_key(const std::string& label, const Value& v, std::string& key) const;
  // game_vars.cpp: a game var's value by its kind (Names::VarKind), and back.
  Value game_var_value(std::size_t slot) const;
  long game_var_unset(std::size_t slot) const;
  long game_var_raw(std::size_t slot, const Value& v, const ast::Pos& at);
  std::string game_var_text(std::size_t slot) const;
  std::optional<long> game_var_from(std::size_t slot, const std::string& text) const;
  const ast::Power& power_of(const Value& v) const;  // v is Kind::power
  void move_card(int instance, const Value& to, const ast::Pos& at, bool bottom = false);
  std::string eliminated_text() const;  // "[a, c]": the seats out, in seat order
  [[noreturn]] void fail(const ast::Pos& at, const std::string& what) const;

  const dsl::Game* game_;
  const dsl::Board* board_ = nullptr;  // the table's (dsl::Game::board_for); none without one
  std::shared_ptr<const Index> index_;  // shared by clones: the game does not change
  std::shared_ptr<Names> names_;        // shared by clones: names only join
  // Every expression of the game resolved once (resolved.hpp), shared by
  // every copy: its names are numbered in names_, which copies copy.
  std::shared_ptr<const Resolution> resolved_;
  // A card shows the powers it used this turn (`used N`) only where the
  // rules read `u.used`: elsewhere the mark is no state anyone can tell.
  bool shows_used_ = true;
  // The `facedown` types (docs/dsl.md "Who sees a zone"): the type's
  // address (Index::types) and the slot of the group that sees its cards
  // (-1: none).
  std::vector<std::pair<const std::string*, int>> facedown_;
  // The names an independent copy copied, and those they copied: its
  // values may point into them.
  std::vector<std::shared_ptr<const Names>> names_from_;
  const ast::Turn* turn_decl_ = nullptr;
  GameState state_;
  // A vector, which keeps its storage from decision to decision (a deque
  // allocated a block at each boundary it crossed). Pushing may move the
  // frames below: a step's reference to its own frame is not used after
  // it pushes one (Reference::step), and an evaluation pushes none.
  std::vector<Frame> frames_;
  // The open evaluations' scopes, innermost last (none between steps).
  std::vector<Scope> scopes_;
  // The locals of every frame and scope, outermost first: a frame's or a
  // scope's are the end of it while it is the innermost.
  std::vector<Binding> locals_;
  Pending pending_;
  Options options_;
  std::vector<std::string> events_;
  std::vector<LegalityAnswer> legality_log_;
  std::vector<const ast::Power*> activation_log_;
  std::vector<PendingTrigger> triggered_;  // in the order fired
  std::vector<const ast::Trigger*> resolution_log_;
  bool in_continuous_ = false;  // evaluating a continuous effect's condition
  std::vector<const ast::Continuous*> continuous_log_;
  Keep keep_ = Keep::legality_log;
  std::vector<Candidate> candidates_;
  std::shared_ptr<const GameState> dealt_;  // the cards as dealt, before any rule ran (stage)
  bool keep_turn_starts_ = false;
  bool keep_phase_starts_ = false;
  bool keep_events_ = false;
  std::vector<const ast::Permission*> gapped_;  // keep_gaps
  std::vector<Observation> turn_starts_;
  std::vector<PhaseStart> phase_starts_;
  // Bumped by every statement that may change what a rule reads (not
  // `let`, `if`, loops or a decision's options: they only evaluate), so
  // an answer kept under one revision is still the rules' answer.
  long revision_ = 0;
  // `action NAME(...) while COND` (docs/dsl.md): COND and its value under
  // `revision` (-1: not read yet).
  struct Guard {
    int action = -1;
    const ast::Expr* cond = nullptr;
    long revision = -1;
    bool holds = false;
  };
  std::vector<Guard> guards_;
  // Route searches answered under `revision_` (board.cpp).
  struct RouteSearch {
    long revision = -1;
    long piece = -1;
    std::vector<int> goals;
    int from = -1, depth = 0;
    bool continuous = false;
    Logged<std::vector<long>> steps;
    long work = 0;  // the work it charged, charged again when reused
  };
  std::vector<RouteSearch> route_searches_;
  // Legality queries answered under `revision_` (legality.cpp), and the
  // game's functions' values (functions.cpp).
  QueryMemo answers_;
  FunctionMemo values_;
  // The same, with what each logged, in an engine that keeps a log.
  Memo<Logged<bool>> logged_answers_;
  Memo<Logged<Value>> logged_values_;
  // The lists global_value keeps, by Global (names.hpp).
  std::array<Value, static_cast<std::size_t>(Global::unknown) + 1> kept_lists_;
  Budget budget_;
  long steps_ = 0;
  long work_ = 0;            // expressions evaluated in this run (budget_.work)
  int legality_depth_ = 0;   // legality queries in progress
};

// The reference prepared for one table (seam/prepared.hpp): the rules
// indexed, the cards dealt and the start of play run once (the
// constructor throws as Reference's); every engine started is an
// independent copy of that start. `keep` and `budget` as Reference's.
class PreparedReference final : public PreparedGame {
 public:
  explicit PreparedReference(const dsl::Game& game, const Setup& setup = {}, Keep keep = Keep::nothing,
                             Budget budget = {})
      : start_(game, setup, keep, budget) {}
  std::unique_ptr<Engine> start() const override { return start_.independent_copy(); }
  // The same, as the interpreter it is (its logs, staging).
  std::unique_ptr<Reference> start_reference() const { return start_.independent_copy(); }

 private:
  Reference start_;
};

}  // namespace canbeat::interp
