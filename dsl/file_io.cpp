#include "dsl/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace canbeat::files {

namespace {

namespace fs = std::filesystem;

std::string kind_of(mode_t m) {
  if (S_ISDIR(m)) return "is a folder, not a file";
  if (S_ISFIFO(m)) return "not a regular file (a FIFO)";
  if (S_ISCHR(m) || S_ISBLK(m)) return "not a regular file (a device)";
  if (S_ISSOCK(m)) return "not a regular file (a socket)";
  return "not a regular file";
}

// Closes a descriptor on every path out.
struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = ENOSPC;
      return false;
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

std::string fmt_links(nlink_t n) {
  return "it has " + std::to_string(n) + " hard links: rewriting it would break them (left as it was)";
}

}  // namespace

bool read_regular_file(const std::string& path, std::string& text, std::string& error, std::size_t limit) {
  // O_NONBLOCK: opening a FIFO with no writer must not wait for one; the
  // type is then checked on the descriptor itself (no race with a rename).
  Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (f.fd < 0) {
    error = errno == ENOENT ? "no such file" : std::strerror(errno);
    return false;
  }
  struct stat st {};
  if (::fstat(f.fd, &st) != 0) {
    error = std::strerror(errno);
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    error = kind_of(st.st_mode);
    return false;
  }
  if (static_cast<unsigned long long>(st.st_size) > limit) {
    error = "larger than " + std::to_string(limit) + " bytes";
    return false;
  }
  text.clear();
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(f.fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      error = std::strerror(errno);
      return false;
    }
    if (n == 0) break;
    text.append(buf, static_cast<std::size_t>(n));
    if (text.size() > limit) {  // a file that grew while read
      error = "larger than " + std::to_string(limit) + " bytes";
      return false;
    }
  }
  return true;
}

void write_file_atomic(const std::string& path, std::string_view text) {
  auto fail = [&](const std::string& why) { throw OutputError("cannot write " + path + ": " + why); };
  if (path.empty()) fail("empty path");
  struct stat st {};
  bool existed = ::stat(path.c_str(), &st) == 0;
  if (existed && !S_ISREG(st.st_mode)) fail(kind_of(st.st_mode));
  // A file with other names would keep the old text under them once the
  // new one is renamed over this one.
  if (existed && st.st_nlink > 1) fail(fmt_links(st.st_nlink));
  // A symbolic link stays a link: the file it leads to is the one rewritten.
  std::error_code ec;
  fs::path target = existed ? fs::canonical(path, ec) : fs::path(path);
  if (ec) fail(ec.message());
  fs::path dir = target.parent_path();
  if (target.filename().empty()) fail("names a folder");
  std::string tmp = (dir / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
  Fd f{::mkstemp(tmp.data())};
  if (f.fd < 0) fail(std::strerror(errno));
  // From here the temporary file is removed on any failure.
  auto give_up = [&](int err) {
    ::unlink(tmp.c_str());
    fail(std::strerror(err));
  };
  // An existing file keeps its mode and, where we may set it, its owner.
  if (::fchmod(f.fd, existed ? st.st_mode & 07777 : 0644) != 0) give_up(errno);
  if (existed && (st.st_uid != ::geteuid() || st.st_gid != ::getegid()) && ::fchown(f.fd, st.st_uid, st.st_gid) != 0 &&
      errno != EPERM)
    give_up(errno);
  if (!write_all(f.fd, text)) give_up(errno);
  if (::fsync(f.fd) != 0 && errno != EINVAL && errno != EROFS) give_up(errno);
  int fd = f.fd;
  f.fd = -1;
  if (::close(fd) != 0) give_up(errno);
  if (::rename(tmp.c_str(), target.c_str()) != 0) give_up(errno);
}

std::string output_dir_problem(const std::string& dir) {
  if (dir.empty()) return "empty folder name";
  std::error_code ec;
  fs::path p(dir);
  // The nearest part of the path that exists must be a folder we can
  // create files in; the rest is created when the first file is saved.
  while (true) {
    fs::file_status s = fs::status(p, ec);
    if (ec && ec != std::errc::no_such_file_or_directory) return ec.message();
    if (fs::exists(s)) {
      if (!fs::is_directory(s)) return p.string() + " is not a folder";
      break;
    }
    fs::path parent = p.parent_path();
    if (parent.empty()) parent = ".";
    if (parent == p) return "no such folder";
    p = parent;
  }
  std::string probe = (p / ".canbeat-probe-XXXXXX").string();
  int fd = ::mkstemp(probe.data());
  if (fd < 0) return p.string() + ": " + std::strerror(errno);
  ::close(fd);
  ::unlink(probe.c_str());
  return "";
}

std::string path_inside(const std::string& dir, const std::string& name, std::string& why) {
  fs::path n(name);
  if (name.empty() || n.is_absolute() || n.has_root_name()) {
    why = "expected a file of the game's folder (a relative path), not '" + printable(name) + "'";
    return "";
  }
  fs::path normal = n.lexically_normal();
  if (!normal.empty() && *normal.begin() == "..") {
    why = "expected a file inside the game's folder, not '" + printable(name) + "' (outside it)";
    return "";
  }
  fs::path base = dir.empty() ? fs::path(".") : fs::path(dir), full = base / normal;
  // Where symbolic links lead: still inside the folder.
  std::error_code ec;
  fs::path real_base = fs::weakly_canonical(base, ec), real = fs::weakly_canonical(full, ec);
  if (!ec) {
    if (real_base.filename().empty()) real_base = real_base.parent_path();
    auto [b, r] = std::mismatch(real_base.begin(), real_base.end(), real.begin(), real.end());
    if (b != real_base.end()) {
      why = "expected a file inside the game's folder: '" + printable(name) + "' leads out of it";
      return "";
    }
  }
  return full.string();
}

std::string printable(std::string_view s, char replacement) {
  std::string out;
  auto hex = [&](unsigned char c) {
    if (replacement) {
      out += replacement;
      return;
    }
    static const char* digits = "0123456789abcdef";
    out += "\\x";
    out += digits[c >> 4];
    out += digits[c & 0xf];
  };
  for (std::size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      if ((c < 0x20 && c != '\t') || c == 0x7f) hex(c);
      else out += static_cast<char>(c);
      ++i;
      continue;
    }
    // A well-formed UTF-8 sequence that is not a C1 control passes as is.
    std::size_t n = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
    bool ok = n > 0 && i + n <= s.size();
    for (std::size_t k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xc0) == 0x80;
    if (ok && n == 2 && c == 0xc2 && static_cast<unsigned char>(s[i + 1]) < 0xa0) ok = false;  // C1
    if (ok && n == 3 && c == 0xe0 && static_cast<unsigned char>(s[i + 1]) < 0xa0) ok = false;  // overlong
    if (ok && n == 3 && c == 0xed && static_cast<unsigned char>(s[i + 1]) >= 0xa0) ok = false;  // surrogate
    if (ok && n == 4 && c == 0xf0 && static_cast<unsigned char>(s[i + 1]) < 0x90) ok = false;  // overlong
    if (ok && n == 4 && c == 0xf4 && static_cast<unsigned char>(s[i + 1]) >= 0x90) ok = false;  // > U+10FFFF
    if (!ok) {
      hex(c);
      ++i;
      continue;
    }
    out.append(s.substr(i, n));
    i += n;
  }
  return out;
}

}  // namespace canbeat::files
