#include "match/game_runner.h"

#include <iostream>

#include "match/game_seed.h"
#include "match/interrupt.h"
#include "match/score_adjudication.h"

namespace melee::match {
namespace {

void Adjudicate(GameResult& result, int loser, Termination kind, std::string detail) {
  result.outcome = WinFor(loser == 0 ? Side::kP2 : Side::kP1);
  result.termination = kind;
  result.reason = std::move(detail);
}

// An engine failed: its loss, unless the failure is the runner's interrupt cutting a read short.
void AdjudicateFailure(GameResult& result, int loser, const EngineFailure& failure) {
  if (Interrupted()) {
    result.aborted = true;
    result.reason = "interrupted";
    return;
  }
  Adjudicate(result, loser, failure.kind, failure.detail);
}

// Asks every healthy engine for its own verdict on the final position; the referee's stands,
// a different answer is recorded.
void CheckEngineVerdicts(const GameSetup& setup, const Referee& referee,
                         std::array<EngineClient*, 2> engines, GameResult& result) {
  const std::string_view expected = OutcomeName(result.outcome);
  for (EngineClient* engine : engines) {
    if (engine->failure() || !engine->Send(referee.FinalPositionLine())) continue;
    const std::optional<std::string> answer = engine->Query("result", setup.query_timeout);
    if (answer && *answer != expected) {
      result.disagreement +=
          (result.disagreement.empty() ? "" : "; ") + engine->name() + " says " + *answer;
    }
  }
  if (!result.disagreement.empty()) {
    std::cerr << "melee-match: game " << result.game_index << ": referee says " << expected << " ("
              << result.reason << "), " << result.disagreement << '\n';
  }
}

// Asks the engine due to move whether it agrees on whose part it is and that the game goes on.
void CrossCheckQueries(const GameSetup& setup, const Referee& referee, EngineClient& engine,
                       GameResult& result) {
  if (!engine.Send(referee.PositionLine())) return;
  const std::string p1turn = referee.mover() == 0 ? "true" : "false";
  const std::optional<std::string> turn = engine.Query("p1turn", setup.query_timeout);
  const std::optional<std::string> over = engine.Query("gameover", setup.query_timeout);
  // No answer in time is not a disagreement (the engine may be slow to replay the moves).
  if (!turn || !over || (*turn == p1turn && *over == "false")) return;
  if (!result.disagreement.empty()) return;  // the first one per game is enough
  result.disagreement = engine.name() + " says p1turn " + *turn + " gameover " + *over +
                        " at turn " + std::to_string(referee.turns());
}

// A game's state between moves beyond the referee's.
struct GameProgress {
  GameClocks clocks;
  ScoreAdjudicator adjudicator;
  std::vector<MoveComment> stage;  // the comments of a simultaneous stage's parts so far
};

// Asks the engine due to move for its move and plays it, recording its comment; false when
// the game ended on it (the result adjudicated).
bool PlayMove(const GameSetup& setup, Referee& referee, EngineClient& engine, int side,
              GameProgress& progress, GameResult& result) {
  const int stale_before = engine.stale_bestmoves();
  if (!engine.Sync(setup.query_timeout)) {
    AdjudicateFailure(result, side, *engine.failure());
    return false;
  }
  if (engine.stale_bestmoves() > stale_before) {
    std::cerr << "melee-match: game " << result.game_index << ": " << engine.name()
              << " printed a bestmove nobody asked for (discarded; see --compliance)\n";
  }
  GameClocks& clocks = progress.clocks;
  const MoveReply reply = engine.Go(referee.PositionLine(), clocks.GoLine(side),
                                    SteadyClock::now() + clocks.Allowance(side));
  if (reply.failure) {
    AdjudicateFailure(result, side, *reply.failure);
    return false;
  }
  if (!clocks.Charge(side, reply.elapsed)) {
    Adjudicate(result, side, Termination::kTimeout,
               engine.name() + ": took " + std::to_string(reply.elapsed.count()) + " ms");
    return false;
  }
  const int turns_before = referee.turns();
  if (!referee.Submit(*reply.token)) {
    Adjudicate(result, side, Termination::kIllegal,
               engine.name() + ": illegal move " + *reply.token);
    return false;
  }
  MoveComment comment = reply.report;
  comment.time_ms = reply.elapsed.count();
  progress.stage.push_back(comment);
  if (referee.turns() > turns_before) {    // the turn (or the stage) is complete
    result.comments.resize(turns_before);  // the opening's moves have none
    result.comments.push_back(std::move(progress.stage));
    progress.stage.clear();
  }
  if (referee.status().over()) return true;  // the rules have the last word
  const std::optional<ScoreVerdict> verdict =
      progress.adjudicator.Add(side, comment, referee.turns(), result.players);
  if (!verdict) return true;
  result.outcome = verdict->outcome;
  result.termination = verdict->termination;
  result.reason = verdict->reason;
  return false;
}

}  // namespace

GameResult PlayGame(const GameSetup& setup, std::array<EngineClient*, 2> engines) {
  GameResult result;
  result.variant = std::string(setup.game->name);
  result.players = {engines[0]->name(), engines[1]->name()};
  result.engine_ids = {engines[0]->id_name(), engines[1]->id_name()};
  for (int side = 0; side < 2; ++side)
    result.time_controls[side] = setup.time_controls[side].Describe();
  result.game_index = setup.game_index;
  Referee referee(*setup.game, setup.rules, setup.opening);
  result.root_fen = referee.root_fen();
  result.opening_plies = static_cast<int>(setup.opening.moves.size());
  if (!referee.ok()) {
    // A broken opening is the runner's fault, never an engine's.
    result.outcome = Outcome::kDraw;
    result.termination = Termination::kRules;
    result.reason = "bad opening: " + referee.error();
    return result;
  }
  for (int side = 0; side < 2; ++side) {
    EngineClient& engine = *engines[side];
    if (const std::optional<int64_t> seed =
            GameSeed(engine.option_lines(), engine.spec().options, setup.game_index, side)) {
      engine.Send("setoption name Seed value " + std::to_string(*seed));
    }
    if (engine.failure() || !engine.NewGame(setup.query_timeout)) {
      AdjudicateFailure(result, side, *engines[side]->failure());
      result.moves = referee.history();
      return result;
    }
  }
  GameProgress progress{GameClocks(setup.time_controls[0], setup.time_controls[1]),
                        ScoreAdjudicator(setup.adjudication),
                        {}};
  while (true) {
    const GameStatus status = referee.status();
    if (status.over()) {
      result.outcome = status.outcome;
      result.termination = Termination::kRules;
      result.reason = std::string(status.reason);
      break;
    }
    if (setup.max_turns > 0 && referee.turns() >= setup.max_turns) {
      result.outcome = Outcome::kDraw;
      result.termination = Termination::kMaxTurns;
      result.reason = "maxturns";
      break;
    }
    const int side = referee.mover();
    EngineClient& engine = *engines[side];
    if (setup.check_queries) CrossCheckQueries(setup, referee, engine, result);
    if (!PlayMove(setup, referee, engine, side, progress, result)) break;
  }
  result.moves = referee.history();
  if (result.termination == Termination::kRules && !result.aborted)
    CheckEngineVerdicts(setup, referee, engines, result);
  return result;
}

}  // namespace melee::match
