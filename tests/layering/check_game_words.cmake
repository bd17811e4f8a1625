# The language and its interpreter know no game's words:
# a game declares its timings (`timing main;`) and its verbs (`verb stun;`
# for its procedure stun) in its rules. Fails when a source file of dsl/ or
# interpreter/ names one of the words below, or cites a seed by number.
# The list: the vocabulary of the games so far (Vs. System, ALIENS, This
# Time It's War, Another Glorious Day in the Corps), as whole words, any
# case. "ready" is left out: it is also plain English (a cache is ready);
# "reserve" counts except as a C++ vector's member.
cmake_minimum_required(VERSION 3.25)
if(NOT SOURCE)
  message(FATAL_ERROR "usage: cmake -DSOURCE=DIR -P check_game_words.cmake")
endif()

set(words
  stun stunned daze wound wounds ko recover exhaust exhausted
  "super power" "super powers" "plot twist" "plot twists" reaction "level up"
  "main character" "supporting character" location equipment "vocal mimicry" "vs. system" "vs system"
  aliens marine marines xenomorph xenomorphs ripley battlefield battlefields "colonial marine"
  "combat force total" casualty reserve)
# A seed cited by line (000:481) or by file name (004_41363310b93d11c8).
set(citations "(^|[^0-9])00[0-9]:[0-9]+" "00[0-9]_[0-9a-f]+")

set(found 0)
file(GLOB_RECURSE sources RELATIVE ${SOURCE} ${SOURCE}/dsl/*.cpp ${SOURCE}/dsl/*.hpp
     ${SOURCE}/interpreter/*.cpp ${SOURCE}/interpreter/*.hpp)
foreach(file ${sources})
  file(STRINGS ${SOURCE}/${file} lines)
  set(n 0)
  foreach(line IN LISTS lines)
    math(EXPR n "${n} + 1")
    string(TOLOWER "${line}" lower)
    # A vector's .reserve() is C++, not a game's reserve.
    string(REPLACE ".reserve(" ".(" lower "${lower}")
    foreach(w ${words})
      if(lower MATCHES "(^|[^a-z0-9_])${w}([^a-z0-9_]|$)")
        message("${file}:${n}: names the game word '${w}'")
        math(EXPR found "${found} + 1")
      endif()
    endforeach()
    foreach(c ${citations})
      if(lower MATCHES "${c}")
        message("${file}:${n}: cites a game's seed")
        math(EXPR found "${found} + 1")
      endif()
    endforeach()
  endforeach()
endforeach()
if(found GREATER 0)
  message(FATAL_ERROR "${found} game words in dsl/ or interpreter/")
endif()
message("game words: none in dsl/ or interpreter/")
