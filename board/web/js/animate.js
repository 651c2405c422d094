// The move animation: after a step forward of one ply, each action's piece slides from its
// first cell to its last. The board is redrawn many times a second while an engine reports,
// so an animation under way is started again on the new drawing at the time it had reached.
// Off when the user asks for reduced motion.
import { tokenSquares } from './engine_info.js';

const DURATION = 250;
let last = null;      // {key, node}: the position drawn last
let running = null;   // {key, node, start}: the animation under way

const reduced = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// The centre of a cell of the drawing, in board units.
function centre(svg, id) {
  const c = svg.querySelector(`[data-cell="${id}"]`);
  if (!c) return null;
  if (c.tagName === 'circle') return [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))];
  return [Number(c.getAttribute('x')) + Number(c.getAttribute('width')) / 2, Number(c.getAttribute('y')) + Number(c.getAttribute('height')) / 2];
}

// The slides of a turn token, [[from, to]]: the piece (or ball) that ends on `to` came from
// `from`. A plain move or a Bulltricker capture slides its piece; Cannon Ball's take and kick
// the taker onto the ball, then the ball to its last cell (a try: nothing); BALL's Esquive
// its mover to the exit, a Tactical Esquive its mover to the landing, a pass the ball from the
// carrier to its cell, a release both pieces out of the stack; a hand-off moves nothing.
export function slides(token) {
  const out = [];
  for (const action of token.split(',')) {
    const sq = tokenSquares(action);
    const kind = /^[a-z]\d/.test(action) ? '' : action[0];
    if (sq.length < 2 || kind === 'h') continue;
    if (kind === 't') out.push([sq[0], sq[1]]);
    else if (kind === 's') out.push([sq[0], sq[2]]);
    else if (kind === 'r') out.push([sq[0], sq[1]], [sq[0], sq[2]]);
    else if (kind === '' && sq.length > 2) {
      // A try sends everybody back to the start: nothing slides into the new position.
      if (!/^[a-o](0|16)$/.test(sq[sq.length - 1])) out.push([sq[0], sq[1]], [sq[1], sq[sq.length - 1]]);
    } else out.push([sq[0], sq[sq.length - 1]]);
  }
  return out;
}

// moves: [[from, to]], the slides of the turn. Returns the number of pieces animated.
function slide(svg, moves, elapsed) {
  let count = 0;
  for (const [from, to] of moves) {
    const a = centre(svg, from), b = centre(svg, to);
    if (!a || !b) continue;
    for (const g of svg.querySelectorAll(`g.piece-g[data-piece="${to}"]`)) {
      const anim = g.animate([{ transform: `translate(${a[0] - b[0]}px, ${a[1] - b[1]}px)` }, { transform: 'translate(0px, 0px)' }],
        { duration: DURATION, easing: 'ease-out' });
      anim.currentTime = elapsed;
      count++;
    }
  }
  return count;
}

// Called after each drawing of the board: `key` names the game (its generation), `node` the
// node drawn, `parent` its parent, `moves` the cells of its token's actions.
export function animateBoard(svg, { key, node, parent, moves }, now) {
  const stepped = last && last.key === key && last.node !== node && last.node === parent;
  if (!last || last.key !== key || last.node !== node) running = stepped && !reduced() ? { key, node, start: now } : null;
  last = { key, node };
  const elapsed = running && running.key === key && running.node === node ? now - running.start : DURATION;
  svg.dataset.animated = elapsed < DURATION ? String(slide(svg, moves, elapsed)) : '0';
}
