#!/usr/bin/env bash
# One melee-match tournament as N shards over many machines (GNU parallel over ssh), merged
# exactly once (docs/tournaments.md, "Many machines").
#
#   tools/cluster_match.sh --hosts FILE [--shards N] [--wave W] [--out DIR] [--resume]
#                          [--retries R] [--ship FILE]... [--shared] -- MELEE-MATCH [ARGS...]
#
# FILE is GNU parallel's --sshloginfile (`4/ssh -p 2222 worker@host1`, `:` for this machine).
# Run it from the folder that the relative paths of the arguments refer to (the repository):
# MELEE-MATCH, every argument that names a relative file (`cmd=build/protocol/melee`,
# `--openings positions/ball/openings.txt`) and each --ship FILE are copied to every host
# under the same relative path; absolute paths must exist on the hosts. With --shared the
# current folder is at the same path on every host (NFS) and nothing is copied.
#
# DIR (default cluster-run) receives args (the command, NUL-separated), shards/shard-K.txt
# (each finished shard, whole; its log stays on its host), joblog-W (GNU parallel's joblog of wave W),
# records.txt and summary.json (the merge). A shard that fails is retried on another host
# (--retries, default 3); a shard that ended but whose result never came back (its host lost in
# between: GNU parallel still logs it as a success) is played again, up to as many times, with
# joblog-W-again-T; --resume continues an interrupted run from the joblogs
# (--resume-failed) without replaying a finished shard. With --sprt among the arguments the
# shards run in waves of W (default 8, see the docs) and the LLR of the merged finished shards
# is tested between waves: the run stops when it decides.
set -euo pipefail

usage() {
  sed -n '4,7p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
die() {
  echo "cluster_match: $*" >&2
  exit 2
}

interrupted=0 hosts="" shards=16 wave="" out=cluster-run resume=0 retries=3 shared=0
ship=()
while (($#)); do
  case "$1" in
    --hosts) hosts=${2:?}; shift 2 ;;
    --shards) shards=${2:?}; shift 2 ;;
    --wave) wave=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --resume) resume=1; shift ;;
    --retries) retries=${2:?}; shift 2 ;;
    --ship) ship+=("${2:?}"); shift 2 ;;
    --shared) shared=1; shift ;;
    --) shift; break ;;
    *) usage ;;
  esac
done
(($#)) || usage
[[ -n $hosts && -r $hosts ]] || die "--hosts FILE is required (GNU parallel's --sshloginfile)"
[[ $shards =~ ^[1-9][0-9]*$ ]] || die "--shards takes a positive number"
[[ $retries =~ ^[0-9]+$ ]] || die "--retries takes a number"
command -v parallel >/dev/null || die "GNU parallel is not installed (Debian: parallel)"

# The shards' command: melee-match and its arguments, less --sprt (tested between waves, on
# the merge: a shard stopped early by its own SPRT would be cut).
match=$1
cmd=("$1")
sprt=()
shift
while (($#)); do
  case "$1" in
    --shard | --records | --json | --quiet) die "$1 is the runner's to set" ;;
    --sprt)
      shift
      while (($#)) && [[ $1 != --* ]]; do sprt+=("$1"); shift; done
      ;;
    *) cmd+=("$1"); shift ;;
  esac
done
[[ -x $match ]] || die "$match is not an executable"
if ((${#sprt[@]})); then
  wave=${wave:-8}
else
  wave=${wave:-$shards}
fi
[[ $wave =~ ^[1-9][0-9]*$ ]] || die "--wave takes a positive number"

# A run is its command and shard count: --resume must not mix shards of two schedules.
mkdir -p "$out/shards" "$out/logs"
out=$(cd "$out" && pwd)
printf '%s\0' "${cmd[@]}" >"$out/args.new"
if [[ -e $out/args ]]; then
  same=0
  cmp -s "$out/args" "$out/args.new" && [[ $(cat "$out/shard-count") == "$shards" ]] && same=1
  rm -f "$out/args.new"
  ((resume)) || die "$out holds a run already: add --resume to continue it, or give another --out"
  ((same)) || die "--resume with other arguments or --shards than the run in $out"
else
  echo "$shards" >"$out/shard-count"
  mv "$out/args.new" "$out/args"
fi
[[ -s $out/run-id ]] || echo "$(date +%Y%m%d-%H%M%S)-$$" >"$out/run-id"
run_id=$(cat "$out/run-id")
here=$(pwd)
tools=$(cd "$(dirname "$0")" && pwd)

# GNU parallel's side: ssh logins, joblog, retries on another host, and either copies to a
# per-run folder on each host (basefiles; results returned) or the shared folder.
transfer=()
if ((shared)); then
  job=(bash "$tools/cluster_shard.sh" {} "$shards" "$out")
  transfer=(--workdir "$here")
else
  # /./ keeps the rest of the path relative to the remote folder (rsync -R).
  basefiles=("$tools/./cluster_shard.sh" "$out/./args")
  ship_path() {
    [[ $1 != /* && -f $1 ]] || return 1
    basefiles+=("$here/./$1")
  }
  ship_path "$match" || die "$match: give the path relative to the current folder"
  for word in "${cmd[@]:1}"; do
    ship_path "$word" || { [[ $word == *=* ]] && ship_path "${word#*=}"; } || true
  done
  for f in "${ship[@]}"; do ship_path "$f" || die "--ship $f: not a relative path to a file"; done
  for f in "${basefiles[@]}"; do transfer+=(--basefile "$f"); done
  # Only the result comes back: each --return is an rsync of its own (about 3 s per shard on
  # a loaded machine); a shard's log stays on its host, in the same folder.
  transfer+=(--workdir ".melee-cluster/$run_id" --return "shards/shard-{}.txt" --cleanup)
  job=(bash cluster_shard.sh {} "$shards" .)
fi

run_wave() {  # run_wave W FIRST LAST
  local todo=() k
  for ((k = $2; k <= $3; ++k)); do [[ -s $out/shards/shard-$k.txt ]] || todo+=("$k"); done
  ((${#todo[@]})) || return 0
  local resume_flag=() joblog="$out/joblog-$1"
  if ((resume)); then
    resume_flag=(--resume-failed)
    # A shard whose result came back just before an interrupt, but whose joblog line was not
    # written yet, is marked done here, so that --resume-failed does not play it again.
    if [[ -s $joblog ]]; then
      for ((k = $2; k <= $3; ++k)); do
        [[ -s $out/shards/shard-$k.txt ]] || continue
        awk -F'\t' -v s=$((k - $2 + 1)) '$1 == s && $7 == 0 { found = 1 } END { exit !found }' \
          "$joblog" || printf '%s\t:\t0\t0\t0\t0\t0\t0\t%s\n' $((k - $2 + 1)) \
          "shard $k: result present, marked done by cluster_match --resume" >>"$joblog"
      done
    fi
  fi
  # The input is the wave's whole range, never `todo`: --resume-failed goes by the joblog's
  # sequence numbers, so the input must not change between the run and its resumption.
  play "$joblog" "${resume_flag[@]}" -- $(seq "$2" "$3")
  # A success whose result is missing was lost on its way back: play it again (its own
  # joblogs, which --resume-failed does not read, so a resumed run does this again too).
  local again missing
  for ((again = 1; again <= retries; ++again)); do
    missing=()
    for ((k = $2; k <= $3; ++k)); do [[ -s $out/shards/shard-$k.txt ]] || missing+=("$k"); done
    ((${#missing[@]})) || return 0
    echo "cluster_match: shards ${missing[*]}: no result came back; playing them again" >&2
    play "$joblog-again-$again" -- "${missing[@]}"
  done
}

play() {  # play JOBLOG [PARALLEL FLAGS] -- SHARD...
  local joblog=$1 flags=()
  shift
  while [[ $1 != -- ]]; do flags+=("$1") && shift; done
  shift
  # Ctrl-C reaches GNU parallel too (one foreground group): it stops its jobs; the runner
  # then says how to go on instead of dying with it.
  trap 'interrupted=1' INT TERM
  (cd "$out" && parallel --will-cite --sshloginfile "$hosts" --joblog "$joblog" \
    "${flags[@]}" --retries "$retries" "${transfer[@]}" "${job[@]}" ::: "$@") || true
  trap - INT TERM
  if ((interrupted)); then
    echo "cluster_match: interrupted; finished shards are kept in $out/shards: rerun with" \
      "--resume to play the others" >&2
    exit 130
  fi
}

merge_args=()
((${#sprt[@]})) && merge_args+=(--sprt "${sprt[@]}")
waves=$(((shards + wave - 1) / wave))
hosts=$(cd "$(dirname "$hosts")" && pwd)/$(basename "$hosts")
for ((w = 1; w <= waves; ++w)); do
  first=$(((w - 1) * wave + 1))
  last=$((w * wave < shards ? w * wave : shards))
  run_wave "$w" "$first" "$last"
  failed=()
  for ((k = first; k <= last; ++k)); do [[ -s $out/shards/shard-$k.txt ]] || failed+=("$k"); done
  if ((${#failed[@]})); then
    echo "cluster_match: shards ${failed[*]} of $shards failed on every host tried (joblog" \
      "$out/joblog-$w; logs in logs/ of the run's folder, ~/.melee-cluster/$run_id on the" \
      "hosts); rerun with --resume" >&2
    exit 1
  fi
  ((${#sprt[@]})) && ((w < waves)) || continue
  "$match" merge "$out"/shards/shard-*.txt --allow-missing "${merge_args[@]}" \
    --json "$out/wave-$w.json" >"$out/wave-$w.txt"
  verdict=$(sed -n 's/.*"verdict": "\([A-Za-z0-9]*\)".*/\1/p' "$out/wave-$w.json")
  echo "cluster_match: wave $w of $waves (shards $first-$last): SPRT $verdict" >&2
  if [[ $verdict == H0 || $verdict == H1 ]]; then
    merge_args+=(--allow-missing)
    break
  fi
done
"$match" merge "$out"/shards/shard-*.txt "${merge_args[@]}" --json "$out/summary.json" \
  --records "$out/records.txt"
