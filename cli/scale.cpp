#include "cli/scale.hpp"

#include <charconv>
#include <cstdlib>
#include <fstream>

#include "harness/parallel.hpp"

namespace canbeat::cli {

namespace {

long whole(const std::string& text, const std::string& what) {
  long n = -1;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || n < 0)
    throw UsageError(what + " expects a whole number, got '" + text + "'");
  return n;
}

Shard checked(long index, long total, const std::string& what) {
  if (total < 1 || index >= total)
    throw UsageError(what + ": the shard's index must be from 0 to its total minus 1 (got " +
                     std::to_string(index) + "/" + std::to_string(total) + ")");
  return {index, total};
}

// The pair of environment variables, when both are set.
bool from_env(const char* index_name, const char* total_name, Shard& out) {
  const char* index = std::getenv(index_name);
  const char* total = std::getenv(total_name);
  if (!index || !total) return false;
  std::string what = std::string(index_name) + "/" + total_name;
  out = checked(whole(index, index_name), whole(total, total_name), what);
  return true;
}

}  // namespace

Shard shard_of(const Args& args) {
  if (args.has("shard")) {
    std::string v = args.get("shard", "");
    std::size_t slash = v.find('/');
    if (slash == std::string::npos) throw UsageError("--shard expects I/N (e.g. 0/4), got '" + v + "'");
    return checked(whole(v.substr(0, slash), "--shard"), whole(v.substr(slash + 1), "--shard"), "--shard");
  }
  Shard s;
  if (from_env("TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", s)) {
    if (const char* status = std::getenv("TEST_SHARD_STATUS_FILE")) std::ofstream(status, std::ios::app);
    return s;
  }
  from_env("GTEST_SHARD_INDEX", "GTEST_TOTAL_SHARDS", s);
  return s;
}

int jobs_of(const Args& args) { return static_cast<int>(args.number("jobs", machine_cores(), 1, 1024)); }

GameRange shard_games(long count, const Shard& shard) {
  std::size_t n = count > shard.index ? static_cast<std::size_t>((count - shard.index + shard.total - 1) / shard.total) : 0;
  return {shard.index, shard.total, n};
}

}  // namespace canbeat::cli
