// The game clock as a pure value: both sides' remaining time, the increment, which side's time
// runs since when, and a flag when a side's time is out. Times in ms; `now` is passed in.
//   clock = {times: [p1, p2], inc, running: 0 | 1 | null, since, flagged: 0 | 1 | null}

export function newClock(limit, p1turn, now) {
  const base = Math.max(1, limit.value) * 1000;
  return { times: [base, base], inc: Math.max(0, limit.inc || 0) * 1000, running: p1turn ? 0 : 1, since: now, flagged: null };
}

export function remaining(clock, side, now) {
  const t = clock.times[side];
  return clock.running === side ? t - (now - clock.since) : t;
}

// `side` has moved, having used `usedMs` (the engine's measured time) or the time since its
// clock started; the increment is added and the other side's clock starts.
export function afterMove(clock, side, now, usedMs) {
  if (clock.flagged !== null) return clock;
  const used = usedMs !== undefined && usedMs !== null ? usedMs : now - clock.since;
  const times = [...clock.times];
  times[side] = times[side] - used + clock.inc;
  return { ...clock, times, running: 1 - side, since: now };
}

export const stopped = (clock) => ({ ...clock, running: null });

// Flags the running side once its time is out.
export function tick(clock, now) {
  if (clock.running === null || clock.flagged !== null) return clock;
  if (remaining(clock, clock.running, now) > 0) return clock;
  const times = [...clock.times];
  times[clock.running] = 0;
  return { ...clock, times, flagged: clock.running, running: null };
}

export function format(ms) {
  const t = Math.max(0, ms);
  const s = Math.floor(t / 1000);
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return t < 10000 ? `${text}.${Math.floor((t % 1000) / 100)}` : text;
}
