#include "match/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "match/text_format.h"

namespace melee::match {
namespace {

std::string Duration(double seconds) {
  const long s = std::lround(std::max(seconds, 0.0));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  return buf;
}

std::string IdList(const std::vector<int>& ids) {
  std::string out = "[";
  for (std::size_t k = 0; k < ids.size(); ++k) out += (k ? ", " : "") + std::to_string(ids[k]);
  return out + "]";
}

std::string EloText(const EloEstimate& e) { return Fixed(e.elo, 1) + " +- " + Fixed(e.ci95(), 1); }

std::string Wdl(const ScoreCounts& c) {
  return std::to_string(c.wins) + "-" + std::to_string(c.draws) + "-" + std::to_string(c.losses);
}

std::string Pentanomial(const ScoreCounts& c) {
  std::string out = "[";
  for (int k = 0; k < 5; ++k) out += (k ? ", " : "") + std::to_string(c.pairs[k]);
  return out + "]";
}

std::string SprtText(const ScoreCounts& c, const SprtParams& p) {
  const double llr = SprtLlr(c, p);
  return "LLR " + Fixed(llr, 2) + " [" + Fixed(p.lower_bound(), 2) + ", " +
         Fixed(p.upper_bound(), 2) + "] " + std::string(SprtVerdictName(SprtDecide(c, p)));
}

}  // namespace

std::string TimeControlText(const std::vector<std::pair<std::string, std::string>>& engines) {
  if (engines.empty()) return "-";
  bool same = true;
  for (const auto& [name, tc] : engines) same = same && tc == engines.front().second;
  if (same) return engines.front().second;
  std::string out;
  for (const auto& [name, tc] : engines) out += (out.empty() ? "" : ", ") + name + " " + tc;
  return out;
}

std::string ProgressLine(const Tally& tally, const ReportContext& ctx) {
  const ScoreCounts c = tally.first_engine();
  std::string line = "Games " + std::to_string(tally.games()) + "/" +
                     std::to_string(ctx.planned_games) + "  W-D-L " + Wdl(c) + "  Elo " +
                     EloText(EstimateElo(c));
  if (ctx.sprt) line += "  " + SprtText(c, *ctx.sprt);
  if (tally.games() > 0 && ctx.planned_games > tally.games()) {
    const double per_game = ctx.elapsed_s / static_cast<double>(tally.games());
    line += "  ETA " + Duration(per_game * static_cast<double>(ctx.planned_games - tally.games()));
  }
  return line;
}

std::string FinalReport(const Tally& tally, const ReportContext& ctx) {
  std::string out = "Finished " + std::to_string(tally.games()) + " of " +
                    std::to_string(ctx.planned_games) + " games of " + ctx.variant + " (" +
                    ctx.time_control + ") in " + Duration(ctx.elapsed_s) +
                    (ctx.stopped_early ? ", stopped by the SPRT" : "") +
                    (ctx.interrupted ? ", interrupted (games in progress not counted)" : "") + "\n";
  if (ctx.shard_count > 0) {
    out += "Shards: " + std::to_string(ctx.shard_count - ctx.shards_missing.size()) + " of " +
           std::to_string(ctx.shard_count) + " merged" +
           (ctx.shards_missing.empty() ? "" : ", missing " + IdList(ctx.shards_missing)) + "\n";
  }
  for (const auto& [players, c] : tally.encounters()) {
    const EloEstimate e = EstimateElo(c);
    out += tally.engines()[players.first] + " vs " + tally.engines()[players.second] + ": " +
           std::to_string(c.games()) + " games, W-D-L " + Wdl(c) + ", score " +
           Fixed(100 * e.score, 1) + "%, Elo " + EloText(e) + " (95%, " +
           (e.pentanomial ? "pentanomial" : "trinomial") + "), LOS " + Fixed(100 * e.los, 1) +
           "%, draws " + Fixed(100 * e.draw_rate, 1) + "%, pairs " + Pentanomial(c) + "\n";
  }
  out += "Terminations:";
  for (Termination t : kAllTerminations) {
    out += ' ';
    out += TerminationName(t);
    out += ' ';
    out += std::to_string(tally.terminations(t));
  }
  out += ", referee disagreements " + std::to_string(tally.disagreements()) + "\n";
  if (ctx.sprt) {
    const SprtParams& p = *ctx.sprt;
    out += "SPRT elo0=" + Fixed(p.elo0, 1) + " elo1=" + Fixed(p.elo1, 1) +
           " alpha=" + Fixed(p.alpha, 3) + " beta=" + Fixed(p.beta, 3) + ": " +
           SprtText(tally.first_engine(), p) + "\n";
  }
  return out;
}

void AddEngineIds(const GameResult& game, ReportContext& context) {
  for (int side = 0; side < 2; ++side) {
    auto& ids = context.engine_ids;
    if (game.engine_ids[side].empty() || std::any_of(ids.begin(), ids.end(), [&](const auto& id) {
          return id.first == game.players[side];
        }))
      continue;
    ids.emplace_back(game.players[side], game.engine_ids[side]);
  }
}

std::string SummaryJson(const Tally& tally, const ReportContext& ctx) {
  const ScoreCounts c = tally.first_engine();
  const EloEstimate e = EstimateElo(c);
  std::string j = "{\n";
  const auto field = [&](std::string_view key, const std::string& value, bool last = false) {
    j += "  " + JsonString(key) + ": " + value + (last ? "\n" : ",\n");
  };
  std::string engines = "[";
  for (std::size_t i = 0; i < tally.engines().size(); ++i)
    engines += (i ? ", " : "") + JsonString(tally.engines()[i]);
  field("variant", JsonString(ctx.variant));
  field("time_control", JsonString(ctx.time_control));
  std::string limits = "{";
  for (const auto& [name, tc] : ctx.engine_time_controls)
    limits += (limits.size() > 1 ? ", " : "") + JsonString(name) + ": " + JsonString(tc);
  field("time_controls", limits + "}");
  field("engines", engines + "]");
  std::string ids = "{";
  for (const auto& [name, id] : ctx.engine_ids)
    ids += (ids.size() > 1 ? ", " : "") + JsonString(name) + ": " + JsonString(id);
  field("engine_ids", ids + "}");
  if (!ctx.shard.empty()) field("shard", JsonString(ctx.shard));
  if (ctx.shard_count > 0) {
    field("shards", std::to_string(ctx.shard_count));
    field("shards_missing", IdList(ctx.shards_missing));
  }
  field("planned_games", std::to_string(ctx.planned_games));
  field("games", std::to_string(tally.games()));
  field("wins", std::to_string(c.wins));
  field("draws", std::to_string(c.draws));
  field("losses", std::to_string(c.losses));
  field("score", JsonNumber(e.score));
  field("elo", JsonNumber(e.elo));
  field("elo_ci95", JsonNumber(e.ci95()));
  field("elo_low", JsonNumber(e.elo_low));
  field("elo_high", JsonNumber(e.elo_high));
  field("los", JsonNumber(e.los));
  field("draw_rate", JsonNumber(e.draw_rate));
  field("interval", JsonString(e.pentanomial ? "pentanomial" : "trinomial"));
  field("pentanomial", Pentanomial(c));
  std::string terms = "{";
  for (std::size_t i = 0; i < kAllTerminations.size(); ++i) {
    terms += (i ? ", " : "") + JsonString(TerminationName(kAllTerminations[i])) + ": " +
             std::to_string(tally.terminations(kAllTerminations[i]));
  }
  field("terminations", terms + "}");
  field("disagreements", std::to_string(tally.disagreements()));
  std::string encounters = "[";
  for (const auto& [players, counts] : tally.encounters()) {
    const EloEstimate pe = EstimateElo(counts);
    encounters += std::string(encounters.size() > 1 ? ",\n    " : "\n    ") +
                  "{\"engine\": " + JsonString(tally.engines()[players.first]) +
                  ", \"opponent\": " + JsonString(tally.engines()[players.second]) +
                  ", \"wins\": " + std::to_string(counts.wins) +
                  ", \"draws\": " + std::to_string(counts.draws) +
                  ", \"losses\": " + std::to_string(counts.losses) +
                  ", \"score\": " + JsonNumber(pe.score) + ", \"elo\": " + JsonNumber(pe.elo) +
                  ", \"elo_ci95\": " + JsonNumber(pe.ci95()) +
                  ", \"pentanomial\": " + Pentanomial(counts) + "}";
  }
  field("encounters", encounters + (encounters.size() > 1 ? "\n  ]" : "]"));
  if (ctx.sprt) {
    const SprtParams& p = *ctx.sprt;
    const double llr = SprtLlr(c, p);
    field("sprt", "{\"elo0\": " + JsonNumber(p.elo0) + ", \"elo1\": " + JsonNumber(p.elo1) +
                      ", \"alpha\": " + JsonNumber(p.alpha) + ", \"beta\": " + JsonNumber(p.beta) +
                      ", \"llr\": " + JsonNumber(llr) + ", \"lower\": " +
                      JsonNumber(p.lower_bound()) + ", \"upper\": " + JsonNumber(p.upper_bound()) +
                      ", \"verdict\": " + JsonString(SprtVerdictName(SprtDecide(c, p))) + "}");
  }
  field("stopped_early", ctx.stopped_early ? "true" : "false");
  field("interrupted", ctx.interrupted ? "true" : "false");
  field("elapsed_s", Fixed(ctx.elapsed_s, 3), true);
  return j + "}\n";
}

}  // namespace melee::match
