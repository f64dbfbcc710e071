#pragma once
// Outgoing frames, written straight into strings: the server builds one per update and sends the
// same bytes to every connection of a recipient class.

#include <string>
#include <string_view>

#include "rules/core/error.hpp"

namespace rockpool::protocol {

// {"type":"reply","id":ID,"result":RESULT}; `result` is JSON text.
std::string reply_frame(std::string_view id, std::string_view result);
// {"type":"reply","id":ID,"error":{"code":...,"message":...}}
std::string error_reply_frame(std::string_view id, const rules::Error& error);
// {"type":"error","error":{...}}: for a frame that could not be read as a request at all.
std::string error_frame(const rules::Error& error);

// Writes {"code":...,"message":...}.
void append_error_object(std::string& out, const rules::Error& error);

}  // namespace rockpool::protocol
