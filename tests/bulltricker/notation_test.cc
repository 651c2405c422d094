// The spec's "Notation" section: squares, official labels, move tokens, position strings and
// their validity rules, and the diagram.
#include "engine/bulltricker/notation.h"

#include <gtest/gtest.h>

#include "engine/core/random.h"
#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

using bulltricker::CellAt;

std::optional<Bulltricker::Position> TryParse(const std::string& text) {
  std::string error;
  return Bulltricker::ParsePosition(text, DefaultRules(), error);
}

std::string ErrorOf(const std::string& text) {
  std::string error;
  EXPECT_FALSE(Bulltricker::ParsePosition(text, DefaultRules(), error)) << text;
  return error;
}

TEST(BulltrickerNotation, StartPositionStringRoundTrips) {
  const auto start = Bulltricker::StartPosition(DefaultRules());
  EXPECT_EQ(Bulltricker::FormatPosition(start), bulltricker::kStartPosition);
  EXPECT_EQ(start.men(Side::kP1).Count(), 23);  // 8 queens + 15 pawns each
  EXPECT_EQ(start.queens(Side::kP2).Count(), 8);
  EXPECT_EQ(start.king(Side::kP1), CellAt(13, 7));
  EXPECT_EQ(Bulltricker::ComputeKey(start), start.key());
}

TEST(BulltrickerNotation, GridSquaresCountRanksFromWhitesSide) {
  EXPECT_EQ(bulltricker::GridName(CellAt(14, 0)), "a1");
  EXPECT_EQ(bulltricker::GridName(CellAt(0, 14)), "o15");
  EXPECT_EQ(bulltricker::GridName(CellAt(13, 7)), "h2");
}

TEST(BulltrickerNotation, OfficialLabels) {
  EXPECT_EQ(bulltricker::OfficialRowLabel(0), "H1");
  EXPECT_EQ(bulltricker::OfficialRowLabel(1), "A");
  EXPECT_EQ(bulltricker::OfficialRowLabel(13), "G");
  EXPECT_EQ(bulltricker::OfficialRowLabel(14), "H8");
  EXPECT_EQ(bulltricker::OfficialColumnLabel(0), "V1");
  EXPECT_EQ(bulltricker::OfficialColumnLabel(1), "1");
  EXPECT_EQ(bulltricker::OfficialColumnLabel(14), "V8");
  EXPECT_EQ(bulltricker::OfficialName(CellAt(13, 7)), "G4");  // the White king's start
  EXPECT_EQ(bulltricker::OfficialName(CellAt(12, 1)), "H71");
  EXPECT_EQ(bulltricker::OfficialName(CellAt(13, 0)), "GV1");
}

TEST(BulltrickerNotation, MoveTokensGridAndOfficialSpellings) {
  const auto start = Bulltricker::StartPosition(DefaultRules());
  const auto grid = Bulltricker::ParseMove(start, "d3d5");
  ASSERT_TRUE(grid);
  EXPECT_EQ(Bulltricker::FormatMove(start, *grid), "d3d5");
  EXPECT_EQ(Bulltricker::ParseMove(start, "H72-H62"), grid);
  EXPECT_EQ(Bulltricker::ParseMove(start, "H72H62"), grid);
  EXPECT_EQ(Bulltricker::ParseMove(start, "FV1-EV1"), Bulltricker::ParseMove(start, "a4a6"));
  for (const char* bad : {"", "d3", "d3d5x", "d3-d5", "D3D5", "h72h62", "H72--H62", "d3d9", "d03d5",
                          "p3p5", "H9V1H8V1", "d3d5 "}) {
    EXPECT_FALSE(Bulltricker::ParseMove(start, bad)) << bad;
  }
}

TEST(BulltrickerNotation, InvalidPositionsAreRefused) {
  EXPECT_FALSE(ErrorOf(PositionText("Kh2 Kd2 kh14")).empty());   // two White kings
  EXPECT_FALSE(ErrorOf(PositionText("Kh2")).empty());            // no Black king
  EXPECT_FALSE(ErrorOf(PositionText("Kh2 kj4")).empty());        // kings too close
  EXPECT_FALSE(ErrorOf(PositionText("Kh2 kh14 Pd15")).empty());  // pawn on its promotion row
  EXPECT_FALSE(ErrorOf(PositionText("Kh2 kh14 pd1")).empty());
  EXPECT_FALSE(ErrorOf(PositionText("Kh2 kh14 Qa1")).empty());  // queen on a butée
  EXPECT_TRUE(TryParse(PositionText("Kh2 kh6 pd15 Pd1")));      // other side's far rows
  const std::string_view start = bulltricker::kStartPosition;
  const std::string board(start.substr(0, start.find(' ')));
  for (const std::string& bad :
       {board + " x 0 1", board + " w -1 1", board + " w 0 0", board + " w 0", board + "  w 0 1",
        board + " w 0 1 ", board + " w 01 1", "16/" + board + " w 0 1", board + "/15 w 0 1",
        std::string("15/15 w 0 1")}) {
    EXPECT_FALSE(TryParse(bad)) << bad;
  }
}

TEST(BulltrickerNotation, ParsersSurviveArbitraryBytes) {
  Rng rng(7);
  const auto start = Bulltricker::StartPosition(DefaultRules());
  const std::string base(bulltricker::kStartPosition);
  for (int i = 0; i < 20000; ++i) {
    std::string text = base;
    const int edits = 1 + static_cast<int>(rng.Below(4));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng.Below(text.size());
      switch (rng.Below(3)) {
        case 0:
          text[at] = static_cast<char>(rng.Below(256));
          break;
        case 1:
          text.erase(at, 1 + rng.Below(3));
          break;
        default:
          text.insert(at, 1, "0123456789/KQPkqp wb-"[rng.Below(21)]);
      }
    }
    if (const auto pos = TryParse(text)) {
      EXPECT_EQ(Bulltricker::ComputeKey(*pos), pos->key());
      (void)Bulltricker::Status(*pos);
    }
    std::string token(rng.Below(12), ' ');
    for (char& ch : token) ch = static_cast<char>(rng.Below(128));
    (void)Bulltricker::ParseMove(start, token);
  }
}

TEST(BulltrickerNotation, DiagramShowsCellKindsAndBothLabelSystems) {
  const std::string d = Bulltricker::Diagram(Bulltricker::StartPosition(DefaultRules()));
  for (const char* label : {"a", "o", "V1", "V8", "H1", "H8", "15", " G ", "K", "k"}) {
    EXPECT_NE(d.find(label), std::string::npos) << label;
  }
  // Row 15 (H1): butée, empty H, butée, ...
  EXPECT_NE(d.find("15 H1  +  -  +  -"), std::string::npos) << d;
  // Row 14 (A): Black queen on V1, empty royal square, queen on V2.
  EXPECT_NE(d.find("14 A   q  .  q"), std::string::npos) << d;
  // An empty V rectangle is drawn differently from an empty H rectangle.
  EXPECT_NE(d.find("|"), std::string::npos);
}

}  // namespace
}  // namespace melee::bulltricker_test
