// Reading the files users name and writing the files canbeat makes, the same
// way everywhere: inputs are regular files of bounded size (a FIFO, a device
// or a folder is refused, never read forever), and every output is written
// to a temporary file in its own folder, checked and renamed, so a full disk
// or a crash never leaves a half-written file under the final name.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace canbeat::files {

// The largest input read: DSL sources and repro files (docs/dsl.md "Limits").
constexpr std::size_t max_input_bytes = std::size_t{64} << 20;

// Reads the regular file at `path` into `text`. On failure returns false and
// sets `error` to why ("no such file", "is a folder", "not a regular file
// (a FIFO)", "larger than 67108864 bytes", the system's reason).
bool read_regular_file(const std::string& path, std::string& text, std::string& error,
                       std::size_t limit = max_input_bytes);

// An output that could not be written; what() is "cannot write PATH: why".
// The CLI reports it as bad input (exit 2).
struct OutputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Writes `text` to `path` atomically: a temporary file beside it, written,
// flushed to disk and closed with every error checked, then renamed over
// `path`. On failure the temporary file is removed, `path` is left as it
// was, and OutputError is thrown. Refuses to replace anything but a regular
// file (`--save /dev/full` is an error, not a device replaced).
void write_file_atomic(const std::string& path, std::string_view text);

// Why files cannot be created in folder `dir` (created later if missing),
// or "" when they can: checked before a long search so that its results are
// not lost at the end. Leaves nothing behind.
std::string output_dir_problem(const std::string& dir);

// `name`, a file a rules or scenario file names (a board, an `only` file),
// as a path inside folder `dir`; "" when it would lie elsewhere (an absolute
// path, `..` out of the folder, a symbolic link leading out of it), with
// `why` set: a file of the game names only the game's own files, so an
// untrusted one cannot make canbeat read, and print, any file on the machine.
std::string path_inside(const std::string& dir, const std::string& name, std::string& why);

// A name as a terminal may show it: bytes below 0x20 (but tab), 0x7f and
// invalid or C1-control UTF-8 are written as \xNN (as `replacement`, one
// per byte, when it is given).
std::string printable(std::string_view bytes, char replacement = 0);

}  // namespace canbeat::files
