// The engine command (docs/engine-protocol.md): when set, the "fast" engine
// of every game this process plays is a child process speaking the line
// protocol, checked against the reference wherever a built-in fast engine
// would be (diff, replay, shrink, test, regress, the fuzz targets). One
// setting for the whole process: a run checks one engine against the rules.
#pragma once

#include <string>

namespace canbeat {

// `--engine-cmd CMD`; "" goes back to the built-in fast engines. Without a
// call, the environment's CANBEAT_ENGINE_CMD (how a fuzz target is told).
void set_engine_command(const std::string& command);

// The command in force, "" when none.
const std::string& engine_command();

}  // namespace canbeat
