#include "app/command_line.hpp"

#include <charconv>

namespace rockpool::app {

CommandLine::CommandLine(const std::vector<std::string>& args, const std::set<std::string>& known,
                         const std::set<std::string>& switches) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg.rfind("--", 0) != 0) {
      error_ = "unexpected argument '" + arg + "'";
      return;
    }
    std::string name = arg.substr(2);
    std::string value;
    const auto equals = name.find('=');
    if (equals != std::string::npos) {
      value = name.substr(equals + 1);
      name = name.substr(0, equals);
    } else if (switches.count(name)) {
      value = "true";
    } else if (i + 1 < args.size()) {
      value = args[++i];
    } else if (known.count(name)) {
      error_ = "flag --" + name + " needs a value";
      return;
    }
    if (!known.count(name) && !switches.count(name)) {
      error_ = "unknown flag --" + name;
      return;
    }
    values_[name] = value;
  }
}

std::optional<std::string> CommandLine::get(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::string CommandLine::get_or(const std::string& name, const std::string& fallback) const {
  return get(name).value_or(fallback);
}

long long CommandLine::integer(const std::string& name, long long fallback, long long min,
                               long long max) {
  auto text = get(name);
  if (!text) return fallback;
  long long value = 0;
  auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (ec != std::errc() || end != text->data() + text->size() || value < min || value > max) {
    if (!error_) {
      error_ = "--" + name + " must be an integer from " + std::to_string(min) + " to " +
               std::to_string(max);
    }
    return fallback;
  }
  return value;
}

}  // namespace rockpool::app
