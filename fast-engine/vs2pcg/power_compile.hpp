// The compiler of a card's powers, triggers, statements and continuous
// effects into the fast engine's program form (power.hpp), private to
// power_compile*.cpp: the items and the names they use
// (power_compile.cpp), the conditions (power_compile_conditions.cpp), the
// statements and the cards as printed (power_compile_statements.cpp).
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <boost/variant/apply_visitor.hpp>
#include <stdexcept>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "dsl/game.hpp"
#include "fast-engine/cards/asks.hpp"
#include "fast-engine/vs2pcg/data.hpp"
#include "fast-engine/vs2pcg/engine.hpp"

namespace canbeat::fast::vs2pcg::compiler {


namespace x3 = boost::spirit::x3;

inline constexpr const char* kOps[] = {"==", "!=", "<", "<=", ">", ">="};

struct StmtPos {
  using result_type = const ast::Pos*;
  template <class T>
  const ast::Pos* operator()(const T& s) const {
    return &s;
  }
  template <class T>
  const ast::Pos* operator()(const x3::forward_ast<T>& f) const {
    return &f.get();
  }
};

template <class T>
const T* as(const ast::Node& o) {
  return boost::get<T>(&o.get());
}
template <class T>
const T* fwd(const ast::Node& o) {
  const auto* f = boost::get<x3::forward_ast<T>>(&o.get());
  return f ? &f->get() : nullptr;
}

// A comparison's op index in kOps, or -1.
inline int op_index(ast::BinaryOp op) {
  const auto* i = std::find(std::begin(kOps), std::end(kOps), ast::spelling(op));
  return i == std::end(kOps) ? -1 : int(i - std::begin(kOps));
}

class Compiler {
 public:
  Compiler(const dsl::Game& game, const ast::CardDef& card, std::string what, const ast::Pos& at)
      : game_(game), card_(card), what_(std::move(what)), at_(at) {}
  Power power(const ast::Power& power);
  static constexpr std::size_t kMaxParts = 32767;  // an int16 numbers them
  void fits();
  static std::string too_large();
  Power trigger(const ast::Trigger& t);
  Continuous continuous(const ast::Continuous& e);
  std::int8_t self_arg(const ast::Expr& when) const;
  void effect_guard(const ast::Node& where, const std::string& var, Continuous& out);
  Timing timing(const ast::Power& power) const;
  static int power_timing(const std::string& word);
  // f(d) for every card of the game: the card sets' cards, then each
  // deck's lines (a card a deck defines, or one of a set again).
  template <class F>
  void each_card_def(F&& f) const {
    for (const ast::CardSet* s : game_.all<ast::CardSet>())
      for (const ast::CardDef& d : s->cards) f(d);
    for (const dsl::DeckList& deck : game_.deck_lists())
      for (const dsl::DeckCard& d : deck.cards) f(*d.def);
  }
  static int power_event(const std::string& event);
  int event_number(const std::string& name, const ast::Pos& at) const;
  int own_action(const std::string& name, const ast::Pos& at, std::string& roles) const;
  std::string own_roles(const ast::ActionDecl& d, const ast::Pos& at) const;
  void check_own_rules(const std::string& name, const ast::Pos& at) const;

 private:
  [[noreturn]] void fail(const ast::Pos& at, const std::string& what) const {
    const ast::Pos& p = at.line > 0 ? at : at_;
    dsl::Where w = game_.where(p);
    throw std::invalid_argument(fmt::format("{}:{}:{}:{}{}", w.file, w.line, w.col, refusal_prefix(), what));
  }
  // What fail() writes between the position and the reason.
  std::string refusal_prefix() const {
    return " the fast engine cannot compile " + what_ + " of \"" + card_.name + "\"" + ": ";
  }
  bool declared_team(const std::string& name) const;
  std::uint8_t symbol(const std::string& s, const ast::Pos& at) const;
  static bool is_you(const ast::Expr& e);
  std::int16_t emit(Op::Code code, Subject who = Subject::bound, int a = 0, int b = 0);
  std::int16_t here() const { return std::int16_t(out_.ops.size()); }
  std::int16_t test(Test t);

  // ------------------------------------------------------------ names
  Subject subject(const std::string& head, const ast::Pos& at) const;
  Subject card_ref(const ast::Expr& e);
  bool set_player_var(const ast::Set& s);
  Subject var_owner(const ast::Ref& target) const;
  void move_to(const ast::Move& m, Subject who);
  static bool zone_of(const std::string& name, Zone& z);
  CardVar card_var(const std::string& name, const ast::Pos& at) const;
  Zone your_zone(const ast::Expr& e) const;
  bool is_your(const ast::Expr& e, Zone z) const;

  // ------------------------------------------------------------ conditions
  std::int16_t cond(const ast::Expr& e) { return cond(e.root, e); }
  std::int16_t cond(const ast::Node& n, const ast::Expr& e);
  std::int16_t pick(const ast::Binder& b);

  // ------------------------------------------------------------ statements
  void block(const ast::Block& b);
  void statements(const std::vector<ast::Stmt>& stmts, std::size_t from);
  void stmt(const ast::Stmt& s);
  void verb(const ast::Verb& v);
  void for_(const ast::For& f, bool reversed = false);
  void move_all(const ast::Move& m);
  void deck_seat(const ast::Expr& p);
  bool ending(const ast::Verb& v);
  void fire(const ast::Verb& v);
  void for_players(const ast::For& f);
  void for_powers(const ast::For& f);
  std::int16_t power_binder(const ast::Binder& b, const ast::Pos& at);
  void perform(const ast::Call& c);
  bool inline_procedure(const ast::Call& c);
  const ast::Procedure* procedure_named(const std::string& name, std::size_t arity, bool& rules) const;
  bool deck_procedure(const ast::Call& c);
  void set(const ast::Set& s);
  void move(const ast::Move& m);
  void if_(const ast::If& i);
  void while_(const ast::While& w);
  void repeat(const ast::Repeat& r);
  void chance(const ast::Chance& c);
  void choose(const ast::Choose& c);
  // A for over a die is laid out once per face (for_known).
  static constexpr std::size_t kMaxUnrolledFaces = 64;
  struct Kept {
    std::int16_t slot = -1;  // the local the enclosing binder's card is kept in; -1: none was bound
    std::string name;
  };
  Kept keep_bound(const ast::Pos& at);
  void restore_bound(const Kept& kept);

  // ------------------------------------------------------------ expressions (power_compile_expr.cpp)
  // The type of a compiled value; a zone is its seat (on the stack) and
  // its zone id.
  // A power is its slot; its name, timing and event (strings) are compared
  // with a literal only (power_name, timing, event).
  // A power's cost is its slot on the stack (an aggregate's domain only),
  // its elements symbols (Symbol bits).
  enum class Ty : std::uint8_t {
    int_, bool_, card, player, zone, type, name, team, string_, power, power_name, timing, event, cost, symbol,
    // `players` and `instances` as values (list<player>, list<card>): no
    // slot holds one; where it is walked it is that domain (list_domain).
    players_list, instances_list,
    // a die (`die NAME = ...;`): its faces, known when compiled (die_faces).
    faces,
    // `cards` kept in a let: the cards as printed, which never change.
    printed_list,
    // `types` kept in a let: the declared types, which never change.
    types_list };
  struct Val {
    Ty ty = Ty::int_;
    std::uint8_t zone = 0;
    std::string text;  // a string literal (compared with a name or a team)
  };
  std::int16_t expression(const ast::Expr& e, Ty want) { return expression(e.root, e, want); }
  std::int16_t expression(const ast::Node& n, const ast::Pos& at, Ty want);
  std::int16_t expr_test(const ast::Node& n, const ast::Pos& at);
  Val node(const ast::Node& n, const ast::Pos& at, std::vector<Instr>& code);
  Val ref(const ast::Ref& r, std::vector<Instr>& code);
  Val head(const ast::Ref& r, std::vector<Instr>& code);
  Val member(Val base, const std::string& m, const ast::Pos& at, std::vector<Instr>& code);
  Val card_member(const std::string& m, const ast::Pos& at, std::vector<Instr>& code);
  Val power_member(const std::string& m, const ast::Pos& at, std::vector<Instr>& code);
  Val literal_compare(const Val& other, const std::string& text, int opi, const ast::Pos& at, std::vector<Instr>& code);
  bool power_domain(const ast::Expr& domain, Aggregate& g);
  static bool power_domain_of(const ast::Expr& domain);
  Val binary(const ast::Binary& b, const ast::Pos& at, std::vector<Instr>& code);
  Val compare_values(const ast::Binary& b, const ast::Pos& at, std::vector<Instr>& code);
  Val call(const ast::Call& c, std::vector<Instr>& code);
  Val legal(const ast::Legal& l, std::vector<Instr>& code);
  Val legal_own(const ast::Legal& l, int own, const std::string& roles, std::vector<Instr>& code);
  Val has(const ast::Call& c, std::vector<Instr>& code);
  Val inline_function(const ast::Function& f, const ast::Call& c, std::vector<Instr>& code);
  static std::string first_found_none(const ast::Aggregate& a);
  Val aggregate(const ast::Aggregate& a, std::vector<Instr>& code);
  std::int16_t local(const std::string& name, Ty ty, const ast::Pos& at);
  std::int16_t next_slot() const;
  bool extra_var(const std::string& name, std::int16_t& index) const;
  std::int16_t seat_var(const std::string& name, const ast::Pos& at) const;
  std::int16_t name_index(const std::string& s);
  std::int16_t rules_error(const ast::Pos& at, const std::string& what);
  void let(const ast::Let& l);
  // Names bound by `let` and by aggregates, innermost last: (name, local, type).
  struct Local {
    std::string name;
    std::int16_t slot;
    Ty ty;
    bool kept = false;  // an enclosing binder's card (keep_bound): an inner binder of its name hides it
    std::string text;   // a string parameter: its literal argument (no slot)
    std::uint8_t zone = 0;  // a zone (Ty::zone): which; the slot holds its player
  };
  static bool param_ty(const std::string& type, Ty& ty);
  Val argument(const ast::Param& q, const ast::Expr& arg, const ast::Call& c, const char* of, std::vector<Instr>& code);
  bool literal_param(const ast::Param& p, const ast::Expr& arg, std::vector<Local>& params);
  Ty list_domain(const ast::Expr& domain);
  std::optional<std::vector<std::int32_t>> die_faces(const std::string& name) const;
  void copy_effect(const ast::Verb& v);
  void copy_outside_text(const ast::Verb& v);
  void raise(const ast::Pos& at, const std::string& what);
  bool let_first_printed(const ast::Let& l, const std::function<void()>& rest);
  template <class Body>
  void for_player(const ast::Expr& who, const ast::Pos& at, Body&& body);
  void for_printed(const ast::For& f);
  // A list known when compiled that a choice or chance offers element by
  // element: a die's faces (numbers), or the declared types; each
  // element's key text.
  struct Known {
    std::vector<std::int32_t> values;
    std::vector<std::string> names;
    Ty ty = Ty::int_;
  };
  std::optional<Known> known_list(const ast::Expr& domain) const;
  std::vector<std::int32_t> face_alts(const std::string& label, const ast::Binder& b, const Known& k, std::int16_t x,
                                      Choice& choice);
  static void rank_alts(Choice& choice);
  void chance_faces(const ast::Chance& c, const Known& k, const Kept& kept);
  void for_known(const ast::For& f, const Known& k);
  std::int16_t number(std::int32_t n);
  Val in_faces(const std::vector<Instr>& n, Ty element, const std::vector<std::int32_t>& faces, const ast::Pos& at,
               std::vector<Instr>& code);
  std::optional<std::vector<std::int32_t>> domain_faces(const ast::Expr& domain) const;
  std::vector<Local> locals_;
  const Local* visible_local(const std::string& name) const;
  std::int16_t slot_floor_ = 0;  // inside a function's body: the caller's locals stay below
  // The caller's names, hidden while a function's body is compiled.
  class CallScope;
  bool printed_reads_ = false;  // a continuous effect: stats and keywords as printed
  std::vector<std::vector<std::int16_t>> breaks_;  // jumps of `break` per enclosing loop

  // ------------------------------------------------------------ cards as printed
  bool is_cards(const ast::Expr& e) const;
  bool printed_holds(const ast::Expr& e, const std::string& var, const ast::CardDef& d) const;
  std::optional<bool> printed_same_word(const ast::Binary& b, const std::string& var, const ast::CardDef& d) const;
  bool printed_holds(const ast::Node& n, const ast::Pos& at, const std::string& var,
                     const ast::CardDef& d) const;
  void copy(const std::string& var, const ast::Block& body, const ast::CardDef& d);
  // power_compile_printed.cpp: a card of `cards` as printed.
  class PrintedScope;
  std::vector<const ast::CardDef*> printed_cards() const;
  bool reads_printed(const ast::Ref& r) const;
  Val printed_member(const ast::Ref& r, std::vector<Instr>& code);
  Val printed_aggregate(const ast::Aggregate& a, std::vector<Instr>& code);
  std::optional<bool> printed_decides(const ast::Expr& w, const std::string& var, const ast::CardDef& d) const;
  std::optional<bool> printed_decides(const ast::Node& n, const ast::Pos& at, const std::string& var,
                                      const ast::CardDef& d) const;
  struct PrintedAlt {
    std::vector<const ast::CardDef*> defs;  // the cards of one name the body may bind, in `cards` order
    std::int16_t when = -1;     // ex.exprs: how many W holds for (a chance), or whether one (-1: known now)
    std::uint16_t weight = 1;   // a chance: how many W holds for, known now (when < 0)
  };
  std::vector<PrintedAlt> printed_alts(const ast::Binder& b, bool weighed);
  std::int16_t printed_count(const ast::Binder& b, const std::vector<const ast::CardDef*>& defs, bool count);
  void copy_first(const ast::Binder& b, const ast::Block& body, const std::vector<const ast::CardDef*>& defs);
  void chance_printed(const ast::Chance& c, const Kept& kept);
  template <class Each>
  Val unrolled_aggregate(const ast::Aggregate& a, std::vector<Instr>& code, Each&& each);
  std::vector<std::int32_t> declared_types() const;
  bool is_types(const ast::Expr& e) const;
  Val types_aggregate(const ast::Aggregate& a, std::vector<Instr>& code);
  // The chance op of `choice` (its alternatives ranked) and each
  // alternative's body, laid out by body(i), each ending past the last.
  template <class Body>
  void chance_bodies(Choice choice, Body&& body) {
    rank_alts(choice);
    const std::int16_t index = std::int16_t(out_.choices.size());
    const std::size_t n = choice.alts.size();
    out_.choices.push_back(std::move(choice));
    emit(Op::Code::chance, Subject::bound, index);
    std::vector<std::int16_t> to_end;
    for (std::size_t i = 0; i < n; ++i) {
      out_.choices[index].alts[i].body = here();
      body(i);
      to_end.push_back(emit(Op::Code::jump));
    }
    for (std::int16_t j : to_end) out_.ops[j].b = here();
  }

  const dsl::Game& game_;
  const ast::CardDef& card_;
  std::string what_;  // "power \"Name\"", "statement cant target": for errors
  const ast::Pos& at_;
  std::vector<std::string> params_;  // a card statement's parameters
  Power out_;
  std::string bound_;  // the card variable of the enclosing option or aggregate
  std::string outer_;  // the card variable of the binder around that one
  // The cards as printed bound now (`t in cards`: an option's, a for's, an
  // aggregate's), innermost last: the name, the card it is in this copy of
  // the body, and how many locals were bound before it (a later one of its
  // name hides it). A null card hides those before it (a call's body, the
  // copied text of copy_effect).
  struct Printed {
    std::string var;
    const ast::CardDef* card;
    std::size_t locals;
  };
  std::vector<Printed> printed_;
  const ast::CardDef* printed_card(const ast::Ref& r) const;
  // What a `break` emits: the innermost loop's way out (a for over cards or
  // powers drops its frame: for_break, drop_for).
  Op::Code break_op_ = Op::Code::jump;
  int copies_ = 0;       // copy_effect bodies being compiled in place
  int inlined_ = 0;       // procedure bodies being compiled in place, innermost last
  bool asks_legal_ = false;  // a power or trigger: its expressions may ask legality (no statement's or effect's may: they decide it)
  // The declared stats beyond the five (vs2pcg_stats), listed once per
  // compiler: a name's index there, -1 for another name.
  mutable std::optional<std::vector<std::string>> stats_;
  int stat_index(const std::string& name) const {
    if (!stats_) stats_ = vs2pcg_stats(game_);
    const auto it = std::find(stats_->begin(), stats_->end(), name);
    return it == stats_->end() ? -1 : int(it - stats_->begin());
  }
};

// While a function's or procedure's body is compiled in place, the
// caller's names are hidden (its locals stay below slot_floor_; its loops
// are not the body's to break), as the interpreter's call boundary hides
// them; they come back when the body ends, also when it fails.
class Compiler::CallScope {
 public:
  CallScope(Compiler& c, std::vector<Local> params) : c_(c), floor_(c.slot_floor_), break_op_(c.break_op_) {
    const std::int16_t body_floor = c.next_slot();
    locals_ = std::exchange(c.locals_, std::move(params));
    bound_ = std::exchange(c.bound_, {}), outer_ = std::exchange(c.outer_, {});
    params_ = std::exchange(c.params_, {});
    breaks_ = std::exchange(c.breaks_, {});
    printed_ = std::exchange(c.printed_, {});
    c.slot_floor_ = body_floor;
    c.break_op_ = Op::Code::jump;
  }
  ~CallScope() {
    c_.locals_ = std::move(locals_);
    c_.bound_ = std::move(bound_), c_.outer_ = std::move(outer_), c_.params_ = std::move(params_);
    c_.breaks_ = std::move(breaks_);
    c_.printed_ = std::move(printed_);
    c_.slot_floor_ = floor_;
    c_.break_op_ = break_op_;
  }
  CallScope(const CallScope&) = delete;
  CallScope& operator=(const CallScope&) = delete;

 private:
  Compiler& c_;
  std::int16_t floor_;
  Op::Code break_op_;
  std::vector<Local> locals_;
  std::string bound_, outer_;
  std::vector<std::string> params_;
  std::vector<std::vector<std::int16_t>> breaks_;
  std::vector<Printed> printed_;
};

// While a body (or an aggregate's term) is laid out for one card as
// printed, var names that card (printed_), over any card of that name
// bound around it; it is unbound when the body ends, also when it fails.
// A null card: none, and those around it hidden (the copied text of
// copy_effect does not see the copying option's card).
class Compiler::PrintedScope {
 public:
  PrintedScope(Compiler& c, std::string var, const ast::CardDef* d) : c_(c), size_(c.printed_.size()) {
    c.printed_.push_back({std::move(var), d, c.locals_.size()});
  }
  PrintedScope(Compiler& c, std::string var, const ast::CardDef& d) : PrintedScope(c, std::move(var), &d) {}
  ~PrintedScope() { c_.printed_.resize(size_); }
  PrintedScope(const PrintedScope&) = delete;
  PrintedScope& operator=(const PrintedScope&) = delete;

 private:
  Compiler& c_;
  std::size_t size_;
};

}  // namespace canbeat::fast::vs2pcg::compiler
