#pragma once
// Logging through spdlog, as text or as one JSON object per line. Tokens and chat text are never
// logged; names of players are not logged either.

#include <spdlog/spdlog.h>

#include <string>

namespace rockpool::server {

// Sets up the default logger; returns an error message for an unknown level or format.
void setup_logging(const std::string& level, const std::string& format);

}  // namespace rockpool::server
