// The board's HTTP server: security rules, bad input, pages and engines (Melee itself).
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

#include "test_server.h"

namespace melee::board {
namespace {

using nlohmann::json;
using testing::TestServer;
using testing::WaitEvent;

TEST(BoardServerTest, ServesThePageAndConfig) {
  TestServer t;
  auto page = t.client().Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("Melee Board"), std::string::npos);
  auto config = t.client().Get("/api/config");
  ASSERT_TRUE(config);
  const json c = json::parse(config->body);
  EXPECT_EQ(c["games"].size(), 4u);
  EXPECT_EQ(c["engines"][0], "Melee");
  // Nothing the page loads is a 404 (a console error): its transport, and an icon of its own.
  auto transport = t.client().Get("/transport.json");
  ASSERT_TRUE(transport);
  EXPECT_EQ(transport->status, 200);
  EXPECT_EQ(json::parse(transport->body)["transport"], "http");
  EXPECT_NE(page->body.find("rel=\"icon\""), std::string::npos);
}

TEST(BoardServerTest, RefusesForeignHostAndOrigin) {
  TestServer t;
  auto rebinding = t.client().Get(
      "/api/config", {{"Host", "attacker.example:" + std::to_string(t.server().port())}});
  ASSERT_TRUE(rebinding);
  EXPECT_EQ(rebinding->status, 403);
  auto cross = t.client().Get("/", {{"Origin", "http://attacker.example"}});
  ASSERT_TRUE(cross);
  EXPECT_EQ(cross->status, 403);
  auto [status, body] = t.PostText("/api/page", "{}", {{"Origin", "http://attacker.example"}});
  EXPECT_EQ(status, 403);
  EXPECT_EQ(t.server().pages().size(), 0u);
  auto own = t.client().Get("/api/config", {{"Origin", "http://" + t.host()}});
  ASSERT_TRUE(own);
  EXPECT_EQ(own->status, 200);
}

TEST(BoardServerTest, BadInputGetsAnErrorReply) {
  TestServer t;
  EXPECT_EQ(t.PostText("/api/game", "{not json").first, 400);
  EXPECT_EQ(t.PostText("/api/game", "[]").first, 400);
  EXPECT_EQ(
      t.PostText("/api/game", std::string("{\"variant\":\"ball\",\"moves\":[\"\\u0000\"]}")).first,
      400);
  auto form = t.client().Post("/api/game", "variant=ball", "application/x-www-form-urlencoded");
  ASSERT_TRUE(form);
  EXPECT_EQ(form->status, 415);
  const std::string huge = "{\"variant\":\"" + std::string(1 << 20, 'x') + "\"}";
  auto big = t.client().Post("/api/game", huge, "application/json");
  ASSERT_TRUE(big);
  EXPECT_EQ(big->status, 413);
  EXPECT_EQ(t.Post("/api/go", json{{"page", "nope"}, {"engine", "Melee"}}).first, 404);
  auto missing = t.client().Get("/api/events?page=nope");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);
  // Still serving.
  EXPECT_EQ(t.Post("/api/game", json{{"variant", "soule"}}).first, 200);
}

TEST(BoardServerTest, EnginesAreChosenByNameOnly) {
  TestServer t;
  const std::string page = t.Post("/api/page", json::object()).second["page"];
  auto [status, body] =
      t.Post("/api/go", json{{"page", page}, {"engine", "/bin/sh"}, {"variant", "ball"}});
  EXPECT_EQ(status, 404);
  // Limits are numbers the server spells; text cannot reach the engine's command line.
  EXPECT_EQ(t.Post("/api/go", json{{"page", page},
                                   {"engine", "Melee"},
                                   {"variant", "ball"},
                                   {"limits", {{"depth", "1\nquit"}}}})
                .first,
            400);
  EXPECT_EQ(t.Post("/api/go", json{{"page", page},
                                   {"engine", "Melee"},
                                   {"variant", "ball"},
                                   {"limits", {{"perft", 3}}}})
                .first,
            400);
  EXPECT_EQ(
      t.Post("/api/setoption",
             json{{"page", page}, {"engine", "Melee"}, {"name", "UCI_Variant"}, {"value", "soule"}})
          .first,
      400);
}

TEST(BoardServerTest, EngineMoveIsJudgedByTheRules) {
  TestServer t;
  const std::string page = t.Post("/api/page", json::object()).second["page"];
  for (const char* variant : {"bulltricker", "cannonball"}) {
    auto [status, body] = t.Post("/api/go", json{{"page", page},
                                                 {"engine", "Melee"},
                                                 {"variant", variant},
                                                 {"limits", {{"depth", 1}}},
                                                 {"id", 7}});
    ASSERT_EQ(status, 200) << body.dump();
    const json best = WaitEvent(t, page, "bestmove", 7);
    ASSERT_FALSE(best.is_null()) << variant;
    EXPECT_TRUE(best["legal"].get<bool>()) << best.dump();
    const json game =
        t.Post("/api/game", json{{"variant", variant}, {"moves", {best["token"]}}}).second;
    EXPECT_EQ(game["plies"].size(), 1u);
  }
}

TEST(BoardServerTest, SouleEnginePlaysBlind) {
  TestServer t;
  const std::string page = t.Post("/api/page", json::object()).second["page"];
  auto [status, body] = t.Post("/api/go", json{{"page", page},
                                               {"engine", "Melee"},
                                               {"variant", "soule"},
                                               {"moves", {"?"}},
                                               {"limits", {{"movetime", 50}}},
                                               {"id", 3}});
  ASSERT_EQ(status, 200) << body.dump();
  const json best = WaitEvent(t, page, "bestmove", 3);
  ASSERT_FALSE(best.is_null());
  EXPECT_TRUE(best["legal"].get<bool>()) << best.dump();
  EXPECT_EQ(best["token"].get<std::string>().size(), 11u);  // a placement of 11 players
}

TEST(BoardServerTest, CrashingAndHangingEnginesAreReported) {
  ServerConfig config = testing::TestConfig();
  match::EngineSpec crash;
  crash.name = "Crash";
  crash.process.command = "/bin/false";
  config.engines.push_back(crash);
  // Answers the handshake and `isready`, then never a bestmove.
  match::EngineSpec hang;
  hang.name = "Hang";
  hang.process.command = "/bin/sh";
  hang.process.args = {"-c",
                       "while read l; do case \"$l\" in ugi) echo ugiok;; isready) echo readyok;; "
                       "esac; done"};
  config.engines.push_back(hang);
  config.limits.worker.stop = std::chrono::milliseconds(500);
  TestServer t(config);
  const std::string page = t.Post("/api/page", json::object()).second["page"];
  t.Post("/api/go", json{{"page", page}, {"engine", "Crash"}, {"variant", "ball"}, {"id", 1}});
  const json crashed = WaitEvent(t, page, "failure", 1);
  ASSERT_FALSE(crashed.is_null());
  t.Post("/api/go", json{{"page", page},
                         {"engine", "Hang"},
                         {"variant", "ball"},
                         {"limits", {{"movetime", 50}}},
                         {"id", 2}});
  const json hung = WaitEvent(t, page, "failure", 2);
  ASSERT_FALSE(hung.is_null());
  EXPECT_NE(hung["detail"].get<std::string>().find("hang"), std::string::npos);
  // The page goes on: Melee still answers.
  t.Post("/api/go", json{{"page", page},
                         {"engine", "Melee"},
                         {"variant", "ball"},
                         {"limits", {{"depth", 1}}},
                         {"id", 4}});
  EXPECT_FALSE(WaitEvent(t, page, "bestmove", 4).is_null());
}

TEST(BoardServerTest, ClosingAPageEndsItsEngines) {
  TestServer t;
  const std::string page = t.Post("/api/page", json::object()).second["page"];
  t.Post("/api/engine", json{{"page", page}, {"engine", "Melee"}});
  EXPECT_FALSE(WaitEvent(t, page, "engine").is_null());
  EXPECT_EQ(t.server().pages().size(), 1u);
  EXPECT_EQ(t.Post("/api/close", json{{"page", page}}).first, 200);
  EXPECT_EQ(t.server().pages().size(), 0u);
  EXPECT_EQ(t.Post("/api/go", json{{"page", page}, {"engine", "Melee"}, {"variant", "ball"}}).first,
            404);
}

TEST(BoardServerTest, StreamDisconnectEndsThePage) {
  ServerConfig config = testing::TestConfig();
  config.limits.detach_grace = std::chrono::milliseconds(200);
  TestServer t(config);
  const std::string page = t.Post("/api/page", json::object()).second["page"];
  {
    httplib::Client stream("127.0.0.1", t.server().port());
    int chunks = 0;
    stream.Get(("/api/events?page=" + page).c_str(),
               [&](const char*, size_t) { return ++chunks < 1; });
  }
  for (int i = 0; i < 100 && t.server().pages().size() > 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(t.server().pages().size(), 0u);
}

}  // namespace
}  // namespace melee::board
