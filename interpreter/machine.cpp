// The small-step machine: frames, running to the next decision, break, end.
#include <fmt/format.h>

#include "interpreter/interpreter.hpp"
#include "interpreter/runaway.hpp"

namespace canbeat::interp {

void Reference::push_block(const ast::Block& b, std::vector<Binding> locals, bool boundary) {
  Frame f;
  f.kind = Frame::Kind::block;
  f.block = &b;
  f.locals = std::move(locals);
  f.call_boundary = boundary;
  frames_.push_back(std::move(f));
}

// A frame that scopes one evaluation (a condition's parameters, an
// aggregate's element), popped when it is done; the storage of its locals
// is kept for the next one, as an evaluation binds a name or two many times.
Frame& Reference::push_scope(bool boundary) {
  Frame& f = frames_.emplace_back();
  f.call_boundary = boundary;
  if (!spare_locals_.empty()) {
    f.locals = std::move(spare_locals_.back());
    spare_locals_.pop_back();
  }
  return f;
}

void Reference::pop_scope() {
  std::vector<Binding>& locals = frames_.back().locals;
  locals.clear();
  spare_locals_.push_back(std::move(locals));
  frames_.pop_back();
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
        frames_.pop_back();
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
      frames_.pop_back();
      return;
    case Frame::Kind::repeat:
      // A count of zero or less runs the body no times (and LONG_MIN never
      // underflows).
      if (f.remaining > 0) {
        --f.remaining;
        push_block(*f.block);
      } else {
        frames_.pop_back();
      }
      return;
    case Frame::Kind::while_loop:
      if (truthy(eval(*f.cond), *f.cond)) {
        push_block(*f.block);
      } else {
        frames_.pop_back();
      }
      return;
    case Frame::Kind::turn: {
      // TURN SEQUENCE: the phases in order, then the next turn.
      if (f.pc == turn_decl_->phases.size()) {
        f.pc = 0;
        ++state_.turn;
      }
      if (f.pc == 0 && keep_turn_starts_) {
        Observation o = observe();
        for (Field& field : o.fields)
          if (field.path == "phase") field.value = turn_decl_->phases[0];
        turn_starts_.push_back(std::move(o));
      }
      start_phase(turn_decl_->phases[f.pc++]);
      return;
    }
  }
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
    Frame f = std::move(frames_.back());
    frames_.pop_back();
    if (f.kind == Frame::Kind::for_each || f.kind == Frame::Kind::repeat ||
        f.kind == Frame::Kind::while_loop)
      return;
    if (f.call_boundary) break;
  }
  fail(where, "break outside a loop");
}

void Reference::end_game(Outcome o) {
  state_.outcome = std::move(o);
  frames_.clear();
  pending_ = {};
  options_.clear();
}

}  // namespace canbeat::interp
