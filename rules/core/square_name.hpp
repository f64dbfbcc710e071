#pragma once
// Square names as the games' notations write them: a file letter and a rank digit ("e4"; Lazy King
// writes its files in capitals, "E4").

#include <string>

namespace rockpool::rules {

inline void append_square_name(std::string& out, int file, int rank, char first_file = 'a') {
  out.push_back(static_cast<char>(first_file + file));
  out.push_back(static_cast<char>('1' + rank));
}

}  // namespace rockpool::rules
