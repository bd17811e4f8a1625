# The layering, enforced (cmake -DSOURCE=DIR -P check_layers.cmake; ctest
# runs it as layering.*). Two checks:
#  1. includes: each folder may include only the layers below it
#     (../shared/DESIGN.md "Layers"); a fast engine only its own folder;
#  2. game names: no file of a shared layer names a game (a folder of
#     games/ or fast-engine/), so a new game is added without editing them.
# Prints every violation as FILE:LINE and fails when there is one.
cmake_minimum_required(VERSION 3.25)
if(NOT SOURCE)
  message(FATAL_ERROR "usage: cmake -DSOURCE=DIR -P check_layers.cmake")
endif()

# folder -> the include prefixes it may use (besides the standard library
# and the third-party headers, which never start with one of ours).
set(ours "seam/;dsl/;interpreter/;fast-engine/;harness/;engines/;analysis/;cli/;fuzz/;properties/;tests/")
set(may_seam "seam/")
set(may_dsl "dsl/")
set(may_interpreter "interpreter/;dsl/;seam/")
set(may_fast-engine "fast-engine/registry.hpp;fast-engine/card_number.hpp;fast-engine/card_set.hpp;fast-engine/deck_variants.hpp;fast-engine/two_seats.hpp;fast-engine/known_powers.hpp;fast-engine/position.hpp;fast-engine/cards/;dsl/;seam/")
set(may_harness "harness/;dsl/file_io.hpp;seam/")
set(may_engines "engines/;interpreter/;fast-engine/registry.hpp;harness/process_engine.hpp;dsl/;seam/")
set(may_analysis "analysis/;engines/;interpreter/;harness/;fast-engine/registry.hpp;dsl/;seam/")
set(may_cli "cli/;analysis/;engines/;interpreter/;harness/;fast-engine/registry.hpp;dsl/;seam/")
set(may_fuzz "fuzz/;analysis/;engines/;interpreter/;harness/;fast-engine/registry.hpp;dsl/;seam/")
set(may_properties "tests/support/;engines/;harness/;fast-engine/registry.hpp;dsl/;seam/")

set(violations 0)
macro(violation what)
  message("${what}")
  math(EXPR violations "${violations} + 1")
endmacro()

function(allowed_prefixes file out)
  string(REGEX MATCH "^[^/]+" top "${file}")
  set(list "${may_${top}}")
  # A game's fast engine: its own folder as well.
  if(file MATCHES "^fast-engine/([^/]+)/")
    list(APPEND list "fast-engine/${CMAKE_MATCH_1}/")
  endif()
  set(${out} "${list}" PARENT_SCOPE)
endfunction()

# 1. includes
foreach(top seam dsl interpreter fast-engine harness engines analysis cli fuzz properties)
  file(GLOB_RECURSE sources RELATIVE ${SOURCE} ${SOURCE}/${top}/*.cpp ${SOURCE}/${top}/*.hpp)
  foreach(file ${sources})
    allowed_prefixes(${file} may)
    file(STRINGS ${SOURCE}/${file} lines REGEX "^#include \"")
    foreach(line ${lines})
      string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" inc "${line}")
      set(is_ours FALSE)
      foreach(p ${ours})
        string(FIND "${inc}" "${p}" at)
        if(at EQUAL 0)
          set(is_ours TRUE)
        endif()
      endforeach()
      if(NOT is_ours)
        continue()
      endif()
      set(ok FALSE)
      foreach(p ${may})
        string(FIND "${inc}" "${p}" at)
        if(at EQUAL 0)
          set(ok TRUE)
        endif()
      endforeach()
      if(NOT ok)
        violation("${file}: includes ${inc}, which its layer may not (check_layers.cmake)")
      endif()
    endforeach()
  endforeach()
endforeach()

# 2. game names in the shared layers
set(games "")
file(GLOB dirs LIST_DIRECTORIES true ${SOURCE}/games/* ${SOURCE}/fast-engine/*)
# A folder of fast-engine/ is a game's when it has a CMakeLists.txt (as
# fast-engine/CMakeLists.txt adds them); cards/, the shared card compiler,
# has none and is a shared layer.
foreach(d ${dirs})
  if(IS_DIRECTORY ${d} AND (d MATCHES "/games/[^/]+$" OR EXISTS ${d}/CMakeLists.txt))
    get_filename_component(name ${d} NAME)
    list(APPEND games ${name})
  endif()
endforeach()
list(REMOVE_DUPLICATES games)
file(GLOB_RECURSE shared RELATIVE ${SOURCE}
  ${SOURCE}/seam/* ${SOURCE}/dsl/* ${SOURCE}/interpreter/* ${SOURCE}/harness/* ${SOURCE}/engines/*
  ${SOURCE}/analysis/* ${SOURCE}/cli/* ${SOURCE}/fuzz/* ${SOURCE}/properties/* ${SOURCE}/scripts/*
  ${SOURCE}/fast-engine/cards/*
  ${SOURCE}/tests/support/* ${SOURCE}/tests/layering/*
   ${SOURCE}/tests/dsl/* ${SOURCE}/tests/harness/* ${SOURCE}/tests/golden/*
   ${SOURCE}/tests/interpreter/* ${SOURCE}/tests/analysis/* ${SOURCE}/tests/cli/* ${SOURCE}/tests/cards/*
   ${SOURCE}/tests/fuzz/*)
# The list of game words the language must not use names games by design.
list(REMOVE_ITEM shared tests/layering/check_game_words.cmake)
file(GLOB top_level RELATIVE ${SOURCE} ${SOURCE}/fast-engine/*.* ${SOURCE}/tests/CMakeLists.txt
  ${SOURCE}/CMakeLists.txt ${SOURCE}/corpus/CMakeLists.txt)
foreach(file ${shared} ${top_level})
  file(STRINGS ${SOURCE}/${file} lines)
  set(n 0)
  foreach(line IN LISTS lines)
    math(EXPR n "${n} + 1")
    string(TOLOWER "${line}" lower)
    foreach(game ${games})
      if(lower MATCHES "(^|[^a-z0-9_])${game}([^a-z0-9_]|$)")
        violation("${file}:${n}: names the game '${game}' in a shared layer")
      endif()
    endforeach()
  endforeach()
endforeach()

if(violations GREATER 0)
  message(FATAL_ERROR "${violations} layering violations")
endif()
message("layering: clean (games: ${games})")
