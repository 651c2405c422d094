// The move animation: after a step forward of one ply, each action's piece slides from its
// first cell to its last. The board is redrawn many times a second while an engine reports,
// so an animation under way is started again on the new drawing at the time it had reached.
// Off when the user asks for reduced motion.
const DURATION = 250;
let last = null;      // {key, node}: the position drawn last
let running = null;   // {key, token, start}

const reduced = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// The centre of a cell of the drawing, in board units.
function centre(svg, id) {
  const c = svg.querySelector(`[data-cell="${id}"]`);
  if (!c) return null;
  if (c.tagName === 'circle') return [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))];
  return [Number(c.getAttribute('x')) + Number(c.getAttribute('width')) / 2, Number(c.getAttribute('y')) + Number(c.getAttribute('height')) / 2];
}

// moves: [[from, to]], the cells of each action. Returns the number of pieces animated.
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
