// libFuzzer target of Melee Board's rules API (board/api.h, board/engine_requests.h) without a
// network: the input's first line names a route, the rest is its request body, answered through
// board::Answer as the server and the WebAssembly rules module answer it. Every reply must be a
// success or a client error (4xx): a 500 is an exception no check foresaw, a bug. The puzzle
// check's mate oracle answers "unknown" at once, so the referee's replay is fuzzed, not an
// engine's search (the command loop has its own target).
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>

#include "board/api.h"
#include "board/engine_requests.h"

namespace {

using melee::board::Mate;
using nlohmann::json;

class UnknownMateOracle : public melee::board::MateOracle {
 public:
  Mate Ask(const std::string&, bool, int) override { return Mate::kUnknown; }
};

json CheckPuzzle(const json& body) {
  return melee::board::CheckPuzzleReply(
      body, [](const std::string&, std::chrono::steady_clock::time_point) {
        return std::make_unique<UnknownMateOracle>();
      });
}

json PlanGo(const json& body) { return melee::board::GoPlanJson(melee::board::PlanGo(body)); }

json CheckOption(const json& body) {
  const auto [name, value] = melee::board::CheckedOption(body);
  return {{"name", name}, {"value", value}};
}

// The routes whose answer needs no engine process or page: what the static site's rules module
// serves (wasm/rules/rules_main.cc), by the same functions.
struct Route {
  std::string_view path;
  json (*handler)(const json&);
};
constexpr Route kRoutes[] = {
    {"/api/game", melee::board::GameReply},
    {"/api/steps", melee::board::StepsReply},
    {"/api/record/parse", melee::board::ParseRecordReply},
    {"/api/record/format", melee::board::FormatRecordReply},
    {"/api/puzzle/parse", melee::board::ParsePuzzleReply},
    {"/api/puzzle/check", CheckPuzzle},
    {"/api/go/plan", PlanGo},
    {"/api/go/judge", melee::board::JudgeBestmoveReply},
    {"/api/setoption/check", CheckOption},
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t end = input.find('\n');
  if (end == std::string_view::npos || size > melee::board::kMaxRequestBody) return 0;
  const std::string_view path = input.substr(0, end);
  for (const Route& route : kRoutes) {
    if (route.path != path) continue;
    const melee::board::ApiReply reply = melee::board::Answer(route.handler, input.substr(end + 1));
    if (reply.status != 200 && (reply.status < 400 || reply.status > 499)) std::abort();
  }
  return 0;
}
