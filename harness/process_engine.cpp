#include "harness/process_engine.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <map>
#include <mutex>
#include <optional>

#include "harness/wire_json.hpp"

namespace canbeat {

std::chrono::milliseconds engine_timeout_from_env() {
  const char* v = std::getenv("CANBEAT_ENGINE_TIMEOUT");
  if (!v || !*v) return std::chrono::milliseconds(10000);
  char* end = nullptr;
  double s = std::strtod(v, &end);
  if (*end || s <= 0 || s > 86400) throw std::invalid_argument(std::string("CANBEAT_ENGINE_TIMEOUT='") + v + "': expected seconds");
  return std::chrono::milliseconds(static_cast<long>(s * 1000));
}

namespace {

// A line quoted in an error, cut so that a runaway engine cannot flood it.
std::string shown(std::string_view line) {
  if (line.size() <= 200) return std::string(line);
  return std::string(line.substr(0, 200)) + "...";
}

// One running engine process: its pipes and the lines it has written.
class Child {
 public:
  explicit Child(const ProcessTable& t) : command_(t.command), timeout_(t.timeout) {
    // A write to an engine that has exited must fail with EPIPE, reported
    // as the engine lost, not end the harness (the fuzz targets and tests
    // run without the CLI, which ignores SIGPIPE itself).
    static const bool pipes_fail_quietly = signal(SIGPIPE, SIG_IGN) != SIG_ERR;
    (void)pipes_fail_quietly;
    int to[2], from[2];
    if (pipe2(to, O_CLOEXEC) != 0) lost(std::string("cannot make a pipe: ") + std::strerror(errno));
    if (pipe2(from, O_CLOEXEC) != 0) {
      close(to[0]);
      close(to[1]);
      lost(std::string("cannot make a pipe: ") + std::strerror(errno));
    }
    pid_ = fork();
    if (pid_ == 0) {
      // Its own process group, so that ending it ends what it started too.
      setpgid(0, 0);
      dup2(to[0], STDIN_FILENO);
      dup2(from[1], STDOUT_FILENO);
      signal(SIGPIPE, SIG_DFL);
      execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    close(to[0]);
    close(from[1]);
    if (pid_ < 0) {
      close(to[1]);
      close(from[0]);
      lost(std::string("cannot start: ") + std::strerror(errno));
    }
    setpgid(pid_, pid_);
    in_ = to[1];
    out_ = from[0];
  }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  // An engine has nothing to save: its input closes and it is ended at once.
  ~Child() {
    if (in_ >= 0) close(in_);
    if (out_ >= 0) close(out_);
    if (pid_ > 0) {
      kill(-pid_, SIGKILL);
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
  }

  const std::string& command() const { return command_; }
  bool healthy() const { return healthy_; }

  // Sends one request and reads the one line that answers it.
  wire::Json ask(const std::string& request) {
    healthy_ = false;
    send(request);
    std::string line = read_line(request);
    wire::Json reply;
    try {
      reply = wire::parse_line(line);
    } catch (const wire::BadLine& e) {
      lost(fmt::format("line {}: {}: {}", lines_, e.what(), shown(line)));
    }
    if (const wire::Json* err = reply.find("error"))
      lost(fmt::format("line {}: the engine reports an error in reply to {}: {}", lines_, shown(request),
                       err->kind == wire::Json::Kind::string ? err->text : shown(line)));
    last_ = std::move(line);
    healthy_ = true;
    return reply;
  }

  // The engine broke the protocol on its last line.
  [[noreturn]] void bad_reply(const std::string& what) const {
    lost(fmt::format("line {}: {}: {}", lines_, what, shown(last_)));
  }
  [[noreturn]] void lost(const std::string& what) const {
    throw EngineLost(fmt::format("engine '{}': {}", command_, what));
  }

 private:
  void send(const std::string& request) {
    std::string data = request + "\n";
    std::size_t done = 0;
    while (done < data.size()) {
      ssize_t n = write(in_, data.data() + done, data.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) lost(fmt::format("{} before reading {}", gone(), shown(request)));
      done += static_cast<std::size_t>(n);
    }
  }

  std::string read_line(const std::string& request) {
    auto deadline = std::chrono::steady_clock::now() + timeout_;
    while (true) {
      std::size_t nl = buffer_.find('\n');
      if (nl != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        ++lines_;
        return line;
      }
      if (buffer_.size() > (16u << 20)) lost(fmt::format("line {}: longer than 16 MB", lines_ + 1));
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) silent(request);
      pollfd p{out_, POLLIN, 0};
      int r = poll(&p, 1, static_cast<int>(left.count()));
      if (r < 0 && errno == EINTR) continue;
      if (r == 0) silent(request);
      char chunk[65536];
      ssize_t n = read(out_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        std::string partial = buffer_.empty() ? "" : fmt::format(" (line {} cut short: {})", lines_ + 1, shown(buffer_));
        lost(fmt::format("{} before replying to {}{}", gone(), shown(request), partial));
      }
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  [[noreturn]] void silent(const std::string& request) const {
    lost(fmt::format("no reply within {} s to {} (after line {}{})", timeout_.count() / 1000.0, shown(request), lines_,
                     buffer_.empty() ? "" : ", with a line cut short: " + shown(buffer_)));
  }

  // How the child went: its exit status when it has ended.
  std::string gone() {
    int status = 0;
    for (int k = 0; k < 100; ++k) {
      pid_t r = waitpid(pid_, &status, WNOHANG);
      if (r == pid_) {
        pid_ = -1;
        if (WIFEXITED(status)) return fmt::format("exited with status {}", WEXITSTATUS(status));
        if (WIFSIGNALED(status)) return fmt::format("was killed by signal {}", WTERMSIG(status));
        return "ended";
      }
      usleep(10000);
    }
    return "closed its output";
  }

  std::string command_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  std::string buffer_;
  std::string last_;
  std::size_t lines_ = 0;
  bool healthy_ = false;
};

// Children whose game ended, kept for the next game of the same command:
// starting a process (an interpreter, a game's rules loaded) costs more than
// the games `diff` plays on it.
class Pool {
 public:
  std::unique_ptr<Child> take(const ProcessTable& t) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      std::vector<std::unique_ptr<Child>>& idle = idle_[t.command];
      if (!idle.empty()) {
        std::unique_ptr<Child> c = std::move(idle.back());
        idle.pop_back();
        return c;
      }
    }
    return std::make_unique<Child>(t);
  }
  void give_back(std::unique_ptr<Child> c) {
    if (!c || !c->healthy()) return;
    std::lock_guard<std::mutex> lock(mutex_);
    std::vector<std::unique_ptr<Child>>& idle = idle_[c->command()];
    if (idle.size() < 16) idle.push_back(std::move(c));
  }

 private:
  std::mutex mutex_;
  std::map<std::string, std::vector<std::unique_ptr<Child>>> idle_;
};

Pool& pool() {
  static Pool p;
  return p;
}

std::string strings_json(const std::vector<std::string>& v) {
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + wire::quote(v[i]);
  return out + "]";
}

std::string fields_json(const Observation& o) {
  std::string out = "{";
  for (std::size_t i = 0; i < o.fields.size(); ++i)
    out += (i ? "," : "") + wire::quote(o.fields[i].path) + ":" + wire::quote(o.fields[i].value);
  return out + "}";
}

int seat_index(const std::vector<std::string>& seats, std::string_view name) {
  for (std::size_t s = 0; s < seats.size(); ++s)
    if (seats[s] == name) return static_cast<int>(s);
  return -1;
}

class ProcessEngine : public Engine {
 public:
  explicit ProcessEngine(std::shared_ptr<const ProcessTable> t) : table_(std::move(t)) {
    child_ = pool().take(*table_);
    wire::Json r = child_->ask(fmt::format(R"({{"cmd":"hello","version":{},"game":{},"rules_hash":{},"seats":{},"decks":{}}})",
                                           kProtocolVersion, wire::quote(table_->game), wire::quote(table_->rules_hash),
                                           strings_json(table_->seats), strings_json(table_->decks)));
    const wire::Json* v = r.find("version");
    if (!v || v->kind != wire::Json::Kind::number || v->text != std::to_string(kProtocolVersion))
      child_->bad_reply(fmt::format("expected \"version\":{} in the reply to hello", kProtocolVersion));
    const wire::Json* g = r.find("game");
    if (!g || g->text != table_->game) child_->bad_reply(fmt::format("expected \"game\":\"{}\" in the reply to hello", table_->game));
    // An engine that says what each seat sees says so in its hello.
    const wire::Json* views = r.find("views");
    views_ = views && views->kind == wire::Json::Kind::boolean && views->truth;
    take_state(r);
  }
  ~ProcessEngine() override { pool().give_back(std::move(child_)); }

  std::string game() const override { return table_->game; }
  const std::vector<std::string>& seats() const override { return table_->seats; }
  Pending pending() const override { return pending_; }
  std::size_t option_count() const override { return keys_.size(); }
  std::string option_key(std::size_t i) const override { return keys_.at(i); }
  std::uint32_t option_weight(std::size_t i) const override { return weights_.at(i); }
  Outcome outcome() const override { return outcome_; }

  Observation observe() const override { return fields(child_->ask(R"({"cmd":"observe"})")); }

  // Asked only of an engine whose hello said "views":true.
  std::optional<Observation> view(int seat) const override {
    if (!views_ || seat < 0 || static_cast<std::size_t>(seat) >= table_->seats.size()) return std::nullopt;
    return fields(child_->ask(R"({"cmd":"observe","seat":)" + wire::quote(table_->seats[seat]) + "}"));
  }

  Observation fields(const wire::Json& r) const {
    const wire::Json* f = r.find("fields");
    if (!f || f->kind != wire::Json::Kind::object) child_->bad_reply("expected an object \"fields\" in the reply to observe");
    Observation o;
    for (std::size_t i = 0; i < f->names.size(); ++i) {
      if (f->values[i].kind != wire::Json::Kind::string) child_->bad_reply("field '" + f->names[i] + "' is not a string");
      o.add(f->names[i], f->values[i].text);
    }
    o.sort();
    return o;
  }

  // A second process replays the choices so far: an engine keeps no state
  // the harness could copy, and a deterministic engine given the same
  // choices is in the same state. The replay is checked against this one.
  // One request per choice, through apply(), so that the copy's history is
  // this one's (a batch would leave the seam's history empty).
  std::unique_ptr<Engine> clone() const override {
    auto copy = std::make_unique<ProcessEngine>(table_);
    if (staged_ && !copy->stage(*staged_).empty()) child_->lost("a copy refuses the staging this engine took");
    for (std::uint32_t i : history()) {
      if (i >= copy->option_count()) break;
      copy->apply(i);
    }
    if (copy->pending_ != pending_ || copy->keys_ != keys_ || copy->weights_ != weights_ || copy->outcome_ != outcome_)
      child_->lost(fmt::format("a fresh process given the same {} choices reached another decision: the engine is not "
                               "deterministic",
                               history().size()));
    return copy;
  }

  std::string stage(const Observation& position) override {
    wire::Json r = child_->ask(R"({"cmd":"stage","fields":)" + fields_json(position) + "}");
    if (const wire::Json* no = r.find("refused")) return no->text.empty() ? "the engine refuses to stage" : no->text;
    take_state(r);
    staged_ = position;
    return "";
  }

 protected:
  void do_apply(std::size_t i) override { replay({keys_[i]}); }

 private:
  // One request, one reply: the state after the last choice.
  void replay(const std::vector<std::string>& keys) {
    wire::Json r = child_->ask(R"({"cmd":"apply","keys":)" + strings_json(keys) + "}");
    if (const wire::Json* raised = r.find("raised")) throw_raised(*raised, r);
    take_state(r);
  }

  // An error of the game (the seam's kinds), compared with the reference's
  // like a built-in engine's: the conversation itself is fine.
  [[noreturn]] void throw_raised(const wire::Json& kind, const wire::Json& r) const {
    const wire::Json* m = r.find("message");
    std::string message = m && m->kind == wire::Json::Kind::string ? m->text : "";
    if (kind.text == "IllegalOption") throw IllegalOption(message);
    if (kind.text == "EngineBug") throw EngineBug(message);
    if (kind.text == "OutOfBudget") throw OutOfBudget(message);
    child_->bad_reply("\"raised\" is not IllegalOption, EngineBug or OutOfBudget");
  }

  void take_state(const wire::Json& r) {
    std::string pending;
    try {
      pending = wire::string_member(r, "pending");
      keys_ = wire::strings_member(r, "options");
    } catch (const wire::BadLine& e) {
      child_->bad_reply(e.what());
    }
    pending_ = read_pending(pending);
    for (std::size_t i = 1; i < keys_.size(); ++i)
      if (!(keys_[i - 1] < keys_[i]))
        child_->bad_reply(fmt::format("options '{}' and '{}' are not distinct and sorted by key", keys_[i - 1], keys_[i]));
    weights_.assign(keys_.size(), 1);
    if (const wire::Json* w = r.find("weights")) {
      if (w->kind != wire::Json::Kind::array || w->items.size() != keys_.size())
        child_->bad_reply(fmt::format("expected {} weights, one per option", keys_.size()));
      try {
        for (std::size_t i = 0; i < keys_.size(); ++i)
          weights_[i] = static_cast<std::uint32_t>(wire::number_of(w->items[i], "a weight"));
      } catch (const wire::BadLine& e) {
        child_->bad_reply(e.what());
      }
    }
    const wire::Json* o = r.find("outcome");
    outcome_ = read_outcome(o && o->kind == wire::Json::Kind::string ? o->text : "");
  }

  Pending read_pending(const std::string& text) const {
    Pending p;
    if (text == "none") return p;
    std::size_t sp = text.find(' ');
    std::string who = text.substr(0, sp);
    if (sp != std::string::npos && (who == "player" || who == "chance")) {
      p.who = who == "player" ? Decider::player : Decider::chance;
      std::string seat = text.substr(sp + 1);
      const std::string secret = " secret";
      if (p.who == Decider::player && seat.ends_with(secret)) {
        p.secret = true;
        seat.resize(seat.size() - secret.size());
      }
      p.seat = seat_index(table_->seats, seat);
      if (p.seat >= 0 || (p.who == Decider::chance && seat == "-")) return p;
    }
    child_->bad_reply(
        fmt::format("pending '{}' is not 'none', 'player SEAT', 'player SEAT secret' or 'chance SEAT'", text));
  }

  Outcome read_outcome(const std::string& text) const {
    Outcome o;
    if (text == "ongoing") return o;
    if (text == "tie") return o.kind = Outcome::Kind::tie, o;
    if (text == "lose all") return o.kind = Outcome::Kind::loss, o;
    if (text.rfind("undecided ", 0) == 0) return o.kind = Outcome::Kind::undecided, o.reason = text.substr(10), o;
    if (text.rfind("win ", 0) == 0) {
      o.kind = Outcome::Kind::win;
      std::string rest = text.substr(4);
      for (std::size_t at = 0; at <= rest.size();) {
        std::size_t plus = std::min(rest.find('+', at), rest.size());
        int s = seat_index(table_->seats, rest.substr(at, plus - at));
        if (s < 0) break;
        if (o.winner < 0) o.winner = s;
        else o.allies |= 1u << s;
        at = plus + 1;
        if (plus == rest.size()) return o;
      }
    }
    child_->bad_reply(fmt::format("outcome '{}' is not ongoing, win SEAT[+SEAT], tie, undecided ID or lose all", text));
  }

  std::shared_ptr<const ProcessTable> table_;
  std::unique_ptr<Child> child_;
  Pending pending_;
  bool views_ = false;  // the engine gives each seat's view (`observe` with a seat)
  std::vector<std::string> keys_;
  std::vector<std::uint32_t> weights_;
  Outcome outcome_;
  std::optional<Observation> staged_;
};

}  // namespace

std::unique_ptr<Engine> make_process_engine(const ProcessTable& table) {
  return std::make_unique<ProcessEngine>(std::make_shared<const ProcessTable>(table));
}

}  // namespace canbeat
