// The small-step machine: frames, running to the next decision, break, end.
#include <fmt/format.h>

#include "interpreter/interpreter.hpp"
#include "interpreter/runaway.hpp"

namespace canbeat::interp {

void Reference::push_block(const ast::Block& b, std::vector<Binding> locals, bool boundary) {
  Frame f;
  f.kind = Frame::Kind::block;
  f.block = &b;
  f.call_boundary = boundary;
  push_frame(std::move(f));
  for (Binding& l : locals) bind_first(l.name, std::move(l.value));
}

// Frames are pushed by statements, never inside an evaluation: their
// locals start at the end of locals_.
void Reference::push_frame(Frame f) {
  std::size_t begin = locals_.size();
  f.locals = {begin, f.call_boundary || frames_.empty() ? begin : frames_.back().locals.visible_from};
  frames_.push_back(std::move(f));
}

void Reference::pop_frame() {
  locals_.resize(frames_.back().locals.begin);
  frames_.pop_back();
}

// A scope for one evaluation (a condition's parameters, an aggregate's
// element), popped when it is done; a boundary hides the names around it.
void Reference::push_scope(bool boundary) {
  std::size_t begin = locals_.size();
  scopes_.push_back({begin, boundary ? begin : innermost().visible_from});
}

void Reference::pop_scope() {
  locals_.resize(scopes_.back().begin);
  scopes_.pop_back();
}

// Runs until a decision is pending or the game has ended; the step budget
// turns a rule that never stops into a reported OutOfBudget (Runaway, with
// the lap its last steps repeat: runaway.cpp), not a hang.
void Reference::run() {
  steps_ = 0;
  work_ = 0;
  std::vector<const ast::Pos*> last_steps;
  while (pending_.who == Decider::none && state_.outcome.kind == Outcome::Kind::ongoing) {
    if (frames_.empty()) throw EngineBug("interpreter: nothing left to run and no outcome");
    if (++steps_ > budget_.steps) ran_away(last_steps);
    if (steps_ > budget_.steps - static_cast<long>(runaway_window))
      if (const ast::Pos* at = next_step_at()) last_steps.push_back(at);
    step();
  }
}

// One step of the top frame.
void Reference::step() {
  Frame& f = frames_.back();
  switch (f.kind) {
    case Frame::Kind::block:
      if (f.pc < f.block->stmts.size()) {
        const ast::Stmt& s = f.block->stmts[f.pc++];
        exec(s);
      } else {
        pop_frame();
      }
      return;
    case Frame::Kind::for_each:
      while (f.pc < f.items->size()) {
        Value item = (*f.items)[f.pc++];
        bind(f.var, item);
        if (f.where && !truthy(eval(*f.where), *f.where)) continue;
        push_block(*f.block);
        return;
      }
      pop_frame();
      return;
    case Frame::Kind::repeat:
      // A count of zero or less runs the body no times (and LONG_MIN never
      // underflows).
      if (f.remaining > 0) {
        --f.remaining;
        push_block(*f.block);
      } else {
        pop_frame();
      }
      return;
    case Frame::Kind::while_loop:
      if (truthy(eval(*f.cond), *f.cond)) {
        push_block(*f.block);
      } else {
        pop_frame();
      }
      return;
    case Frame::Kind::turn: {
      // TURN SEQUENCE: the phases in order, then the next turn.
      if (f.pc == turn_decl_->phases.size()) {
        f.pc = 0;
        ++state_.turn;
      }
      ++revision_;  // the turn and the phase
      if ((f.pc == 0 && keep_turn_starts_) || keep_phase_starts_) keep_start(turn_decl_->phases[f.pc], f.pc == 0);
      start_phase(turn_decl_->phases[f.pc++]);
      return;
    }
  }
}

// The position as the phase `name` is about to start (the state still
// names the phase before it).
void Reference::keep_start(const std::string& name, bool turn_start) {
  Observation o = observe();
  for (Field& field : o.fields)
    if (field.path == "phase") field.value = name;
  if (keep_phase_starts_) phase_starts_.push_back({o, turn_start});
  if (turn_start && keep_turn_starts_) turn_starts_.push_back(std::move(o));
}

void Reference::start_phase(const std::string& name) {
  if (const ast::Phase* phase = names_->info(names_->of(name)).phase) {
    state_.phase = name;
    push_block(phase->body, {}, true);
    return;
  }
  throw EngineBug("interpreter: turn names unknown phase '" + name + "'");
}

// `break` leaves the innermost loop; it never crosses a procedure boundary
// (the checker rejects a break outside a loop).
void Reference::do_break(const ast::Pos& where) {
  while (!frames_.empty()) {
    Frame::Kind kind = frames_.back().kind;
    bool boundary = frames_.back().call_boundary;
    pop_frame();
    if (kind == Frame::Kind::for_each || kind == Frame::Kind::repeat || kind == Frame::Kind::while_loop) return;
    if (boundary) break;
  }
  fail(where, "break outside a loop");
}

void Reference::end_game(Outcome o) {
  state_.outcome = std::move(o);
  frames_.clear();
  scopes_.clear();
  locals_.clear();
  pending_ = {};
  options_.clear();
}

}  // namespace canbeat::interp
