#include "tests/bulltricker/playout_check.h"

#include <gtest/gtest.h>

#include <map>

#include "tests/bulltricker/reference_rules.h"
#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

namespace ref = bulltricker_reference;

// Long enough to reach endgames and the material draw.
constexpr int kMaxPlies = 400;

// Checks one position; returns the successors' position strings by canonical token.
std::map<std::string, std::string> CheckPosition(const Bulltricker::Position& pos) {
  const std::string text = Bulltricker::FormatPosition(pos);
  const auto reparsed = Parse(text, {{pos.no_progress_limit()}});
  EXPECT_EQ(Bulltricker::FormatPosition(reparsed), text);
  EXPECT_EQ(reparsed, pos);
  EXPECT_EQ(Bulltricker::ComputeKey(pos), pos.key()) << text;

  Bulltricker::TurnList list;
  Bulltricker::GenerateTurns(pos, list);
  const GameStatus status = Bulltricker::Status(pos);
  EXPECT_EQ(status.over(), list.empty()) << text;

  std::map<std::string, std::string> fast;
  for (const auto& move : list) {
    const std::string token = Bulltricker::FormatMove(pos, move);
    auto child = pos;
    Bulltricker::Play(child, move);
    const std::string child_text = Bulltricker::FormatPosition(child);
    EXPECT_TRUE(fast.emplace(token, child_text).second) << "duplicate token " << token;
    const auto parsed = Bulltricker::ParseMove(pos, token);
    EXPECT_TRUE(parsed) << token;
    if (!parsed) continue;
    auto replay = pos;
    Bulltricker::Play(replay, *parsed);
    EXPECT_EQ(replay, child);
  }

  const ref::Board board = ref::ReadBoard(text, pos.no_progress_limit());
  EXPECT_EQ(ref::Reason(board), std::string(status.reason)) << text;
  EXPECT_EQ(ref::Result(board), std::string(OutcomeName(status.outcome))) << text;
  std::map<std::string, std::string> reference;
  for (const auto& s : ref::Successors(board)) reference.emplace(s.token, ref::WriteBoard(s.board));
  EXPECT_EQ(fast, reference) << text;
  return fast;
}

}  // namespace

void Playout(Bulltricker::Position pos, Rng& rng) {
  for (int ply = 0; ply < kMaxPlies; ++ply) {
    const auto successors = CheckPosition(pos);
    if (successors.empty() || ::testing::Test::HasFailure()) return;
    auto it = successors.begin();
    std::advance(it, rng.Below(successors.size()));
    pos = Parse(it->second, {{pos.no_progress_limit()}});
  }
}

void CheckPlayouts(std::string_view start, int no_progress_limit, int playouts, uint64_t seed) {
  Rng rng(seed);
  const auto pos = Parse(std::string(start), {{no_progress_limit}});
  for (int i = 0; i < playouts && !::testing::Test::HasFailure(); ++i) Playout(pos, rng);
}

}  // namespace melee::bulltricker_test
