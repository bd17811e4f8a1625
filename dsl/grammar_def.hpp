// The DSL grammar (Boost.Spirit X3). docs/dsl.md is the reference for the
// language; the comments of ast.hpp show each construct. Rules are named by
// what a reader expects there, because expectation failures report the name:
// `expected expression`, `expected ';'`, `expected declaration`.
#pragma once

#include <algorithm>
#include <boost/spirit/home/x3.hpp>
#include <string_view>
#include <type_traits>

#include "dsl/ast.hpp"
#include "dsl/ast_adapted.hpp"
#include "dsl/grammar.hpp"
#include "dsl/keywords.hpp"
#include "dsl/precedence.hpp"

namespace canbeat::dsl::grammar {
namespace x3 = boost::spirit::x3;
using x3::attr;
using x3::lexeme;
using x3::lit;

// ------------------------------------------------------------------ lexemes

constexpr bool is_ident_start(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
constexpr bool is_ident_char(unsigned char c) {
  return is_ident_start(c) || (c >= '0' && c <= '9');
}
constexpr bool is_alnum(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// One byte satisfying a predicate, tested as unsigned (see skipper_parser).
template <bool (*Pred)(unsigned char)>
struct byte_parser : x3::char_parser<byte_parser<Pred>> {
  using attribute_type = char;
  static bool const has_attribute = true;
  template <class Char, class Ctx>
  bool test(Char ch, const Ctx&) const {
    return Pred(static_cast<unsigned char>(ch));
  }
};
constexpr bool ident_start_pred(unsigned char c) { return is_ident_start(c); }
constexpr bool ident_char_pred(unsigned char c) { return is_ident_char(c); }
constexpr bool alnum_pred(unsigned char c) { return is_alnum(c); }
constexpr bool string_char_pred(unsigned char c) { return c != '"' && c != '\n'; }
constexpr byte_parser<ident_start_pred> ident_start{};
constexpr byte_parser<ident_char_pred> ident_char{};
constexpr byte_parser<alnum_pred> alnum_char{};
constexpr byte_parser<string_char_pred> string_char{};

// A keyword: the word, not followed by an identifier character, so that
// `format` is not `for` + `mat`. Emit=true gives the word as the attribute
// (operators, modalities); Emit=false gives none (statement keywords).
template <bool Emit>
struct keyword_parser : x3::parser<keyword_parser<Emit>> {
  using attribute_type = std::conditional_t<Emit, std::string, x3::unused_type>;
  static bool const has_attribute = Emit;
  std::string_view word;
  constexpr explicit keyword_parser(std::string_view w) : word(w) {}
  template <class It, class Ctx, class RCtx, class Attr>
  bool parse(It& first, const It& last, const Ctx& ctx, RCtx&, Attr& attr) const {
    x3::skip_over(first, last, ctx);
    It i = first;
    for (char c : word) {
      if (i == last || *i != c) return false;
      ++i;
    }
    if (i != last && is_ident_char(static_cast<unsigned char>(*i))) return false;
    first = i;
    if constexpr (Emit) x3::traits::move_to(std::string(word), attr);
    return true;
  }
};
}  // namespace canbeat::dsl::grammar

namespace boost::spirit::x3 {
// Names that expectation failures report for the hand-written parsers.
template <bool Emit>
struct get_info<canbeat::dsl::grammar::keyword_parser<Emit>> {
  using result_type = std::string;
  std::string operator()(const canbeat::dsl::grammar::keyword_parser<Emit>& p) const {
    return "'" + std::string(p.word) + "'";
  }
};
}  // namespace boost::spirit::x3

namespace canbeat::dsl::grammar {
constexpr keyword_parser<false> kw(std::string_view w) { return keyword_parser<false>(w); }
constexpr keyword_parser<true> kwv(std::string_view w) { return keyword_parser<true>(w); }

// Nesting guard for the recursive rules: a chain like `- - - - x` has no
// brackets for the pre-scan to count, so the depth is counted here.
template <class Subject>
struct depth_guard : x3::unary_parser<Subject, depth_guard<Subject>> {
  using base = x3::unary_parser<Subject, depth_guard<Subject>>;
  static bool const is_pass_through_unary = true;
  constexpr depth_guard(const Subject& s) : base(s) {}
  template <class It, class Ctx, class RCtx, class Attr>
  bool parse(It& first, const It& last, const Ctx& ctx, RCtx& rctx, Attr& attr) const {
    State& st = x3::get<state_tag>(ctx).get();
    if (st.depth >= max_depth) throw too_deep{first};
    ++st.depth;
    struct leave {
      State& s;
      ~leave() { --s.depth; }
    } on_exit{st};
    return this->subject.parse(first, last, ctx, rctx, attr);
  }
};
struct depth_guard_gen {
  template <class Subject>
  constexpr auto operator[](const Subject& s) const {
    using P = std::remove_cvref_t<decltype(x3::as_parser(s))>;
    return depth_guard<P>(x3::as_parser(s));
  }
};
constexpr depth_guard_gen guarded{};

// ------------------------------------------------------------ annotation

// Every rule whose attribute is a Pos gets its file/line/col here, at the
// first byte of what it matched (X3 has skipped leading space already).
struct annotate {
  template <class It, class Attr, class Ctx>
  void on_success(const It& first, const It&, Attr& node, const Ctx& ctx) const {
    if constexpr (std::is_base_of_v<ast::Pos, Attr>) {
      const State& st = x3::get<state_tag>(ctx).get();
      node.file = st.file;
      st.position(first, node.line, node.col);
    } else if constexpr (std::is_same_v<Attr, ast::Paren>) {
      // A parenthesised expression is blamed at its '(' (ast::Paren).
      on_success(first, first, node.inner, ctx);
    }
  }
};

// --------------------------------------------------------------- rules

#define CANBEAT_RULE(id, attr_t, name_str) \
  struct id##_class : annotate {};         \
  const x3::rule<id##_class, attr_t> id = name_str;

CANBEAT_RULE(identifier, std::string, "identifier")
CANBEAT_RULE(name, std::string, "name")
CANBEAT_RULE(string_lit, std::string, "string")
CANBEAT_RULE(integer, long, "number")
CANBEAT_RULE(card_id, std::string, "card id")
CANBEAT_RULE(copies, long, "copies")
CANBEAT_RULE(ref, ast::Ref, "name")
CANBEAT_RULE(operand, ast::Node, "expression")
CANBEAT_RULE(operation, Operation, "operand")
CANBEAT_RULE(binop, ast::BinaryOp, "operator")
CANBEAT_RULE(chain, Chain, "expression")
CANBEAT_RULE(folded, ast::Expr, "expression")
CANBEAT_RULE(expr, ast::Expr, "expression")
CANBEAT_RULE(unary, ast::Unary, "unary expression")
CANBEAT_RULE(call, ast::Call, "call")
CANBEAT_RULE(args, std::vector<ast::Expr>, "arguments")
CANBEAT_RULE(legal, ast::Legal, "legal query")
CANBEAT_RULE(binder, ast::Binder, "binder")
CANBEAT_RULE(aggregate, ast::Aggregate, "aggregate")
CANBEAT_RULE(paren_body, ast::Paren, "parenthesised expression")
CANBEAT_RULE(paren, ast::Paren, "parenthesised expression")
CANBEAT_RULE(all_ref, ast::Ref, "all")
CANBEAT_RULE(all_body, ast::Expr, "all")
CANBEAT_RULE(all_word, ast::Expr, "all")
CANBEAT_RULE(verb_arg, ast::Expr, "expression")

CANBEAT_RULE(let_stmt, ast::Let, "let")
CANBEAT_RULE(set_stmt, ast::Set, "set")
CANBEAT_RULE(move_stmt, ast::Move, "move")
CANBEAT_RULE(verb_stmt, ast::Verb, "verb")
CANBEAT_RULE(perform_stmt, ast::Perform, "procedure call")
CANBEAT_RULE(block, ast::Block, "block")
CANBEAT_RULE(branch, ast::Branch, "condition")
CANBEAT_RULE(branches, std::vector<ast::Branch>, "condition")
CANBEAT_RULE(if_stmt, ast::If, "if")
CANBEAT_RULE(for_stmt, ast::For, "for")
CANBEAT_RULE(repeat_stmt, ast::Repeat, "repeat")
CANBEAT_RULE(while_stmt, ast::While, "while")
CANBEAT_RULE(option, ast::Option, "option")
CANBEAT_RULE(choose_stmt, ast::Choose, "choose")
CANBEAT_RULE(chance_stmt, ast::Chance, "chance")
CANBEAT_RULE(stmt, ast::Stmt, "statement")

CANBEAT_RULE(property, ast::Property, "property")
CANBEAT_RULE(game_decl, ast::GameDecl, "game")
CANBEAT_RULE(declare, ast::Declare, "declaration")
CANBEAT_RULE(type_name, std::string, "type")
CANBEAT_RULE(param, ast::Param, "parameter")
CANBEAT_RULE(params, std::vector<ast::Param>, "parameters")
CANBEAT_RULE(names, std::vector<std::string>, "names")
CANBEAT_RULE(action_decl, ast::ActionDecl, "action")
CANBEAT_RULE(permission, ast::Permission, "permission")
CANBEAT_RULE(invariant, ast::Invariant, "invariant")
CANBEAT_RULE(procedure, ast::Procedure, "procedure")
CANBEAT_RULE(phase, ast::Phase, "phase")
CANBEAT_RULE(turn, ast::Turn, "turn")
CANBEAT_RULE(trigger, ast::Trigger, "trigger")
CANBEAT_RULE(continuous, ast::Continuous, "continuous effect")
CANBEAT_RULE(power_attributes, std::vector<std::string>, "power attributes")
CANBEAT_RULE(power, ast::Power, "power")
CANBEAT_RULE(ability_use, ast::Property, "abilities")
CANBEAT_RULE(card_item, ast::CardItem, "card property")
CANBEAT_RULE(card_def, ast::CardDef, "card")
CANBEAT_RULE(card_use, ast::CardUse, "card")
CANBEAT_RULE(deck_entry, ast::DeckEntry, "card")
CANBEAT_RULE(deck, ast::Deck, "deck")
CANBEAT_RULE(card_set, ast::CardSet, "card set")
CANBEAT_RULE(faces, std::vector<ast::Expr>, "faces (numbers)")
CANBEAT_RULE(die, ast::Die, "die")
CANBEAT_RULE(function, ast::Function, "function")
CANBEAT_RULE(board, ast::BoardDecl, "board")
CANBEAT_RULE(term, ast::Term, "term")
CANBEAT_RULE(ability, ast::Ability, "ability")
CANBEAT_RULE(attribute, ast::Attribute, "attribute")
CANBEAT_RULE(decl, ast::Decl, "declaration")

#undef CANBEAT_RULE

const file_type file = "file";

// Lexemes. An identifier is any word but a reserved one; a `name` (member,
// property key, parameter type) may be any word, since its place says what it is.
auto reject_reserved = [](auto& ctx) {
  const auto& r = x3::_attr(ctx);
  std::string w(r.begin(), r.end());
  if (is_reserved(w)) x3::_pass(ctx) = false;
  else x3::_val(ctx) = std::move(w);
};
const auto word = lexeme[ident_start >> *ident_char];
const auto identifier_def = x3::raw[word][reject_reserved];
const auto name_def = x3::raw[word];
const auto string_lit_def = lexeme['"' > *string_char > '"'];
const auto integer_def = lexeme[x3::uint_parser<long>{} >> !ident_char];
// Card ids such as ALN-001: alphanumeric runs joined by single dashes.
const auto card_id_def = x3::raw[lexeme[+alnum_char >> +('-' >> +alnum_char)]];
const auto copies_def = lexeme['x' >> x3::uint_parser<long>{} >> !ident_char];

// Expressions: read as written, `operand (op operand)*`, then folded into a
// tree by precedence (precedence.hpp), the one place precedence is applied.
// A chain is bounded (max_operators): the tree it makes is as deep as it is
// long, and every reader of the tree recurses through it. X3 calls no
// on_success with the attribute of a rule whose definition has an action, so
// the actions sit in rules of their own (folded, paren_body) and the rules
// around them (expr, paren) are the ones annotated.
const auto ref_def = identifier >> *('.' > name);
using Op = ast::BinaryOp;
const x3::symbols<Op> symbol_op({{"==", Op::eq}, {"!=", Op::ne}, {"<=", Op::le},
                                 {">=", Op::ge}, {"<", Op::lt},  {">", Op::gt},
                                 {"+", Op::add}, {"-", Op::sub}, {"*", Op::mul},
                                 {"/", Op::div}, {"%", Op::mod}});
const auto binop_def = symbol_op | kw("and") >> attr(Op::and_) | kw("or") >> attr(Op::or_) |
                       kw("in") >> attr(Op::in);
const auto operation_def = binop > operand;
const auto chain_def = operand >> *operation;
auto fold_chain = [](auto& ctx) {
  Chain& c = x3::_attr(ctx);
  if (c.rest.size() > max_operators) {
    const ast::Pos& op = c.rest[max_operators];
    throw too_many_operators{op.line, op.col};
  }
  x3::_val(ctx).root = fold(std::move(c));
};
const auto folded_def = chain[fold_chain];
const auto expr_def = folded;
const auto args_def = '(' > -(expr % ',') > ')';
// A call's result is read whole: `player_at(0).score` is no member read
// (a `ref` starts with a name), so a '.' after a call is named as such
// rather than as whatever the enclosing rule expected next.
struct call_end_class {};
const x3::rule<call_end_class> call_end = "no '.' after a call (bind its result with let to read a member)";
const auto call_end_def = !lit('.');
const auto call_def = identifier >> &lit('(') > args > call_end;
const auto legal_def = kw("legal") > identifier > args;
const auto binder_def = identifier >> kw("in") > expr > -(kw("where") > expr);
const auto aggregate_name =
    kwv("count") | kwv("sum") | kwv("min") | kwv("max") | kwv("any") | kwv("all");
// `first` is no reserved word (a seat may be named first): only `first(`
// opens the aggregate.
const auto aggregate_def =
    (aggregate_name > '(' | kwv("first") >> '(') > binder > -(':' > expr) > ')';
const auto unary_def =
    (lit('-') >> attr(ast::UnaryOp::neg) | kw("not") >> attr(ast::UnaryOp::not_)) > operand;
auto set_inner = [](auto& ctx) { x3::_val(ctx).inner = std::move(x3::_attr(ctx)); };
const auto paren_body_def = ('(' > expr > ')')[set_inner];
const auto paren_def = paren_body;
const auto operand_def =
    guarded[integer | string_lit | legal | aggregate | unary | paren | call | ref];

// Statements.
const auto let_stmt_def = kw("let") > identifier > '=' > expr > ';';
const auto set_stmt_def = kw("set") > ref > '=' > expr > ';';
// `move all(c in d : ...)` is an aggregate, not `move all`. `bottom` is
// the modifier (`move c to bottom Z;`: under Z) only when an expression
// follows that starts with neither '(' nor '-': `bottom(Z)` is the built-in
// function and `bottom;` `bottom.x` `bottom - 1` read a name.
const auto bottom_word = kw("bottom") >> !lit('(') >> !lit('-') >> &expr;
const auto move_stmt_def = kw("move") > x3::matches[kw("all") >> !lit('(')] > expr > kw("to") >
                           x3::matches[bottom_word] > expr > ';';
// `win all;` `lose all;`: the reserved word `all` stands alone as a Ref (no
// other expression can be one), positioned by all_ref's annotation.
auto set_root = [](auto& ctx) { x3::_val(ctx).root = std::move(x3::_attr(ctx)); };
const auto all_ref_def = kwv("all") >> !lit('(') >> attr(std::vector<std::string>());
const auto all_body_def = all_ref[set_root];
const auto all_word_def = all_body;
const auto verb_arg_def = all_word | expr;
// A verb never takes a parenthesised first argument: `win(p);` is a call.
const auto verb_stmt_def = identifier >> !lit('(') >> -(verb_arg % ',') > ';';
const auto perform_stmt_def = call > ';' > attr(std::string());
const auto block_def = '{' > *stmt > '}' > attr(std::string());
const auto branch_def = expr > block;
const auto branches_def = branch % (kw("else") >> kw("if"));
const auto if_stmt_def = kw("if") > branches > -(kw("else") > block);
const auto for_stmt_def = kw("for") > binder > block;
const auto repeat_stmt_def = kw("repeat") > expr > block;
const auto while_stmt_def = kw("while") > expr > block;
const auto option_def = kw("option") > string_lit > -binder > block;
const auto choose_stmt_def = kw("choose") > expr > x3::matches[kw("secret")] > x3::matches[kw("if") > kw("any")] >
                             -(kw("up") > kw("to") > expr) > x3::matches[kw("any") > kw("number")] >
                             -(kw("else") > string_lit) > '{' > *option > '}';
const auto chance_stmt_def = kw("chance") > string_lit > binder > block;
const auto stmt_def = guarded[let_stmt | set_stmt | move_stmt | if_stmt | for_stmt |
                              repeat_stmt | while_stmt | choose_stmt | chance_stmt |
                              perform_stmt | verb_stmt];

// Declarations.
const auto property_def = name >> -(expr % ',') > ';';
const auto game_decl_def = kw("game") > identifier > '{' > *property > '}';
const auto declare_word = kwv("type") | kwv("stat") | kwv("zone") | kwv("var") |
                          kwv("counter") | kwv("keyword") | kwv("trait") | kwv("team") |
                          kwv("symbol") | kwv("timing") | kwv("verb") | kwv("group") |
                          kwv("duration");
const auto declare_def =
    declare_word > identifier > -(':' > (name % ',')) > -('=' > expr) > ';';
// A type is a word, or a list of one: list<card>.
const auto type_name_def = x3::raw[lexeme[word >> -(lit('<') >> word >> '>')]];
const auto param_def = identifier > ':' > type_name;
const auto params_def = '(' > -(param % ',') > ')';
const auto names_def = '(' > -(identifier % ',') > ')';
const auto action_decl_def = kw("action") > identifier > params > -string_lit > -(kw("while") > expr) > ';';
// `must only play(p, c)`: an obligation; `only` is no reserved word (an
// action may be named only: `must only(p)`).
const auto permission_def = (kwv("can") | kwv("cant") | kwv("must")) >
                            x3::matches[kw("only") >> &(identifier >> '(')] > identifier > names > -string_lit >
                            -(kw("when") > expr) > ';';
const auto invariant_def =
    kw("invariant") > identifier > string_lit > kw("for") > (binder % ',') > ':' > expr > ';';
const auto procedure_def = kw("procedure") > identifier > params > -string_lit > block;
const auto phase_def = (kwv("phase") | kwv("step")) > identifier > -string_lit > block;
const auto turn_def = kw("turn") > -string_lit > ':' > (identifier % ',') > ';';
const auto trigger_def = kw("when") > identifier > names > -string_lit > -(kw("where") > expr) > block;
const auto assign_op = x3::string("+=") | x3::string("-=") | x3::string("=");
const auto continuous_def = kw("continuous") > identifier > -string_lit > kw("for") > binder >
                            ':' > ref > assign_op > expr > ';';
// `power` followed by a string opens a card's power; otherwise `power` may be
// an ordinary property key (`stat power;` ... `power 1;`). A power without
// symbols costs nothing (docs/dsl.md). A power whose timing is declared
// `: event` names its event after the timing: `answer(played)`.
// Words before `power` are its attributes (card vocabulary): none of them
// is `power`, so `stat power;` stays a declaration and `power 1;` a property.
const auto power_attributes_def = *(identifier - kw("power"));
const auto power_def = power_attributes >> (kw("power") >> string_lit) > identifier > -('(' > identifier > ')') >
                       -(identifier % ',') > block;
// A card's `ability A, B;`; a string after an ability's name renames its
// one power on this card: `ability on_the_line "You A** is Already on the Line";`.
const auto ability_use_def = kwv("ability") >> (expr % (',' | &string_lit)) > ';';
const auto card_item_def = permission | trigger | continuous | power | ability_use | property;
const auto card_def_def =
    kw("card") > -card_id > string_lit > -copies > '{' > *card_item > '}';
const auto card_use_def = (card_id | string_lit) > -copies > ';';
const auto deck_entry_def = card_def | card_use;
const auto deck_def = kw("deck") > identifier > -string_lit > -(kw("board") > identifier) > '{' > *deck_entry > '}';
const auto card_set_def = kw("set") > identifier > -string_lit > '{' > *card_def > '}';
const auto faces_def = expr % ',';
const auto die_def = kw("die") > identifier > '=' > faces > ';';
const auto function_def = kw("function") > identifier > params > ':' > type_name > -string_lit > '=' >
                          expr > ';';
const auto board_def = kw("board") > identifier > '=' > string_lit > ';';
const auto term_def = kw("term") > identifier > '(' > identifier > ')' > -string_lit > '=' > expr > ';';
const auto ability_def = kw("ability") > identifier > -string_lit > '{' > *card_item > '}';
const auto attribute_def = kw("attribute") > identifier > '(' > identifier > ')' > -string_lit > '{' >
                           -(kw("first") > block) > *card_item > '}';
const auto decl_def = game_decl | declare | action_decl | permission | invariant |
                      procedure | phase | turn | trigger | continuous | card_set | deck | die |
                      function | board | term | ability | attribute;
const auto file_def = *decl > attr(std::string());

BOOST_SPIRIT_DEFINE(identifier, name, string_lit, integer, card_id, copies, ref, operand,
                    operation, binop, chain, folded, expr, unary, call, args, legal, binder, aggregate,
                    paren_body, paren, let_stmt, set_stmt, move_stmt, verb_stmt, perform_stmt, block,
                    branch, branches, if_stmt, for_stmt, repeat_stmt, while_stmt, option,
                    choose_stmt, chance_stmt, stmt, property, game_decl, declare, type_name, param,
                    params, names, action_decl, permission, invariant, procedure, phase,
                    turn, trigger, continuous, power, card_item, card_def, card_use, deck_entry,
                    deck, card_set, decl, file)
// A second list: one BOOST_SPIRIT_DEFINE takes at most 64 rules.
BOOST_SPIRIT_DEFINE(all_ref, all_body, all_word, verb_arg, faces, die, function, board, term, ability,
                    attribute, power_attributes, ability_use, call_end)

}  // namespace canbeat::dsl::grammar

