// The Rules panel: the rules of the game shown (rules_text.js), its example positions drawn by
// the game's own module with their moves as arrows (figure.js), as on the board.
import { RULES } from './rules_text.js';
import { drawFigure } from './figure.js';
import { actionSquares } from './engine_info.js';
import { gameName } from './game_names.js';

// The arrows of a figure: its own, else each action of each move, step by step.
export function figureArrows(fig) {
  if (fig.arrows) return fig.arrows.map(([from, to]) => ({ from, to }));
  const arrows = [];
  for (const token of fig.moves) {
    for (const sq of actionSquares(token)) for (let i = 0; i + 1 < sq.length; i++) arrows.push({ from: sq[i], to: sq[i + 1] });
  }
  return arrows;
}

// Fills `box` with the rules of `variant`, the figures drawn by `game` (its js/games module).
export function drawRules(box, variant, game) {
  box.replaceChildren();
  box.dataset.variant = variant;
  const blocks = RULES[variant];
  if (!blocks) return;
  const title = document.createElement('h3');
  title.textContent = `How to play ${gameName(variant)}`;
  box.appendChild(title);
  for (const b of blocks) {
    if (b.h || b.p) {
      const e = document.createElement(b.h ? 'h4' : 'p');
      e.textContent = b.h || b.p;
      box.appendChild(e);
      continue;
    }
    const fig = document.createElement('figure');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    drawFigure(svg, game, b.fig.fen, { overlay: { arrows: figureArrows(b.fig) } });
    svg.dataset.fen = b.fig.fen;
    svg.dataset.moves = b.fig.moves.join(' ');
    if (b.fig.after) svg.dataset.after = `${b.fig.after.result} ${b.fig.after.reason}`;
    const cap = document.createElement('figcaption');
    cap.textContent = b.fig.caption;
    fig.append(svg, cap);
    box.appendChild(fig);
  }
}
