// The cards as printed and the declared types (`cards`, `types`,
// docs/dsl.md "Names"), lists known when compiled: a card of `cards`
// bound by a for, an option or an aggregate is known then (its body is
// laid out once per card), so what it reads of the card, its name, team,
// type, stats and keywords, is a number then, as the interpreter's
// printed_member reads it; a for or an aggregate over `types` is laid out
// once per type.
#include "fast-engine/vs2pcg/power_compile.hpp"

namespace canbeat::fast::vs2pcg::compiler {


// Each definition once, in `cards` order (the card sets, then the decks'
// own cards), as the interpreter lists `cards`.
std::vector<const ast::CardDef*> Compiler::printed_cards() const {
  std::vector<const ast::CardDef*> all;
  each_card_def([&](const ast::CardDef& d) {
    if (std::find(all.begin(), all.end(), &d) == all.end()) all.push_back(&d);
  });
  return all;
}

// r names the card as printed bound now, unless a name bound inside its
// body hides it (a card an inner option, for or aggregate binds, a let).
bool Compiler::reads_printed(const ast::Ref& r) const { return printed_card(r) != nullptr; }

// The card as printed r's head names: the innermost of that name bound,
// unless a local bound after it, the bound card or a null card hides it.
const ast::CardDef* Compiler::printed_card(const ast::Ref& r) const {
  if (bound_ == r.head || outer_ == r.head) return nullptr;
  for (std::size_t i = printed_.size(); i-- > 0;) {
    const Printed& p = printed_[i];
    if (!p.card) return nullptr;
    if (p.var != r.head) continue;
    for (std::size_t j = p.locals; j < locals_.size(); ++j)
      if (locals_[j].name == r.head) return nullptr;
    return p.card;
  }
  return nullptr;
}

// t.MEMBER of the card as printed: a number pushed now. A stat it does
// not print is the interpreter's rules error, met where it is read; a
// member the fast engine does not read refuses the card.
Compiler::Val Compiler::printed_member(const ast::Ref& r, std::vector<Instr>& code) {
  const ast::CardDef& d = *printed_card(r);
  if (r.members.size() != 1)
    fail(r, "a card of `cards` is read by one member: its name, team, type, a stat or a keyword");
  const std::string& m = r.members[0];
  auto push = [&](std::int32_t n, Ty ty) {
    code.push_back({Code::num, 0, n});
    return Val{ty};
  };
  if (m == "name") return push(vs2pcg_name_id(game_, d.name), Ty::name);
  if (m == "team") {
    const std::string team = dsl::card_name_value(d, "team").value_or("");
    return push(team.empty() ? 0 : vs2pcg_team_id(game_, team), Ty::team);
  }
  if (m == "type") {
    if (const auto type = dsl::card_name_value(d, "type")) return push(std::int32_t(vs2pcg_type(*type, d.name)), Ty::type);
  } else if (const auto n = dsl::card_number(d, m)) {
    return push(std::int32_t(*n), Ty::int_);
  } else if (vs2pcg_keyword(m) || vs2pcg_symbol(m) || vs2pcg_fact(game_, m)) {
    return push(dsl::card_has(d, m) ? 1 : 0, Ty::bool_);
  }
  if (m == "cost" || m == "atk" || m == "def" || m == "health" || m == "level" || stat_index(m) >= 0) {
    // A stat it does not print: the rules error, where the rules read it
    // (`t.type == T and t.cost < 3` reads no Main Character's cost).
    code.push_back({Code::error});
    code.back().error = rules_error(r, "card has no member '" + m + "'");
    return {Ty::int_};
  }
  fail(r, "the card \"" + d.name + "\" as printed has no '" + m + "' the fast engine reads");
}

// count, sum, min, max, any or all over a list known when compiled (the
// cards as printed, the declared types): one term per element, laid out
// now and combined. each(f) sets up each element in turn and calls f with
// what its where is now (false: the element is left out; nothing: read
// when the term is). A where read then is read first, the value only
// where it holds, as `W and V` (0 where W fails; all: `not W or V`; min
// and max: a value no element gives, kNone, where W fails, so that a min
// or max over nothing is the rules error the interpreter meets). Every
// term is read, as the interpreter reads every element: any is a sum
// above 0, all a sum of every term.
template <class Each>
Compiler::Val Compiler::unrolled_aggregate(const ast::Aggregate& a, std::vector<Instr>& code, Each&& each) {
  const bool count = a.fn == "count", any = a.fn == "any", all = a.fn == "all";
  const bool least = a.fn == "min", most = a.fn == "max", sum = a.fn == "sum" || least || most;
  if (!count && !sum && !any && !all)
    fail(a, "the aggregate '" + a.fn + "' over `cards` or `types` is not compiled (count, sum, min, max, any and all are)");
  constexpr std::int32_t kNone = 1 << 30;
  const std::int32_t none = least ? kNone : -kNone;
  const Ty want = sum ? Ty::int_ : Ty::bool_;
  std::int32_t terms = 0;
  bool maybe_none = false;
  each([&](std::optional<bool> holds) {
    if (holds == false) return;
    const bool guarded = !holds.has_value();
    maybe_none = maybe_none || guarded;
    if (guarded && node(a.binder.where->root, *a.binder.where, code).ty != Ty::bool_)
      fail(*a.binder.where, "expected a condition");
    if (count) {
      // The term is W (0 or 1), or 1.
      if (!guarded) code.push_back({Code::num, 0, 1});
    } else {
      std::size_t skip = 0;
      if (guarded) {
        if (all) code.push_back({Code::not_});
        skip = code.size();
        code.push_back({all ? Code::jump_true : Code::jump_false});
      }
      if (node(a.value->root, *a.value, code).ty != want)
        fail(*a.value, std::string("expected ") + (sum ? "a number" : "a condition") + " in " + a.fn);
      if (guarded && (least || most)) code.insert(code.end(), {{Code::num, 0, none}, {Code::sub}});
      if (guarded) code[skip].a = std::int16_t(code.size());
      if (guarded && (least || most)) code.insert(code.end(), {{Code::num, 0, none}, {Code::add}});
    }
    if (terms++ > 0) code.push_back({least ? Code::least : most ? Code::most : Code::add});
  });
  if (terms == 0) code.push_back({Code::num, 0, least || most ? none : 0});
  if ((least || most) && (maybe_none || terms == 0)) {
    code.push_back({Code::error_if, 0, none});
    code.back().error = rules_error(a, a.fn + " over nothing");
  }
  if (any) code.insert(code.end(), {{Code::num, 0, 0}, {Code::gt}});
  if (all) code.insert(code.end(), {{Code::num, 0, terms}, {Code::eq}});
  return {any || all ? Ty::bool_ : Ty::int_};
}

// An aggregate over `cards`: a where its printed text decides leaves a
// card out now (printed_decides).
Compiler::Val Compiler::printed_aggregate(const ast::Aggregate& a, std::vector<Instr>& code) {
  return unrolled_aggregate(a, code, [&](auto&& term) {
    for (const ast::CardDef* d : printed_cards()) {
      PrintedScope scope(*this, a.binder.var, *d);
      term(a.binder.where ? printed_decides(*a.binder.where, a.binder.var, *d) : std::optional<bool>(true));
    }
  });
}

// `types` (docs/dsl.md "Names"): every declared type, in declaration
// order, its value as a card's `type` reads it.
std::vector<std::int32_t> Compiler::declared_types() const {
  std::vector<std::int32_t> out;
  for (const ast::Declare* d : game_.all<ast::Declare>())
    if (d->what == "type") out.push_back(std::int32_t(vs2pcg_type(d->name, card_.name)));
  return out;
}

// A die's faces (as listed, each its number's text) or the declared types
// (each its name): what a choice or chance over it offers.
std::optional<Compiler::Known> Compiler::known_list(const ast::Expr& domain) const {
  if (const auto faces = domain_faces(domain)) {
    Known k{*faces, {}, Ty::int_};
    for (const std::int32_t face : *faces) k.names.push_back(std::to_string(face));
    return k;
  }
  if (!is_types(domain)) return std::nullopt;
  Known k{declared_types(), {}, Ty::type};
  for (const ast::Declare* d : game_.all<ast::Declare>())
    if (d->what == "type") k.names.push_back(d->name);
  return k;
}

// `types`, or a let of it.
bool Compiler::is_types(const ast::Expr& e) const {
  const ast::Ref* r = as<ast::Ref>(e.root);
  if (!r || !r->members.empty()) return false;
  const Local* l = visible_local(r->head);
  return l ? l->ty == Ty::types_list : r->head == "types";
}

// An aggregate over `types`: the element stored in a local of its name
// before each term (Code::store), its where read with the term.
Compiler::Val Compiler::types_aggregate(const ast::Aggregate& a, std::vector<Instr>& code) {
  const std::size_t locals = locals_.size();
  const std::int16_t slot = local(a.binder.var, Ty::type, a);
  const Val v = unrolled_aggregate(a, code, [&](auto&& term) {
    for (const std::int32_t type : declared_types()) {
      code.insert(code.end(), {{Code::num, 0, type}, {Code::store, slot}});
      term(a.binder.where ? std::nullopt : std::optional<bool>(true));
    }
  });
  locals_.resize(locals);
  return v;
}

// `option "L" t in cards where W { ... }` or `chance "L" t in cards where
// W { ... }`: one alternative per name (key `L Name`), in `cards` order,
// for the cards of that name W may hold for. The interpreter reads W for
// every card, merges a name's cards into one key (a chance weighs it by
// how many W holds for) and binds the first W holds for: the cards the
// body may bind end at the first W keeps now (defs). Where W reads the
// game for one of them, it is read for each when the decision comes
// (`when`: how many it holds for, Alt::counted; an option is open when
// that is above 0).
std::vector<Compiler::PrintedAlt> Compiler::printed_alts(const ast::Binder& b, bool weighed) {
  std::vector<PrintedAlt> out;
  std::vector<std::vector<const ast::CardDef*>> all;  // by alternative: every card W may hold for
  std::vector<bool> settled, read;                    // a card W keeps now; W read when the decision comes
  for (const ast::CardDef* d : printed_cards()) {
    const std::optional<bool> holds = b.where ? printed_decides(*b.where, b.var, *d) : std::optional<bool>(true);
    if (holds == false) continue;
    std::size_t g = 0;
    while (g < out.size() && out[g].defs.front()->name != d->name) ++g;
    if (g == out.size()) {
      out.emplace_back(), all.emplace_back();
      settled.push_back(false), read.push_back(false);
    }
    all[g].push_back(d);
    if (!settled[g]) out[g].defs.push_back(d);
    settled[g] = settled[g] || holds.has_value();
    read[g] = read[g] || !holds.has_value();
  }
  for (std::size_t g = 0; g < out.size(); ++g) {
    out[g].weight = weighed ? std::uint16_t(all[g].size()) : 1;
    if (read[g]) out[g].when = printed_count(b, all[g], weighed);
  }
  return out;
}

// How many of defs W holds for, each read (as the interpreter reads every
// card's W): a sum of one term per card, 1 where the printed text decides
// it; `count` false: whether that is above 0.
std::int16_t Compiler::printed_count(const ast::Binder& b, const std::vector<const ast::CardDef*>& defs, bool count) {
  Expr when;
  for (std::size_t k = 0; k < defs.size(); ++k) {
    PrintedScope printed(*this, b.var, *defs[k]);
    if (printed_decides(*b.where, b.var, *defs[k]).has_value())
      when.code.push_back({Code::num, 0, 1});
    else if (node(b.where->root, *b.where, when.code).ty != Ty::bool_)
      fail(*b.where, "expected a condition after where");
    if (k > 0) when.code.push_back({Code::add});
  }
  if (!count) when.code.insert(when.code.end(), {{Code::num, 0, 0}, {Code::gt}});
  out_.ex.exprs.push_back(std::move(when));
  return std::int16_t(out_.ex.exprs.size() - 1);
}

// The body for the first of defs (one name's cards) whose W holds now,
// the card the interpreter bound; the last when none before it does (the
// alternative was open: one of them holds).
void Compiler::copy_first(const ast::Binder& b, const ast::Block& body, const std::vector<const ast::CardDef*>& defs) {
  std::vector<std::int16_t> to_end;
  for (std::size_t k = 0; k + 1 < defs.size(); ++k) {
    std::int16_t skip = 0;
    {
      PrintedScope printed(*this, b.var, *defs[k]);
      skip = emit(Op::Code::jump_unless, Subject::bound, cond(*b.where));
    }
    copy(b.var, body, *defs[k]);
    to_end.push_back(emit(Op::Code::jump));
    out_.ops[skip].b = here();
  }
  copy(b.var, body, *defs.back());
  for (std::int16_t j : to_end) out_.ops[j].b = here();
}

// chance "L" t in cards where W { ... }: one option per name, weighted by
// how many cards of that name W holds for (printed_alts), its body the
// first one's.
void Compiler::chance_printed(const ast::Chance& c, const Kept& kept) {
  Choice choice;
  choice.none = rules_error(c, "chance over nothing");
  std::vector<PrintedAlt> alts = printed_alts(c.binder, true);
  for (const PrintedAlt& p : alts) {
    choice.alts.push_back({c.label, -1, 0, 0, p.defs.front()->name});
    choice.alts.back().when = p.when;
    choice.alts.back().weight = p.weight;
    choice.alts.back().counted = p.when >= 0;
  }
  if (choice.alts.size() > 63) fail(c, "a chance over more than 63 names is not compiled");
  chance_bodies(std::move(choice), [&](std::size_t i) { copy_first(c.binder, c.body, alts[i].defs); });
  restore_bound(kept);
}

// W about the card as printed d, when its printed text decides it (as
// printed_holds reads); nothing when W reads more than that. An and/or is
// read part by part, left to right, as the interpreter reads it: a part
// that decides it ends it (`t.name == "N" and you.rp > 2` is false now for
// every other name), a part read only when the game is ends what is known
// now.
std::optional<bool> Compiler::printed_decides(const ast::Expr& w, const std::string& var, const ast::CardDef& d) const {
  return printed_decides(w.root, w, var, d);
}

std::optional<bool> Compiler::printed_decides(const ast::Node& n, const ast::Pos& at, const std::string& var,
                                              const ast::CardDef& d) const {
  if (const auto* p = fwd<ast::Paren>(n)) return printed_decides(p->inner.root, p->inner, var, d);
  const ast::Binary* b = ast::as_binary(n);
  if (b && (b->op == ast::BinaryOp::or_ || b->op == ast::BinaryOp::and_)) {
    const bool any = b->op == ast::BinaryOp::or_;
    for (const ast::Node* part : ast::parts_of(n, b->op)) {
      const std::optional<bool> v = printed_decides(*part, at, var, d);
      if (!v.has_value()) return std::nullopt;
      if (*v == any) return any;
    }
    return !any;
  }
  try {
    return printed_holds(n, at, var, d);
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

// let d = first(t in cards where W);  d names, as printed, the first card
// W holds for, so the statements after it to the block's end (`rest`) are
// laid out once per card W may hold for (its members, copy_effect d, P
// read as t's are in an option's body): each behind W read for that card
// when the game is, as the interpreter reads the cards in order, none past
// the first the printed text decides W holds for. None found: the
// interpreter's rules error at the let.
bool Compiler::let_first_printed(const ast::Let& l, const std::function<void()>& rest) {
  const auto* a = fwd<ast::Aggregate>(l.value.root);
  if (!a || a->fn != "first" || !is_cards(a->binder.domain)) return false;
  const ast::Binder& b = a->binder;
  std::vector<std::int16_t> to_end;
  bool found = false;
  for (const ast::CardDef* d : printed_cards()) {
    const std::optional<bool> holds = b.where ? printed_decides(*b.where, b.var, *d) : std::optional<bool>(true);
    if (holds == false) continue;
    std::int16_t skip = -1;
    if (!holds) {
      PrintedScope printed(*this, b.var, *d);
      skip = emit(Op::Code::jump_unless, Subject::bound, cond(*b.where));
    }
    {
      PrintedScope named(*this, l.name, *d);
      rest();
    }
    if ((found = skip < 0)) break;
    to_end.push_back(emit(Op::Code::jump));
    out_.ops[skip].b = here();
  }
  if (!found) raise(*a, first_found_none(*a));
  for (std::int16_t j : to_end) out_.ops[j].b = here();
  return true;
}

}  // namespace canbeat::fast::vs2pcg::compiler
