#include "board/request_guard.h"

#include <gtest/gtest.h>

namespace melee::board {
namespace {

TEST(RequestGuardTest, LoopbackAcceptsItsOwnNamesOnly) {
  const RequestGuard guard("127.0.0.1", 8080, {});
  EXPECT_EQ(guard.Check("127.0.0.1:8080", std::nullopt), "");
  EXPECT_EQ(guard.Check("localhost:8080", std::nullopt), "");
  EXPECT_EQ(guard.Check("LOCALHOST:8080", "http://localhost:8080"), "");
  EXPECT_NE(guard.Check("127.0.0.1:8081", std::nullopt), "");         // another port
  EXPECT_NE(guard.Check("attacker.example:8080", std::nullopt), "");  // DNS rebinding
  EXPECT_NE(guard.Check("", std::nullopt), "");
}

TEST(RequestGuardTest, RefusesForeignOrigins) {
  const RequestGuard guard("127.0.0.1", 8080, {});
  EXPECT_NE(guard.Check("127.0.0.1:8080", "http://attacker.example"), "");
  EXPECT_NE(guard.Check("127.0.0.1:8080", "null"), "");
  EXPECT_NE(guard.Check("127.0.0.1:8080", "https://127.0.0.1:8080"), "");
  EXPECT_NE(guard.Check("127.0.0.1:8080", "http://127.0.0.1:8080.attacker.example"), "");
}

TEST(RequestGuardTest, ExtraHostNames) {
  const RequestGuard guard("0.0.0.0", 9000, {"board.lan"});
  EXPECT_EQ(guard.Check("board.lan:9000", "http://board.lan:9000"), "");
  // Every interface includes loopback: the URL printed at start works on this machine.
  EXPECT_EQ(guard.Check("127.0.0.1:9000", std::nullopt), "");
  EXPECT_EQ(guard.Check("localhost:9000", "http://localhost:9000"), "");
  EXPECT_NE(guard.Check("0.0.0.0.attacker.example:9000", std::nullopt), "");
  EXPECT_NE(guard.Check("192.168.1.20:9000", std::nullopt), "");  // not named: --allow-host
  const RequestGuard lan("192.168.1.20", 9000, {});
  EXPECT_EQ(lan.Check("192.168.1.20:9000", std::nullopt), "");
  EXPECT_NE(lan.Check("localhost:9000", std::nullopt), "");  // not listening on loopback
}

}  // namespace
}  // namespace melee::board
