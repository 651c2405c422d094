// The Legend panel: every mark the board draws, per game, each with a figure cropped from a
// position drawn by the game's own module (figure.js), and the marks of the overlay every game
// shares. The entries are data; drawLegend puts them on the page.
import { drawFigure } from './figure.js';

const E15 = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';
const BT_START = '15/q1q1q1qkq1q1q1q/1p1p1p1p1p1p1p1/p1p1p1p1p1p1p1p/15/15/15/15/15/15/15/P1P1P1P1P1P1P1P/1P1P1P1P1P1P1P1/Q1Q1Q1QKQ1Q1Q1Q/15 w 0 1';
// BALL: rank 17 the six piece kinds and the free ball; rank 15 a carrier, a knocked piece and
// two stacks (a Block and a Protection); the rest empty.
const BALL_MARKS = 'XOSxos@/6/X*X_(X*o)(XO)3/6/7/6/7/6/7/6/7/6/7/6/7/6/7 s 1 60';
const CB_START = '13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 1';
// Soule: A2 knocked out this turn (0 PP) still on its cell, A3 off the field, B1 at 2 PP.
const SOULE_MARKS = '22x/400 445/244 3 2 B 7';

export const LEGEND = {
  bulltricker: {
    fen: BT_START,
    items: [
      { crop: ['a9', 'b9', 'a8', 'b8'], fen: `${E15} w 0 1`, text: 'Cells: the small butée (nobody stands there), the horizontal and vertical rectangles (pawns and queens) and the large royal square (kings only).' },
      { crop: ['b3', 'a4'], text: 'Pawns: a bar on a rectangle, light for White, dark for Black.' },
      { crop: ['a2'], text: '♛ a queen (a bar with a crown).' },
      { crop: ['h2'], text: '♚ a king, on a royal square.' },
      { crop: ['g14', 'h14', 'i14'], text: 'Black\'s king and queens (dark).' },
    ],
    show: ['b3', 'b5'],
    tokens: 'A move is from-square then to-square (b3b5): files a–o from the left, ranks 1–15 from White\'s side. Captures are implied; a pawn on the far row becomes a queen by itself.',
  },
  ball: {
    fen: BALL_MARKS,
    items: [
      { crop: ['a17', 'c17', 'e17'], text: 'South\'s pieces (blue): X (a cross), O (a ring), S (a square).' },
      { crop: ['g17', 'i17', 'k17'], text: 'North\'s pieces (red): the same shapes.' },
      { crop: ['m17'], text: 'The free ball (orange), lying on a cell.' },
      { crop: ['a15'], text: 'A piece holding the ball: a small ball at its corner.' },
      { crop: ['c15'], text: 'A knocked piece: faded, dashed and turned; it cannot act until it stands up.' },
      { crop: ['e15', 'g15'], text: 'Stacks: the top piece upper left on the bottom one lower right; the cell is closed. A Block (an opponent below, left) or a Protection (a team-mate below, right).' },
    ],
    bands: 'Tinted bands: the end zones, blue where South scores (ranks 16–17), red where North scores (ranks 1–2).',
    show: ['e17', 'g15'],
    tokens: 'Move tokens, actions joined by commas: d6f8 move · x Esquive (from, target, exit) · t Tactical Esquive (from, landing, push cell) · b Block or Protection · h hand-off · s short pass (carrier, receiver, ball cell) · l long pass (carrier, ball cell) · u stand up · r release (top to, bottom to; ! when the bottom keeps the ball) · pass: no action.',
  },
  cannonball: {
    fen: CB_START,
    items: [
      { crop: ['f5', 'h5'], text: 'South\'s players (blue discs).' },
      { crop: ['f11', 'h11'], text: 'North\'s players.' },
      { crop: ['f8', 'g8', 'h8'], text: 'The ball (orange) in the centre ring g8, where it starts and returns after a try.' },
      { crop: ['e16', 'f16', 'g16', 'h16', 'i16'], text: 'Goal cells beyond the end line (e16–i16: South scores there; e0–i0: North).' },
    ],
    bands: 'Tinted bands: the attack zones, 6 ranks in front of each goal (blue: South\'s, ranks 10–15; red: North\'s, ranks 1–6). A try is kicked from inside one\'s attack zone.',
    show: ['f5', 'f7'],
    tokens: 'Move tokens: a double move b4b6,d6d8; a single move b4b6; a take and kick g6g8e10e16 (the taker\'s cell, the ball\'s cell, then each kick\'s end: e10 a pass, e16 a try); pass.',
  },
  soule: {
    fen: SOULE_MARKS,
    items: [
      { crop: ['c2'], text: 'A player: blue for A, red for B, his number on the disc, one dot per PP left (4 at the start). A faded disc (A2): knocked out this turn (0 PP); he leaves the field at the end of the turn.' },
      { crop: ['c3'], text: 'The ball on the middle line; it moves one cell when a player advances from the cell behind it.' },
      { crop: ['c4', 'c5'], text: 'B\'s players stand in the lower half of a cell, A\'s in the upper half.' },
    ],
    bands: 'Captions: "0 · A goal" is cell 0, A\'s own goal (B scores there); "6 · B goal" is B\'s (A scores there); 1–5 the cells between. Under the board: the turn, who holds the initiative, and "A out: 3" for players off the field.',
    show: ['c2', 'c3'],
    tokens: 'The order picker: "A3 @2 4PP" is player A3, on cell 2, with 4 PP. "distance 1" (placement) puts him 1 cell from the middle. Orders: advance (+), retreat (-), wait (0, "hold"), hit k (strike opposing player k). A stage\'s token is A\'s part / B\'s part: placements as digits (11211221122), orders joined by commas.',
  },
};

// The overlay every board shares, drawn on `fen` of the game shown.
const OVERLAY = [
  ['last', 'The last move\'s cells (pale yellow).'],
  ['selected', 'The cells clicked for the step being built (yellow).'],
  ['targets', 'A green dot: a piece that can act, or a cell the next click can go to.'],
  ['marks', 'An orange ring: a cell the step would change (a piece taken, knocked or pushed).'],
  ['arrows', 'Blue arrows: the engine\'s best line (its first turn dark, the reply light).'],
];

function item(box, game, fen, crop, overlay, text) {
  const row = document.createElement('div');
  row.className = 'legend-item';
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  drawFigure(svg, game, fen, { crop, overlay });
  const p = document.createElement('span');
  p.textContent = text;
  row.append(svg, p);
  box.appendChild(row);
}

function note(box, text) {
  const p = document.createElement('p');
  p.textContent = text;
  box.appendChild(p);
}

// Fills `box` with the legend of `variant`, drawn by `game` (its js/games module).
export function drawLegend(box, variant, game) {
  box.replaceChildren();
  const L = LEGEND[variant];
  if (!L) return;
  box.dataset.variant = variant;
  for (const it of L.items) item(box, game, it.fen || L.fen, it.crop, {}, it.text);
  if (L.bands) note(box, L.bands);
  const [from, to] = L.show;
  for (const [kind, text] of OVERLAY) {
    const overlay = kind === 'arrows' ? { arrows: [{ from, to }] } : { [kind]: kind === 'last' ? [from, to] : [to] };
    item(box, game, L.fen, [from, to], overlay, text);
  }
  note(box, L.tokens);
}
