// The options of a stopped choice (vm.hpp: Stop::choice), listed, keyed
// and taken the same way for every game, as the reference lists them
// (interpreter/decide.cpp exec_choose, exec_chance): one option a
// binder-less alternative, one a distinct element of a binder's domain its
// `where` holds for, keyed "LABEL ELEMENT". A game stores each listed
// option as the pair (option, element) in its own way, sorts them by key
// where it does not list them in key order, and takes the one chosen.
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "fast-engine/cards/vm.hpp"

namespace canbeat::fast::cards {

// What element means in a listed option (option, element): -1 for an
// option without a binder; a seat (Option::players); a power
// (Option::powers: card * kPowerStride + index); the index of one of
// Option::elements; for a chance over a die (Choice::faces), the index of
// the face's first print; else a card.
enum class Element : unsigned char { none, seat, card, power, known, face };

inline Element element_of(const Choice& c, int option) {
  const Option& o = c.options[std::size_t(option)];
  if (!c.faces.empty()) return Element::face;
  if (o.binder < 0) return Element::none;
  if (!o.elements.empty()) return Element::known;
  return o.players ? Element::seat : o.powers ? Element::power : Element::card;
}

// Whether a label begins another's and a space follows ("a", "a b"): an
// option of the first may sort after one of the second.
inline bool prefixed_labels(const Choice& c) {
  for (const Option& a : c.options)
    for (const Option& b : c.options)
      if (b.label.size() > a.label.size() && b.label.compare(0, a.label.size(), a.label) == 0 &&
          b.label[a.label.size()] == ' ')
        return true;
  return false;
}

// Whether two options share a label (options are sorted by label).
inline bool repeated_labels(const Choice& c) {
  for (std::size_t o = 1; o < c.options.size(); ++o)
    if (c.options[o - 1].label == c.options[o].label) return true;
  return false;
}

// Whether options listed label by label, each label's elements in key
// order, are in key order: not when labels repeat (their elements
// interleave), nor when labels are prefixed.
inline bool listed_in_key_order(const Choice& c) { return !repeated_labels(c) && !prefixed_labels(c); }

// The value option `option`'s binder takes for a listed element.
inline int element_value(const Choice& c, int option, int element) {
  const Option& o = c.options[std::size_t(option)];
  switch (element_of(c, option)) {
    case Element::none: return -1;
    case Element::face: return c.faces[std::size_t(element)];
    case Element::known: return o.elements[std::size_t(element)];
    default: return element;
  }
}

// The key of a listed option: its label, then its element's name; name(
// Element, element, key) appends a seat's, a card's or a power's, which
// only the game knows.
template <class Name>
void option_key(std::string& key, const Choice& c, int option, int element, Name&& name) {
  const Option& o = c.options[std::size_t(option)];
  key = o.label;
  const Element kind = element_of(c, option);
  if (kind == Element::none) return;
  key += ' ';
  if (kind == Element::face) key += std::to_string(c.faces[std::size_t(element)]);
  else if (kind == Element::known) key += o.keys[std::size_t(element)];
  else name(kind, element, key);
}

// How many of a chance's draws the known element `element` of option o
// stands for: the elements of its key its where holds for.
template <class Host>
std::uint32_t known_weight(const Program& p, Frame f, Host& host, const Option& o, int element) {
  const std::string& key = o.keys[std::size_t(element)];
  std::uint32_t n = 0;
  for (std::size_t i = 0; i < o.elements.size(); ++i)
    n += o.keys[i] == key && option_where(p, f, host, o, o.elements[i]);
  return n;
}

namespace detail {

// Whether two listed options of the same label have the same key.
inline bool same_key(const Choice& c, std::pair<int, int> a, std::pair<int, int> b) {
  const Element ka = element_of(c, a.first), kb = element_of(c, b.first);
  if (ka != kb) return false;
  if (ka != Element::known) return a.second == b.second;
  return c.options[std::size_t(a.first)].keys[std::size_t(a.second)] ==
         c.options[std::size_t(b.first)].keys[std::size_t(b.second)];
}

// Per key in byte order, the first element of option o its where holds
// for, with (for a chance) how many of that key it holds for.
template <class Host, class Add>
void list_known(const Program& p, Frame& f, Host& host, const Choice& c, int option, Add&& add) {
  const Option& o = c.options[std::size_t(option)];
  std::vector<int> order(o.elements.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return o.keys[std::size_t(a)] < o.keys[std::size_t(b)]; });
  for (std::size_t i = 0; i < order.size();) {
    const std::string& key = o.keys[std::size_t(order[i])];
    int first = -1;
    std::uint32_t n = 0;
    for (; i < order.size() && o.keys[std::size_t(order[i])] == key; ++i)
      if (option_where(p, f, host, o, o.elements[std::size_t(order[i])]) && n++ == 0) first = order[i];
    if (first >= 0) add(option, first, c.chance ? n : 1u);
  }
}

}  // namespace detail

// Lists every option open to the choice c the frame stopped at, as
// add(option, element, weight): options in their order (by label), a
// binder's candidates in the game's key order: `seats` the seats by name,
// each_card(zone, visit) visiting a zone's cards (zone -1: every instance)
// by key; a power's candidates its cards' powers, each card's in its
// order; a known list per key in byte order; a die's faces in its order.
// An element an earlier option of the same label listed is not listed
// again: the reference keeps the first option of a key.
template <class Host, class Seats, class EachCard, class Add>
void list_options(const Program& p, Frame& f, Host& host, const Choice& c, const Seats& seats, EachCard&& each_card,
                  Add&& add) {
  if (!c.faces.empty()) return open_faces(p, f, host, c, [&](int k, int, std::uint32_t w) { add(0, k, w); });
  std::vector<std::pair<int, int>> run;  // listed under a label an option shares
  for (int o = 0; o < int(c.options.size()); ++o) {
    const Option& opt = c.options[std::size_t(o)];
    const bool shared = (o > 0 && c.options[std::size_t(o - 1)].label == opt.label) ||
                        (o + 1 < int(c.options.size()) && c.options[std::size_t(o + 1)].label == opt.label);
    if (o > 0 && c.options[std::size_t(o - 1)].label != opt.label) run.clear();
    auto offer = [&](int option, int element, std::uint32_t weight) {
      if (shared) {
        for (const auto& seen : run)
          if (detail::same_key(c, seen, {option, element})) return;
        run.emplace_back(option, element);
      }
      add(option, element, weight);
    };
    if (opt.binder < 0) {
      offer(o, -1, 1);
    } else if (!opt.elements.empty()) {
      detail::list_known(p, f, host, c, o, offer);
    } else if (opt.players) {
      for (int q : seats)
        if (option_where(p, f, host, opt, q)) offer(o, q, 1);
    } else {
      each_card(option_zone(p, f, host, opt), [&](int card) {
        if (!opt.powers) {
          if (option_where(p, f, host, opt, card)) offer(o, card, 1);
          return;
        }
        if constexpr (requires { host.power_count(0); })
          for (int k = 0, n = host.power_count(card); k < n; ++k)
            if (option_where(p, f, host, opt, card * kPowerStride + k)) offer(o, card * kPowerStride + k, 1);
      });
    }
  }
}

}  // namespace canbeat::fast::cards
