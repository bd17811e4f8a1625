// Text reports of a divergence: the table users read, and the signature the
// shrinker compares.
#include <fmt/format.h>

#include <algorithm>

#include "harness/lockstep.hpp"

namespace canbeat {

namespace {

std::string list_text(const std::vector<std::string>& keys) {
  return "[" + fmt::format("{}", fmt::join(keys, ", ")) + "]";
}

// Seat numbers stand in for names the caller did not give.
std::string who(const Pending& p, const std::vector<std::string>& seats) {
  if (!seats.empty() || p.seat < 0) return pending_text(p, seats);
  std::vector<std::string> numbers;
  for (int i = 0; i <= p.seat; ++i) numbers.push_back(std::to_string(i));
  return pending_text(p, numbers);
}

std::string or_none(const std::string& error) { return error.empty() ? "(no error)" : error; }

// `path | reference | fast` with each column padded to its widest cell.
std::string field_table(const std::vector<FieldDiff>& fields) {
  std::size_t w0 = 4, w1 = 9;
  for (const FieldDiff& f : fields) {
    w0 = std::max(w0, f.path.size());
    w1 = std::max(w1, f.reference.size());
  }
  std::string out = fmt::format("{:<{}} | {:<{}} | fast\n", "path", w0, "reference", w1);
  out += fmt::format("{:-<{}}-+-{:-<{}}-+-----\n", "", w0, "", w1);
  for (const FieldDiff& f : fields)
    out += fmt::format("{:<{}} | {:<{}} | {}\n", f.path, w0, f.reference, w1, f.fast);
  return out;
}

}  // namespace

std::string describe(const Divergence& d, const std::vector<std::string>& seats) {
  std::string out = fmt::format("divergence at step {} (after {} choice{})\n", d.step,
                                d.choices.size(), d.choices.size() == 1 ? "" : "s");
  out += "choices so far:\n";
  if (d.choices.empty()) out += "  (none: the initial states differ)\n";
  for (std::size_t i = 0; i < d.choices.size(); ++i)
    out += fmt::format("  {:>3}. {}\n", i + 1, d.choices[i]);
  if (!d.reference_error.empty() || !d.fast_error.empty())
    out += fmt::format("error:\n  reference: {}\n  fast:      {}\n", or_none(d.reference_error),
                       or_none(d.fast_error));
  if (d.pending_differs)
    out += fmt::format("pending:\n  reference: {}\n  fast:      {}\n",
                       who(d.reference_pending, seats), who(d.fast_pending, seats));
  if (d.options_differ)
    out += fmt::format("options:\n  reference: {}\n  fast:      {}\n",
                       list_text(d.reference_options), list_text(d.fast_options));
  if (d.weights_differ)
    out += fmt::format("option weights:\n  reference: [{}]\n  fast:      [{}]\n",
                       fmt::join(d.reference_weights, ", "), fmt::join(d.fast_weights, ", "));
  if (d.outcome_differs)
    out += fmt::format("outcome:\n  reference: {}\n  fast:      {}\n", d.reference_outcome,
                       d.fast_outcome);
  if (!d.fields.empty()) out += field_table(d.fields);
  return out;
}

std::string divergence_signature(const Divergence& d) {
  // Error kinds, not messages: messages often quote state that shrinking
  // legitimately changes.
  auto kind = [](const std::string& e) { return e.substr(0, e.find(':')); };
  std::string out;
  if (!d.reference_error.empty() || !d.fast_error.empty())
    out += "error " + kind(d.reference_error) + "/" + kind(d.fast_error) + ";";
  if (d.pending_differs) out += "pending;";
  if (d.options_differ) out += "options;";
  if (d.weights_differ) out += "weights;";
  if (d.outcome_differs) out += "outcome;";
  for (const FieldDiff& f : d.fields) out += "field " + f.path + ";";
  return out;
}

}  // namespace canbeat
