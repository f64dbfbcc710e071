#include "protocol/game_json.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace rockpool::protocol {

std::optional<rules::Error> raw_options_from_json(const nlohmann::json& object,
                                                  std::vector<rules::RawOption>& out) {
  if (!object.is_object()) {
    return rules::Error{"options/not_an_object", "options must be a JSON object"};
  }
  for (const auto& [name, value] : object.items()) {
    rules::RawOption option;
    option.name = name;
    if (value.is_boolean()) {
      option.value = value.get<bool>();
    } else if (value.is_number_integer()) {
      option.value = value.get<std::int64_t>();
    } else if (value.is_number_float()) {
      option.value = value.get<double>();
    } else if (value.is_string()) {
      option.value = value.get<std::string>();
    }
    out.push_back(std::move(option));
  }
  return std::nullopt;
}

std::optional<rules::Error> take_first_option(std::vector<rules::RawOption>& raw,
                                              FirstSeat& first) {
  const auto option = std::find_if(
      raw.begin(), raw.end(), [](const rules::RawOption& each) { return each.name == "first"; });
  if (option == raw.end()) return std::nullopt;
  const auto* word = std::get_if<std::string>(&option->value);
  const auto seat = word ? first_seat_of(*word) : std::nullopt;
  if (!seat) {
    return rules::Error{word ? rules::error_code::kOptionRange : rules::error_code::kOptionType,
                        "option 'first' must be random, host or guest"};
  }
  first = *seat;
  raw.erase(option);
  return std::nullopt;
}

nlohmann::json game_info_json(const rules::GameInfo& info) {
  nlohmann::json options = nlohmann::json::array();
  for (const auto& spec : info.options) {
    nlohmann::json option = {{"name", spec.name}, {"description", spec.description}};
    if (spec.type == rules::OptionType::boolean) {
      option["type"] = "boolean";
      option["default"] = spec.default_value != 0;
    } else {
      option["type"] = "integer";
      option["min"] = spec.min;
      option["max"] = spec.max;
      option["default"] = spec.default_value;
    }
    options.push_back(std::move(option));
  }
  return {{"id", info.id},
          {"name", info.name},
          {"seats", info.seat_names},
          {"summary", info.summary},
          {"options", std::move(options)}};
}

nlohmann::json option_values_json(const rules::GameInfo& info, const rules::OptionValues& values) {
  nlohmann::json object = nlohmann::json::object();
  for (const auto& spec : info.options) {
    const auto value = values.get(spec.name);
    if (spec.type == rules::OptionType::boolean) {
      object[spec.name] = value != 0;
    } else {
      object[spec.name] = value;
    }
  }
  return object;
}

std::optional<rules::Error> raw_options_from_text(std::string_view text,
                                                  std::vector<rules::RawOption>& out) {
  return raw_options_from_json(nlohmann::json::parse(text, nullptr, false), out);
}

std::string option_values_text(const rules::GameInfo& info, const rules::OptionValues& values) {
  return option_values_json(info, values).dump();
}

}  // namespace rockpool::protocol
