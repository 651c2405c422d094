// Small figures for the Rules and Legend panels, drawn by the board's own code: the game's
// module describes a position (games/<game>.js) and render.js draws it with an overlay, as on
// the board. A figure takes no clicks and names no cell, so nothing on the page mistakes it
// for the board.
import { render } from './render.js';

// Draws `fen` of `game` into `svg`; `crop`: cell ids to frame (all the board when absent),
// `pad` the margin around them in board units.
export function drawFigure(svg, game, fen, { overlay = {}, crop = null, pad = 0.15 } = {}) {
  const desc = game.describe(fen);
  render(svg, desc, overlay, false);
  if (crop) {
    const cells = desc.cells.filter((c) => crop.includes(c.id)).map((c) => (c.shape === 'circle'
      ? { x: c.cx - c.r, y: c.cy - c.r, w: 2 * c.r, h: 2 * c.r } : c));
    const x0 = Math.min(...cells.map((c) => c.x)) - pad, y0 = Math.min(...cells.map((c) => c.y)) - pad;
    const x1 = Math.max(...cells.map((c) => c.x + c.w)) + pad, y1 = Math.max(...cells.map((c) => c.y + c.h)) + pad;
    svg.setAttribute('viewBox', `${x0} ${y0} ${x1 - x0} ${y1 - y0}`);
  }
  // The arrowhead's id is the board's; a figure's arrows use the board's marker.
  svg.querySelector('defs')?.remove();
  for (const e of svg.querySelectorAll('[data-cell], [data-piece], [data-target]')) {
    for (const name of ['data-cell', 'data-piece', 'data-target']) e.removeAttribute(name);
  }
  svg.classList.add('figure');
  return desc;
}
