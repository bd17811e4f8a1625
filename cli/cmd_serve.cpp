// canbeat serve: canbeat itself as an engine of the line protocol
// (docs/engine-protocol.md) on its standard input and output. Another
// program asks the reference what the rules allow (the options) and what a
// choice leads to (the state after it); `diff --engine-cmd "canbeat serve
// ..."` checks the built-in engines through the protocol (its overhead).
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

#include "cli/commands.hpp"
#include "cli/session.hpp"
#include "harness/process_engine.hpp"
#include "harness/wire_json.hpp"

namespace canbeat::cli {

namespace {

std::string strings_json(const std::vector<std::string>& v) {
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + wire::quote(v[i]);
  return out + "]";
}

// The members every reply after a change carries: who decides, the options
// with their weights, the outcome.
std::string state_json(const Engine& e) {
  std::string weights = "[";
  for (std::size_t i = 0; i < e.option_count(); ++i) weights += (i ? "," : "") + std::to_string(e.option_weight(i));
  return fmt::format(R"("pending":{},"options":{},"weights":{}],"outcome":{})",
                     wire::quote(pending_text(e.pending(), e.seats())), strings_json(e.option_keys()), weights,
                     wire::quote(outcome_text(e.outcome(), e.seats())));
}

std::string error_json(const std::string& what) { return R"({"error":)" + wire::quote(what) + "}"; }

class Server {
 public:
  Server(Session& s, EngineKind kind) : s_(s), kind_(kind) {}

  // The reply line to one request line.
  std::string answer(const std::string& line) {
    wire::Json req;
    try {
      req = wire::parse_line(line);
      const std::string& cmd = wire::string_member(req, "cmd");
      if (cmd == "hello") return hello(req);
      if (!engine_) return error_json("no game yet: the first request is hello");
      if (cmd == "apply") return apply(wire::strings_member(req, "keys"));
      if (cmd == "observe") return req.find("seat") ? view(wire::string_member(req, "seat")) : observe();
      if (cmd == "stage") return stage(req);
      return error_json("unknown cmd '" + cmd + "'");
    } catch (const wire::BadLine& e) {
      return error_json(std::string("malformed request: ") + e.what());
    } catch (const std::exception& e) {
      return error_json(e.what());
    }
  }

 private:
  // A hello starts a game afresh at the table it names.
  std::string hello(const wire::Json& req) {
    const wire::Json* v = req.find("version");
    if (!v || v->text != std::to_string(kProtocolVersion))
      return error_json(fmt::format("this engine speaks version {}", kProtocolVersion));
    if (wire::string_member(req, "game") != s_.game->name())
      return error_json("this engine plays game '" + s_.game->name() + "'");
    if (const wire::Json* h = req.find("rules_hash"); h && h->text != s_.game->rules_hash)
      return error_json(fmt::format("rules hash {} differs from this engine's {}", h->text, s_.game->rules_hash));
    std::vector<std::string> seats = wire::strings_member(req, "seats");
    s_.setup.players = seats.size();
    s_.setup.decks = wire::strings_member(req, "decks");
    build_decks(*s_.game, s_.setup.decks);
    engine_ = s_.make(kind_);
    if (engine_->seats() != seats) return error_json("the seats are " + strings_json(engine_->seats()));
    bool views = engine_->view(0).has_value();
    return fmt::format(R"({{"version":{},"game":{},"views":{},{}}})", kProtocolVersion, wire::quote(s_.game->name()),
                       views ? "true" : "false", state_json(*engine_));
  }

  // The seam's errors are the game's, told as such: the harness compares
  // them with the reference's.
  std::string apply(const std::vector<std::string>& keys) {
    try {
      for (const std::string& k : keys) engine_->apply(k);
    } catch (const IllegalOption& e) {
      return raised("IllegalOption", e.what());
    } catch (const EngineBug& e) {
      return raised("EngineBug", e.what());
    } catch (const OutOfBudget& e) {
      return raised("OutOfBudget", e.what());
    }
    return "{" + state_json(*engine_) + "}";
  }

  static std::string raised(const char* kind, const std::string& message) {
    return fmt::format(R"({{"raised":"{}","message":{}}})", kind, wire::quote(message));
  }

  std::string observe() { return fields_json(engine_->observe()); }

  // A seat's view (Engine::view); "fields":null from an engine that does
  // not say what a seat sees (its hello said "views":false).
  std::string view(const std::string& seat) {
    const auto& seats = engine_->seats();
    auto it = std::find(seats.begin(), seats.end(), seat);
    if (it == seats.end()) return error_json("no seat '" + seat + "'");
    std::optional<Observation> v = engine_->view(static_cast<int>(it - seats.begin()));
    return v ? fields_json(*v) : R"({"fields":null})";
  }

  static std::string fields_json(const Observation& o) {
    std::string out = R"({"fields":{)";
    for (std::size_t i = 0; i < o.fields.size(); ++i)
      out += (i ? "," : "") + wire::quote(o.fields[i].path) + ":" + wire::quote(o.fields[i].value);
    return out + "}}";
  }

  std::string stage(const wire::Json& req) {
    const wire::Json* f = req.find("fields");
    if (!f || f->kind != wire::Json::Kind::object) return error_json("stage needs an object \"fields\"");
    Observation position;
    for (std::size_t i = 0; i < f->names.size(); ++i) position.add(f->names[i], f->values[i].text);
    position.sort();
    std::string why = engine_->stage(position);
    if (!why.empty()) return R"({"refused":)" + wire::quote(why) + "}";
    return "{" + state_json(*engine_) + "}";
  }

  Session& s_;
  EngineKind kind_;
  std::unique_ptr<Engine> engine_;
};

}  // namespace

int cmd_serve(int argc, char** argv) {
  Args args(argc, argv, 2, {}, {"game", "rules", "engine"});
  args.expect_positional(0, 0, "serve takes no file (use --game G or --rules DIR)");
  Session s = open_session(args);
  EngineKind kind = engine_kind(args.get("engine", "ref"));
  Server server(s, kind);
  char* buf = nullptr;
  std::size_t cap = 0;
  ssize_t n;
  while ((n = getline(&buf, &cap, stdin)) > 0) {
    std::string line(buf, static_cast<std::size_t>(n));
    if (!line.empty() && line.back() == '\n') line.pop_back();
    if (line.empty()) continue;
    std::string reply = server.answer(line) + "\n";
    std::fwrite(reply.data(), 1, reply.size(), stdout);
    if (std::fflush(stdout) != 0) break;
  }
  std::free(buf);
  return 0;
}

}  // namespace canbeat::cli
