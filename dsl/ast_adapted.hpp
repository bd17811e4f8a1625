// Boost.Fusion views of the AST nodes, so X3 can fill them field by field.
// Kept apart from ast.hpp (as in X3's rexpr example) so that readers of the
// AST do not pull in Fusion. The Pos base is not adapted: on_success fills it.
#pragma once

#include <boost/fusion/include/adapt_struct.hpp>

#include "dsl/ast.hpp"
#include "dsl/precedence.hpp"

namespace cba = canbeat::ast;

BOOST_FUSION_ADAPT_STRUCT(cba::Ref, head, members)
// The chain the grammar reads; fold() makes the Expr's tree of it, so Expr,
// Binary and Paren have no view of their own.
BOOST_FUSION_ADAPT_STRUCT(canbeat::dsl::Operation, op, operand)
BOOST_FUSION_ADAPT_STRUCT(canbeat::dsl::Chain, first, rest)
BOOST_FUSION_ADAPT_STRUCT(cba::Unary, op, operand)
BOOST_FUSION_ADAPT_STRUCT(cba::Call, name, args)
BOOST_FUSION_ADAPT_STRUCT(cba::Legal, action, args)
BOOST_FUSION_ADAPT_STRUCT(cba::Binder, var, domain, where)
BOOST_FUSION_ADAPT_STRUCT(cba::Aggregate, fn, binder, value)
BOOST_FUSION_ADAPT_STRUCT(cba::Let, name, value)
BOOST_FUSION_ADAPT_STRUCT(cba::Set, target, value)
BOOST_FUSION_ADAPT_STRUCT(cba::Move, all, what, bottom, to)
BOOST_FUSION_ADAPT_STRUCT(cba::Verb, verb, args)
BOOST_FUSION_ADAPT_STRUCT(cba::Perform, call, unused)
BOOST_FUSION_ADAPT_STRUCT(cba::Block, stmts, unused)
BOOST_FUSION_ADAPT_STRUCT(cba::Branch, cond, body)
BOOST_FUSION_ADAPT_STRUCT(cba::If, branches, otherwise)
BOOST_FUSION_ADAPT_STRUCT(cba::For, binder, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Repeat, count, body)
BOOST_FUSION_ADAPT_STRUCT(cba::While, cond, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Option, label, binder, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Choose, player, secret, if_any, up_to, any_number, stop, options)
BOOST_FUSION_ADAPT_STRUCT(cba::Chance, label, binder, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Property, key, values)
BOOST_FUSION_ADAPT_STRUCT(cba::GameDecl, name, props)
BOOST_FUSION_ADAPT_STRUCT(cba::Declare, what, name, flags, init)
BOOST_FUSION_ADAPT_STRUCT(cba::Param, name, type)
BOOST_FUSION_ADAPT_STRUCT(cba::ActionDecl, name, params, cite, guard)
BOOST_FUSION_ADAPT_STRUCT(cba::Permission, modality, only, action, params, cite, when)
BOOST_FUSION_ADAPT_STRUCT(cba::Invariant, name, text, binders, check)
BOOST_FUSION_ADAPT_STRUCT(cba::Procedure, name, params, cite, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Die, name, faces)
BOOST_FUSION_ADAPT_STRUCT(cba::BoardDecl, name, path)
BOOST_FUSION_ADAPT_STRUCT(cba::Function, name, params, type, cite, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Phase, kind, name, cite, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Turn, cite, phases)
BOOST_FUSION_ADAPT_STRUCT(cba::Trigger, event, params, cite, where, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Continuous, name, cite, binder, target, op, amount)
BOOST_FUSION_ADAPT_STRUCT(cba::Power, attributes, name, timing, event, cost, body)
BOOST_FUSION_ADAPT_STRUCT(cba::CardDef, id, name, copies, items)
BOOST_FUSION_ADAPT_STRUCT(cba::CardUse, card, copies)
BOOST_FUSION_ADAPT_STRUCT(cba::Deck, name, cite, board, entries)
BOOST_FUSION_ADAPT_STRUCT(cba::CardSet, name, cite, cards)
BOOST_FUSION_ADAPT_STRUCT(cba::Term, name, param, cite, body)
BOOST_FUSION_ADAPT_STRUCT(cba::Ability, name, cite, items)
BOOST_FUSION_ADAPT_STRUCT(cba::Attribute, name, param, cite, first, items)
BOOST_FUSION_ADAPT_STRUCT(cba::File, decls, unused)
