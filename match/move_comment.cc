#include "match/move_comment.h"

#include <cstdio>

#include "protocol/text.h"

namespace melee::match {
namespace {

std::optional<int64_t> Number(std::string_view text, bool sign_allowed) {
  if (text.empty() || text.size() > 19) return std::nullopt;
  if (!sign_allowed && (text[0] == '+' || text[0] == '-')) return std::nullopt;
  if (text[0] == '+') text.remove_prefix(1);
  return ParseInt(text);
}

std::string Seconds(int64_t ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%lld.%03llds", static_cast<long long>(ms / 1000),
                static_cast<long long>(ms % 1000));
  return buf;
}

// "0.512s" -> 512; three decimals at most, as written.
std::optional<int64_t> ParseSeconds(std::string_view text) {
  const std::size_t dot = text.find('.');
  const std::optional<int64_t> whole = Number(text.substr(0, dot), false);
  if (!whole || *whole < 0) return std::nullopt;
  int64_t ms = *whole * 1000;
  if (dot != std::string_view::npos) {
    const std::string_view decimals = text.substr(dot + 1);
    if (decimals.empty() || decimals.size() > 3) return std::nullopt;
    const std::optional<int64_t> part = Number(decimals, false);
    if (!part || *part < 0) return std::nullopt;
    int64_t scale = 1;
    for (std::size_t k = decimals.size(); k < 3; ++k) scale *= 10;
    ms += *part * scale;
  }
  return ms;
}

// "+35/12", "-M3/9", "/12": the score and the depth.
bool ParseScore(std::string_view word, MoveComment& c) {
  const std::size_t slash = word.find('/');
  const std::string_view score = word.substr(0, slash);
  if (slash != std::string_view::npos) {
    const std::optional<int64_t> depth = Number(word.substr(slash + 1), false);
    if (!depth || *depth < 0 || *depth > 100000) return false;
    c.depth = static_cast<int>(*depth);
  }
  if (score.empty()) return slash != std::string_view::npos;
  if (score[0] != '+' && score[0] != '-') return false;
  if (score.size() > 1 && score[1] == 'M') {
    const std::optional<int64_t> n = Number(score.substr(2), false);
    if (!n || *n > 100000) return false;
    c.mate = static_cast<int>(score[0] == '-' ? -*n : *n);
    return true;
  }
  c.score_cp = Number(score, true);
  return c.score_cp.has_value();
}

}  // namespace

void ReadInfoLine(std::string_view info_line, MoveComment& comment) {
  const std::vector<std::string_view> words = SplitTokens(info_line);
  if (words.empty() || words[0] != "info") return;
  MoveComment line;
  for (std::size_t i = 1; i + 1 < words.size(); ++i) {
    if (words[i] == "string" || words[i] == "pv") break;  // free text, moves: no more fields
    const std::optional<int64_t> value = ParseInt(words[i + 1]);
    if (words[i] == "depth" && value) line.depth = static_cast<int>(*value);
    if (words[i] == "nodes" && value) line.nodes = *value;
    if (words[i] == "score" && i + 2 < words.size()) {
      const std::optional<int64_t> v = ParseInt(words[i + 2]);
      if (words[i + 1] == "cp" && v) line.score_cp = *v;
      if (words[i + 1] == "mate" && v) line.mate = static_cast<int>(*v);
    }
  }
  if (line.score_cp || line.mate) {
    comment.score_cp = line.score_cp;
    comment.mate = line.mate;
    comment.depth = line.depth;
  }
  if (line.nodes) comment.nodes = line.nodes;
}

std::string FormatMoveComment(const MoveComment& c) {
  std::string out = "{";
  const auto add = [&](const std::string& field) {
    if (out.size() > 1) out += ' ';
    out += field;
  };
  // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) on "text" + std::string here.
  std::string score;
  if (c.mate) {
    score.append(*c.mate < 0 ? "-M" : "+M");
    score.append(std::to_string(*c.mate < 0 ? -*c.mate : *c.mate));
  } else if (c.score_cp) {
    if (*c.score_cp >= 0) score.push_back('+');
    score.append(std::to_string(*c.score_cp));
  }
  if (c.depth) {
    score.push_back('/');
    score.append(std::to_string(*c.depth));
  }
  if (!score.empty()) add(score);
  if (c.nodes) add(std::to_string(*c.nodes) + "n");
  if (c.time_ms) add(Seconds(*c.time_ms));
  return out + "}";
}

std::optional<MoveComment> ParseMoveComment(std::string_view inner) {
  MoveComment c;
  for (std::string_view word : SplitTokens(inner)) {
    bool ok = false;
    if (word.ends_with('s') && !c.time_ms) {
      c.time_ms = ParseSeconds(word.substr(0, word.size() - 1));
      ok = c.time_ms.has_value();
    } else if (word.ends_with('n') && !c.nodes) {
      c.nodes = Number(word.substr(0, word.size() - 1), false);
      ok = c.nodes && *c.nodes >= 0;
    } else if (!c.score_cp && !c.mate && !c.depth) {
      ok = ParseScore(word, c);
    }
    if (!ok) return std::nullopt;
  }
  return c;
}

std::string FormatMoveList(const std::vector<std::string>& moves,
                           const std::vector<std::vector<MoveComment>>& comments) {
  std::string out;
  for (std::size_t k = 0; k < moves.size(); ++k) {
    if (!out.empty()) out += ' ';
    out += moves[k];
    if (k >= comments.size()) continue;
    for (const MoveComment& c : comments[k]) out += ' ' + FormatMoveComment(c);
  }
  return out;
}

bool ParseMoveList(std::string_view line, std::vector<std::string>& moves,
                   std::vector<std::vector<MoveComment>>& comments, std::string& error) {
  const std::vector<std::string_view> words = SplitTokens(line);
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (!words[k].starts_with('{')) {
      moves.emplace_back(words[k]);
      comments.resize(moves.size());
      continue;
    }
    std::string inner;
    std::size_t end = k;
    while (end < words.size() && !words[end].ends_with('}')) ++end;
    if (end == words.size()) return error = "a move comment without its '}'", false;
    for (std::size_t w = k; w <= end; ++w) inner += std::string(words[w]) + " ";
    inner = inner.substr(1, inner.size() - 3);  // the braces and the last blank
    const std::optional<MoveComment> comment = ParseMoveComment(inner);
    if (moves.empty()) return error = "a move comment before the first move", false;
    if (!comment) return error = "bad move comment {" + inner + "}", false;
    comments.back().push_back(*comment);
    k = end;
  }
  comments.resize(moves.size());
  return true;
}

}  // namespace melee::match
