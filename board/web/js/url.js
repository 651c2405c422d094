// The address bar: a link names the game, the position, the moves of the line shown, the ply
// shown, the mode and the limit, so a reload or a shared link opens the same board.
//   ?variant=ball&fen=...&moves=d6e7,l4g9 ...&ply=3&mode=analysis&depth=4   (clock=60&inc=2)
import * as T from './tree.js';
import { MODES, LIMIT_KINDS, LIMIT_BOUNDS, withinBounds } from './state.js';

// A text from the address or a reply, echoed in a message: long ones cut, so that a page of
// garbage says what it is without filling the page.
export const short = (text, max = 40) => { const t = String(text); return t.length > max ? t.slice(0, max) + '…' : t; };

// What a link asks for; fields it does not give are left out, wrong ones reported in `errors`.
export function parseLink(search) {
  const q = new URLSearchParams(search);
  const link = { variant: q.get('variant'), fen: q.get('fen'), moves: (q.get('moves') || '').split(/\s+/).filter(Boolean), errors: [] };
  if (q.has('ply')) {
    const ply = Number(q.get('ply'));
    if (Number.isInteger(ply) && ply >= 0) link.ply = ply;
    else link.errors.push(`ply '${short(q.get('ply'))}' is not a ply number`);
  }
  if (q.has('mode')) {
    if (MODES.includes(q.get('mode'))) link.mode = q.get('mode');
    else link.errors.push(`unknown mode '${short(q.get('mode'))}' (one of ${MODES.join(', ')})`);
  }
  for (const kind of LIMIT_KINDS) {
    if (!q.has(kind)) continue;
    const value = Number(q.get(kind)), inc = Number(q.get('inc') || 0);
    const [lo, hi] = LIMIT_BOUNDS[kind];
    if (withinBounds(value, LIMIT_BOUNDS[kind]) && withinBounds(inc, LIMIT_BOUNDS.inc)) link.limit = { kind, value, inc };
    else link.errors.push(`${kind} '${short(q.get(kind))}' is not a whole number in ${lo}..${hi}` + (q.has('inc') ? ` (inc in 0..${LIMIT_BOUNDS.inc[1]})` : ''));
  }
  return link;
}

export function linkFor(s) {
  const q = new URLSearchParams();
  q.set('variant', s.variant);
  if (s.root) q.set('fen', s.root);
  const line = T.line(s.tree, s.cursor);
  if (line.length > 1) q.set('moves', line.slice(1).map((k) => s.tree.nodes[k].token).join(' '));
  const ply = s.tree.nodes[s.cursor].ply;
  if (ply !== line.length - 1) q.set('ply', String(ply));
  q.set('mode', s.mode);
  q.set(s.limit.kind, String(s.limit.value));
  if (s.limit.kind === 'clock') q.set('inc', String(s.limit.inc));
  return '?' + q.toString();
}
