// A card's shared text (desugar_pass.hpp): the abilities it lists and the
// attributes its powers carry, unfolded into plain card items, so that the
// text a rulebook or several cards share is written once.
#include <algorithm>
#include <string>
#include <vector>

#include "dsl/desugar_pass.hpp"

namespace canbeat::dsl::sugar {

bool is_ability_use(const ast::CardItem& i) {
  const auto* p = boost::get<ast::Property>(&i.get());
  return p && p->key == "ability";
}

// `ability A "NAME";`: the versions of a card print one power under two
// names (names are facts), so the name is the card's and the body A's.
void Desugar::rename_power(std::vector<ast::CardItem>& items, std::size_t from, const ast::Expr& name) {
  std::vector<ast::Power*> powers;
  for (std::size_t i = from; i < items.size(); ++i)
    if (auto* p = boost::get<ast::Power>(&items[i].get())) powers.push_back(p);
  if (powers.size() != 1) return error(name, "a power's name follows an ability of exactly one power");
  powers[0]->name = boost::get<std::string>(name.root.get());
}

// The card's items with each `ability A;` replaced by A's items.
std::vector<ast::CardItem> Desugar::with_abilities(std::vector<ast::CardItem>& items) {
  std::vector<ast::CardItem> out;
  for (auto& i : items) {
    if (!is_ability_use(i)) {
      out.push_back(std::move(i));
      continue;
    }
    std::size_t from = out.size();
    bool known = false;
    for (const auto& value : boost::get<ast::Property>(i.get()).values) {
      if (boost::get<std::string>(&value.root.get())) {
        if (known) rename_power(out, from, value);
        else error(value, "a power's name follows an ability's name");
        known = false;
        continue;
      }
      const auto* r = boost::get<ast::Ref>(&value.root.get());
      const std::string name = r ? r->head : "?";
      auto it = r && r->members.empty() ? v_.abilities.find(name) : v_.abilities.end();
      from = out.size();
      known = it != v_.abilities.end();
      if (known) out.insert(out.end(), it->second->items.begin(), it->second->items.end());
      else if (v_.attributes.count(name)) error(value, "'" + name + "' is a power attribute: write it before a power");
      else error(value, "unknown ability '" + name + "' (declare it: ability NAME { ... })");
    }
  }
  return out;
}

// Abilities unfolded, then each item rewritten and each power's attributes
// attached after it.
void Desugar::card(ast::CardDef& c) {
  std::vector<ast::CardItem> items = with_abilities(c.items), out;
  int powers = 0;
  for (auto& i : items) {
    if (const auto* p = boost::get<ast::Property>(&i.get()); p && v_.attributes.count(p->key))
      error(*p, "attribute '" + p->key + "' is said of a power: `" + p->key + " power \"NAME\" ...`");
    item(i);
    auto* p = boost::get<ast::Power>(&i.get());
    std::vector<ast::CardItem> added = p ? attach(*p, powers++) : std::vector<ast::CardItem>{};
    out.push_back(std::move(i));
    for (auto& a : added) out.push_back(std::move(a));
  }
  c.items = std::move(out);
}

// The attribute's items for power p, rewritten with u standing for p.
std::vector<ast::CardItem> Desugar::attribute_items(const ast::Attribute& a) {
  std::vector<ast::CardItem> out;
  for (auto item : a.items) {
    if (auto* m = boost::get<ast::Permission>(&item.get()))
      for (const auto& name : m->params)
        if (name == a.param)
          error(*m, "attribute '" + a.name + "': '" + a.param + "' stands for the power; name the parameter otherwise");
    this->item(item);
    out.push_back(std::move(item));
  }
  return out;
}

// `once_per_game power "P" ...`: each attribute's first statements open P's
// body, in the order written, and its items follow P on the card. The bit
// (2 to P's index among the card's powers) lets the rules keep a mark per
// power in one per_card var, so two powers of one card never share it.
std::vector<ast::CardItem> Desugar::attach(ast::Power& p, int index) {
  std::vector<ast::CardItem> out;
  std::vector<ast::Stmt> first;
  for (const auto& name : p.attributes) {
    auto it = v_.attributes.find(name);
    if (it == v_.attributes.end()) {
      error(p, "unknown attribute '" + name + "' (declare it: attribute NAME(u) { ... })");
      continue;
    }
    if (index > 29) error(p, "attribute '" + name + "' on the 31st power of a card: a power's bit would not fit");
    const PowerUse use{it->second->param, p.name, 1L << std::min(index, 29)};
    power_ = &use;
    if (it->second->first) {
      ast::Block b = *it->second->first;
      block(b);
      for (auto& s : b.stmts) first.push_back(std::move(s));
    }
    for (auto& item : attribute_items(*it->second)) out.push_back(std::move(item));
    power_ = nullptr;
  }
  p.body.stmts.insert(p.body.stmts.begin(), first.begin(), first.end());
  p.attributes.clear();
  return out;
}

// Inside an attribute, `u.name`, `u.bit` and `u.card...` of the power it is
// attached to.
bool Desugar::power_ref(ast::Node& n) {
  auto* r = boost::get<ast::Ref>(&n.get());
  if (!power_ || !r || r->head != power_->param) return false;
  const std::string first = r->members.empty() ? "" : r->members[0];
  if (first == "name" && r->members.size() == 1) n = ast::Node(power_->name);
  else if (first == "bit" && r->members.size() == 1) n = ast::Node(power_->bit);
  else if (first == "card") {
    r->head = "self";
    r->members.erase(r->members.begin());
    node(n);
  } else {
    error(*r, "'" + power_->param + "' stands for a power: read " + power_->param + ".name, " + power_->param +
                  ".bit or " + power_->param + ".card");
  }
  return true;
}

// `set u.card.V = ...` in an attribute: the card's var.
void Desugar::power_target(ast::Ref& r) {
  if (!power_ || r.head != power_->param) return;
  if (r.members.size() < 2 || r.members[0] != "card") {
    error(r, "'" + power_->param + "' stands for a power: set a var of " + power_->param + ".card");
    return;
  }
  r.head = "self";
  r.members.erase(r.members.begin());
}

}  // namespace canbeat::dsl::sugar
