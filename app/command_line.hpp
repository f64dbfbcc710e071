#pragma once
// Flags of the form --name value or --name=value, checked against the flags a command knows.

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rockpool::app {

class CommandLine {
 public:
  // Parses `args`; any flag not in `known` (or a value missing) is recorded as an error.
  CommandLine(const std::vector<std::string>& args, const std::set<std::string>& known,
              const std::set<std::string>& switches = {});

  const std::optional<std::string>& error() const { return error_; }
  bool has(const std::string& name) const { return values_.count(name) != 0; }
  std::optional<std::string> get(const std::string& name) const;
  std::string get_or(const std::string& name, const std::string& fallback) const;
  // An integer flag within [min, max]; on a bad value, sets the error and returns the fallback.
  long long integer(const std::string& name, long long fallback, long long min, long long max);

 private:
  std::map<std::string, std::string> values_;
  std::optional<std::string> error_;
};

}  // namespace rockpool::app
