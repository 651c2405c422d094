#!/usr/bin/env bash
# One shard of a melee-match tournament, on whichever machine runs it (a GNU parallel job over
# ssh from tools/cluster_match.sh, a Slurm array task from tools/slurm_match.sbatch).
#   cluster_shard.sh K N DIR [-- MELEE-MATCH [ARGUMENTS...]]
# Plays shard K of N and publishes DIR/shards/shard-K.txt only once the shard has finished
# (written aside, renamed on success): a shard that dies or is stopped leaves no result, so a
# result file is always a whole shard. Without `--`, the command is read from DIR/args
# (NUL-separated, as cluster_match.sh writes it). The shard's report and errors go to
# DIR/logs/shard-K.log. The exit code is melee-match's.
set -euo pipefail
if (($# < 3)); then
  echo "usage: cluster_shard.sh K N DIR [-- MELEE-MATCH [ARGUMENTS...]]" >&2
  exit 2
fi
k=$1 n=$2 dir=$3
shift 3
if (($#)) && [[ $1 == -- ]]; then
  shift
  cmd=("$@")
else
  mapfile -d '' -t cmd <"$dir/args"
fi
mkdir -p "$dir/shards" "$dir/logs"
tmp="$dir/shards/.shard-$k.$$.tmp"
trap 'rm -f "$tmp"' EXIT
log="$dir/logs/shard-$k.log"
echo "shard $k/$n on $(hostname) (${MELEE_HOST:-}) pid $$ at $(date +%s)" >"$log"
"${cmd[@]}" --shard "$k/$n" --records "$tmp" --quiet >>"$log" 2>&1
mv "$tmp" "$dir/shards/shard-$k.txt"
