// dsl/file_io.hpp: inputs are regular files of bounded size,
// outputs are written atomically and never half-written.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "dsl/file_io.hpp"

namespace canbeat::files {
namespace {

namespace fs = std::filesystem;

fs::path fresh_dir(const std::string& name) {
  fs::path d = fs::temp_directory_path() / ("canbeat-file-io-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::size_t entries(const fs::path& d) {
  return static_cast<std::size_t>(std::distance(fs::directory_iterator(d), fs::directory_iterator()));
}

TEST(ReadRegularFile, RefusesWhatIsNotARegularFileOfBoundedSize) {
  fs::path d = fresh_dir("read");
  std::string text, why;
  EXPECT_FALSE(read_regular_file((d / "missing").string(), text, why));
  EXPECT_EQ(why, "no such file");
  EXPECT_FALSE(read_regular_file(d.string(), text, why));
  EXPECT_EQ(why, "is a folder, not a file");
  ASSERT_EQ(::mkfifo((d / "fifo").c_str(), 0600), 0);
  EXPECT_FALSE(read_regular_file((d / "fifo").string(), text, why));  // returns: no writer is waited for
  EXPECT_EQ(why, "not a regular file (a FIFO)");
  EXPECT_FALSE(read_regular_file("/dev/zero", text, why));
  EXPECT_EQ(why, "not a regular file (a device)");
  std::ofstream(d / "small") << "0123456789";
  EXPECT_FALSE(read_regular_file((d / "small").string(), text, why, 9));
  EXPECT_EQ(why, "larger than 9 bytes");
  EXPECT_TRUE(read_regular_file((d / "small").string(), text, why, 10));
  EXPECT_EQ(text, "0123456789");
  fs::remove_all(d);
}

TEST(WriteFileAtomic, WritesWholeOrNotAtAll) {
  fs::path d = fresh_dir("write");
  std::string target = (d / "out.repro").string();
  write_file_atomic(target, "first\n");
  write_file_atomic(target, "second\n");
  std::string text, why;
  ASSERT_TRUE(read_regular_file(target, text, why));
  EXPECT_EQ(text, "second\n");
  EXPECT_EQ(entries(d), 1u);  // no temporary file left
  EXPECT_THROW(write_file_atomic((d / "no" / "such" / "dir.repro").string(), "x"), OutputError);
  EXPECT_THROW(write_file_atomic(d.string(), "x"), OutputError);
  EXPECT_THROW(write_file_atomic("/dev/null", "x"), OutputError);  // a device is never replaced
  EXPECT_EQ(entries(d), 1u);
  fs::remove_all(d);
}

TEST(OutputDirProblem, NamesWhyBeforeTheWorkAndLeavesNothing) {
  fs::path d = fresh_dir("dir");
  EXPECT_EQ(output_dir_problem((d / "new" / "deeper").string()), "");
  EXPECT_FALSE(fs::exists(d / "new"));  // checked, not created
  EXPECT_EQ(entries(d), 0u);
  std::ofstream(d / "plain") << "x";
  EXPECT_NE(output_dir_problem((d / "plain" / "sub").string()), "");
  EXPECT_NE(output_dir_problem("/proc/canbeat-out"), "");
  EXPECT_EQ(entries(d), 1u);
  fs::remove_all(d);
}

TEST(Printable, EscapesControlsAndInvalidUtf8) {
  EXPECT_EQ(printable("plain \xc3\xa9t\xc3\xa9"), "plain \xc3\xa9t\xc3\xa9");  // UTF-8 kept
  EXPECT_EQ(printable(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(printable("\x1b[31m"), "\\x1b[31m");
  EXPECT_EQ(printable("\xc2\x9b"), "\\xc2\\x9b");  // a C1 control
  EXPECT_EQ(printable("\xff"), "\\xff");
  EXPECT_EQ(printable("\xff\x1b", '?'), "??");
}

}  // namespace
}  // namespace canbeat::files
