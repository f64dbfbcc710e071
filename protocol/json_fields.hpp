#pragma once
// Readers of a request's JSON fields, for decoding requests (request_decoding.cpp): each fills
// `out` or returns the error that names the field. Absent and null are the same.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "rules/core/error.hpp"

namespace rockpool::protocol {

// What a decoder returns: nothing, or the first wrong field's error.
using Decoded = std::optional<rules::Error>;

std::optional<rules::Error> read_string(const nlohmann::json& body, const char* name,
                                        std::string& out, std::size_t max_chars,
                                        bool required = true);
std::optional<rules::Error> read_integer(const nlohmann::json& body, const char* name,
                                         std::int64_t& out, std::int64_t min, std::int64_t max,
                                         bool required = true);
std::optional<rules::Error> read_boolean(const nlohmann::json& body, const char* name, bool& out,
                                         bool required = true);
// A field naming one of two words, the first when absent or null: `is_second` says which it named.
std::optional<rules::Error> read_one_of_two(const nlohmann::json& body, const char* name,
                                            std::size_t max_chars, const char* first,
                                            const char* second, bool& is_second);

// Whether the field is there and not null.
bool has_field(const nlohmann::json& body, const char* name);

// The errors the readers give.
rules::Error missing_field(const char* name);
rules::Error bad_field(const char* name, const std::string& what);

}  // namespace rockpool::protocol
