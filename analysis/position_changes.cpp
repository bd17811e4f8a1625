#include "analysis/position_changes.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>
#include <utility>

#include "analysis/ast_as.hpp"

namespace canbeat::analysis {

std::size_t pick(Rng& rng, std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); }

std::string card_name(const std::string& text) { return text.substr(0, text.find(" {")); }

namespace {

// The owner of a table zone's field (`table.ZONE`).
const std::string kTable = "table";

// Another zone of the same seat as zone `from`, or npos; the table's zones
// (`table.ZONE`, shared by every seat) trade cards with every seat's.
std::size_t other_zone(const Zones& z, std::size_t from, Rng& rng) {
  std::vector<std::size_t> to;
  auto same = [&z, from](std::size_t i) {
    const std::string& a = z.zones[i].seat;
    const std::string& b = z.zones[from].seat;
    return a == b || a == kTable || b == kTable;
  };
  for (std::size_t i = 0; i < z.zones.size(); ++i)
    if (i != from && same(i)) to.push_back(i);
  return to.empty() ? std::string::npos : to[pick(rng, to.size())];
}

void move_card(Zones& z, std::size_t from, std::size_t card, Rng& rng) {
  std::size_t to = other_zone(z, from, rng);
  if (to == std::string::npos) return;
  z.zones[to].cards.push_back(z.zones[from].cards[card]);
  z.zones[from].cards.erase(z.zones[from].cards.begin() + static_cast<long>(card));
}

// A copy of one of `cards`, each name as often (a card of one copy as
// often as one of ten): its zone and place there, or none.
std::optional<std::pair<std::size_t, std::size_t>> named_copy(const Zones& z, const std::vector<std::string>& cards,
                                                              Rng& rng) {
  if (cards.empty()) return std::nullopt;
  const std::string& name = cards[pick(rng, cards.size())];
  std::vector<std::pair<std::size_t, std::size_t>> at;
  for (std::size_t i = 0; i < z.zones.size(); ++i)
    for (std::size_t c = 0; c < z.zones[i].cards.size(); ++c)
      if (card_name(z.zones[i].cards[c]) == name) at.emplace_back(i, c);
  if (at.empty()) return std::nullopt;
  return at[pick(rng, at.size())];
}

}  // namespace

Zones zones_of(const Observation& o, const std::vector<std::string>& seats, const std::set<std::string>& names) {
  Zones z;
  auto is_name = [&names](std::string_view n) { return names.count(std::string(n)) > 0; };
  for (std::size_t i = 0; i < o.fields.size(); ++i) {
    const Field& f = o.fields[i];
    std::size_t dot = f.path.find('.');
    if (dot == std::string::npos || f.path.find('.', dot + 1) != std::string::npos) continue;
    std::string seat = f.path.substr(0, dot);
    if (seat != kTable && std::find(seats.begin(), seats.end(), seat) == seats.end()) continue;
    if (auto cards = zone_cards(f.value, is_name)) z.zones.push_back({i, seat, f.path.substr(dot + 1), *cards});
  }
  return z;
}

void write_back(Observation& o, const Zones& z) {
  for (const Zones::Zone& zone : z.zones)
    o.fields[zone.field].value = fmt::format("[{}]", fmt::join(zone.cards, ", "));
}

// A copy of a card the finding names, moved into another zone of its seat.
bool move_named(Zones& z, const std::vector<std::string>& cards, Rng& rng) {
  std::vector<std::pair<std::size_t, std::size_t>> at;
  for (std::size_t i = 0; i < z.zones.size(); ++i)
    for (std::size_t c = 0; c < z.zones[i].cards.size(); ++c)
      if (std::find(cards.begin(), cards.end(), card_name(z.zones[i].cards[c])) != cards.end()) at.emplace_back(i, c);
  if (at.empty()) return false;
  auto [zone, card] = at[pick(rng, at.size())];
  move_card(z, zone, card, rng);
  return true;
}

void move_any(Zones& z, Rng& rng) {
  std::vector<std::size_t> full;
  for (std::size_t i = 0; i < z.zones.size(); ++i)
    if (!z.zones[i].cards.empty()) full.push_back(i);
  if (full.empty()) return;
  std::size_t from = full[pick(rng, full.size())];
  move_card(z, from, pick(rng, z.zones[from].cards.size()), rng);
}

// Every card of a zone into another zone of its seat: an empty deck, hand
// or row. (A card in another seat's zone no fast engine stages.)
void empty_zone(Zones& z, Rng& rng) {
  if (z.zones.empty()) return;
  std::size_t from = pick(rng, z.zones.size()), to = other_zone(z, from, rng);
  if (to == std::string::npos) return;
  auto& cards = z.zones[from].cards;
  z.zones[to].cards.insert(z.zones[to].cards.end(), cards.begin(), cards.end());
  cards.clear();
}

// One card's marks given to another card of its zone ("x.col == b.order"
// of two cards), or one of its marks a step away.
void copy_marks(Zones& z, Rng& rng) {
  std::vector<std::pair<std::size_t, std::size_t>> marked;
  for (std::size_t i = 0; i < z.zones.size(); ++i)
    for (std::size_t c = 0; c < z.zones[i].cards.size(); ++c)
      if (z.zones[i].cards[c].find(" {") != std::string::npos) marked.emplace_back(i, c);
  if (marked.empty()) return;
  auto [zone, card] = marked[pick(rng, marked.size())];
  auto& cards = z.zones[zone].cards;
  const std::string marks = cards[card].substr(cards[card].find(" {"));
  std::size_t other = pick(rng, cards.size());
  cards[other] = card_name(cards[other]) + marks;
}

// One mark of a copy of a card the finding names a step or two away, or
// at 0: the card where play would put it only later, or never from the
// start (a statement of the card that reads its own mark against a
// number of the game). Marks read "{k=v, k=v}"; none: unchanged.
void step_named_mark(Zones& z, const std::vector<std::string>& cards, Rng& rng) {
  std::vector<std::string*> marked;
  for (Zones::Zone& zone : z.zones)
    for (std::string& c : zone.cards)
      if (c.find(" {") != std::string::npos && std::find(cards.begin(), cards.end(), card_name(c)) != cards.end())
        marked.push_back(&c);
  if (marked.empty()) return;
  std::string& card = *marked[pick(rng, marked.size())];
  std::vector<std::size_t> values;  // where each mark's value begins
  for (std::size_t at = card.find('=', card.find(" {")); at != std::string::npos; at = card.find('=', at + 1))
    values.push_back(at + 1);
  if (values.empty()) return;
  std::size_t begin = values[pick(rng, values.size())], end = card.find_first_of(",}", begin);
  const std::string value = card.substr(begin, end - begin);
  if (value.empty() || value.find_first_not_of("-0123456789") != std::string::npos) return;
  const long steps[] = {-2, -1, 1, 2, 0};
  long step = steps[pick(rng, 5)];
  card.replace(begin, end - begin, std::to_string(step == 0 ? 0 : std::stol(value) + step));
}

// A copy of a card the finding names moved into a zone of another seat,
// with the marks of a card there (a card one seat plays onto another's
// side); the engines' position checks reject what no rule allows.
void cross_named(Zones& z, const std::vector<std::string>& cards, Rng& rng) {
  std::optional<std::pair<std::size_t, std::size_t>> copy = named_copy(z, cards, rng);
  if (!copy) return;
  auto [from, card] = *copy;
  // The marked cards of another seat: its cards in play.
  std::vector<std::pair<std::size_t, std::size_t>> models;
  for (std::size_t i = 0; i < z.zones.size(); ++i)
    for (std::size_t c = 0; c < z.zones[i].cards.size(); ++c)
      if (z.zones[i].seat != z.zones[from].seat && z.zones[i].cards[c].find(" {") != std::string::npos)
        models.emplace_back(i, c);
  if (models.empty()) return;
  auto [to, model] = models[pick(rng, models.size())];
  const std::string& text = z.zones[to].cards[model];
  z.zones[to].cards.push_back(card_name(z.zones[from].cards[card]) + text.substr(text.find(" {")));
  z.zones[from].cards.erase(z.zones[from].cards.begin() + static_cast<long>(card));
}

// A copy of a card the finding names moved, unmarked, into the zone of
// the same name of another seat: a card one seat gives another (a new
// card could); the engines' position checks reject what no rule allows.
void give_named(Zones& z, const std::vector<std::string>& cards, Rng& rng) {
  std::optional<std::pair<std::size_t, std::size_t>> copy = named_copy(z, cards, rng);
  if (!copy) return;
  auto [from, card] = *copy;
  std::vector<std::size_t> to;
  for (std::size_t i = 0; i < z.zones.size(); ++i)
    if (z.zones[i].seat != z.zones[from].seat && z.zones[i].name == z.zones[from].name) to.push_back(i);
  if (to.empty()) return;
  z.zones[to[pick(rng, to.size())]].cards.push_back(card_name(z.zones[from].cards[card]));
  z.zones[from].cards.erase(z.zones[from].cards.begin() + static_cast<long>(card));
}

// A seat's or the game's number a step or two away, or at 0.
void step_number(Observation& o, Rng& rng) {
  std::vector<std::size_t> numbers;
  for (std::size_t i = 0; i < o.fields.size(); ++i) {
    const Field& f = o.fields[i];
    if (f.path == "turn" || f.path.find('.') == std::string::npos || f.value.empty()) continue;
    if (f.value.find_first_not_of("-0123456789") == std::string::npos) numbers.push_back(i);
  }
  if (numbers.empty()) return;
  Field& f = o.fields[numbers[pick(rng, numbers.size())]];
  const long steps[] = {-2, -1, 1, 2, 0};
  long step = steps[pick(rng, 5)];
  f.value = std::to_string(step == 0 ? 0 : std::stol(f.value) + step);
}

// A number the finding's conditions read (`d.shut == 1`) a step or two
// away, or at 0; a door's on every door at once, since a condition reads
// the door between two spaces wherever the models stand.
void step_read_number(Observation& o, const std::set<std::string>& reads, Rng& rng) {
  std::vector<std::size_t> read;
  for (std::size_t i = 0; i < o.fields.size(); ++i) {
    const Field& f = o.fields[i];
    std::size_t dot = f.path.rfind('.');
    if (dot == std::string::npos || !reads.count(f.path.substr(dot + 1)) || f.value.empty()) continue;
    if (f.value.find_first_not_of("-0123456789") == std::string::npos) read.push_back(i);
  }
  if (read.empty()) return;
  const Field chosen = o.fields[read[pick(rng, read.size())]];
  const long steps[] = {-2, -1, 1, 2, 0};
  long step = steps[pick(rng, 5)];
  const std::string value = std::to_string(step == 0 ? 0 : std::stol(chosen.value) + step);
  const std::string var = chosen.path.substr(chosen.path.rfind('.'));
  bool door = chosen.path.rfind("door.", 0) == 0;
  for (std::size_t i : read) {
    Field& f = o.fields[i];
    bool same = door ? f.path.rfind("door.", 0) == 0 && f.path.substr(f.path.rfind('.')) == var : f.path == chosen.path;
    if (same) f.value = value;
  }
}

// The two marks a function of the rules turns into a space
// (`space_at(m.x, m.y)`), or none: how a card stands on the board.
std::vector<std::string> coordinate_marks(const dsl::Game& g) {
  for (const ast::Function* f : g.all<ast::Function>()) {
    const auto* call = as<ast::Call>(f->body.root);
    if (!call || call->name != "space_at" || call->args.size() != 2) continue;
    std::vector<std::string> marks;
    for (const ast::Expr& a : call->args)
      if (const auto* r = boost::get<ast::Ref>(&a.root.get()); r && r->members.size() == 1) marks.push_back(r->members[0]);
    if (marks.size() == 2) return marks;
  }
  return {};
}

// A card that stands on the board (one with a coordinate mark) moved onto
// a space of one of its doors: a condition about the door between two
// spaces is asked only of a piece beside it.
void beside_door(Zones& z, const dsl::Board& board, const std::vector<std::string>& coords, Rng& rng) {
  if (board.doors.empty() || coords.size() != 2) return;
  std::vector<std::string*> standing;
  for (Zones::Zone& zone : z.zones)
    for (std::string& c : zone.cards)
      if (c.find(" {") != std::string::npos &&
          (c.find(coords[0] + "=") != std::string::npos || c.find(coords[1] + "=") != std::string::npos))
        standing.push_back(&c);
  if (standing.empty()) return;
  std::string& card = *standing[pick(rng, standing.size())];
  const dsl::Board::Door& door = board.doors[pick(rng, board.doors.size())];
  auto [x, y] = board.spaces.at(static_cast<std::size_t>(pick(rng, 2) == 0 ? door.a : door.b));
  std::string marks = card.substr(card.find(" {") + 2);
  marks.pop_back();  // the closing brace
  std::vector<std::string> kept{fmt::format("{}={}", coords[0], x), fmt::format("{}={}", coords[1], y)};
  for (std::size_t at = 0; at < marks.size();) {
    std::size_t end = std::min(marks.find(", ", at), marks.size());
    std::string mark = marks.substr(at, end - at);
    std::string key = mark.substr(0, mark.find('='));
    if (key != coords[0] && key != coords[1]) kept.push_back(mark);
    at = end + 2;
  }
  card = fmt::format("{} {{{}}}", card_name(card), fmt::join(kept, ", "));
}

bool reads_door(const Observation& o, const std::set<std::string>& reads) {
  return std::any_of(o.fields.begin(), o.fields.end(), [&reads](const Field& f) {
    return f.path.rfind("door.", 0) == 0 && reads.count(f.path.substr(f.path.rfind('.') + 1));
  });
}

}  // namespace canbeat::analysis
