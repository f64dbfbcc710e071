#pragma once
// hello's result: the session the connection speaks for, and the server's limits.

#include <cstdint>
#include <string>

namespace rockpool::protocol {

struct HelloResult {
  std::string token;  // what resumes the session: the session's own, or an account's login
  std::string id;     // the session's public id
  std::string name;
  bool resumed = false;
  std::string account;  // the username; empty: a guest
  std::int64_t max_frame_bytes = 0;
  std::int64_t max_chat_chars = 0;
};

// {"protocol":1,"token":...,"id":...,"name":...,"resumed":B,"account":...|null,"server":...,
// "limits":{"max_frame_bytes":N,"max_chat_chars":N}}
std::string hello_result(const HelloResult& hello);

}  // namespace rockpool::protocol
