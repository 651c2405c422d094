// BALL geometry: 13 files a..m x 17 ranks, a cell is playable iff (file index from 1) + rank
// is even (111 cells); South (DEF, p1) attacks ranks 16-17, North (ATK) ranks 1-2.
const FILES = 13, RANKS = 17, STEP = 1;
const playable = (f, rank) => (f + 1 + rank) % 2 === 0;
const name = (f, rank) => String.fromCharCode(97 + f) + rank;
const MARGIN = 1;
const SHAPES = { X: 'x', O: 'ring', S: 'square' };

// The cells of a position that hold something: [{cell, freeBall, top, bottom, carrier,
// knocked}], top and bottom piece letters (upper case South), bottom null unless a stack.
export function ballCells(fen) {
  const out = [];
  fen.split(' ')[0].split('/').forEach((row, i) => {
    const rank = RANKS - i;
    const files = [];
    for (let f = 0; f < FILES; f++) if (playable(f, rank)) files.push(f);
    let k = 0;
    for (const m of row.matchAll(/(\d)|(@)|\(([XOSxos])(\*?)([XOSxos])\)|([XOSxos])(\*?)(_?)/g)) {
      if (m[1]) { k += Number(m[1]); continue; }
      const cell = name(files[k], rank);
      if (m[2]) out.push({ cell, freeBall: true, top: null, bottom: null, carrier: false, knocked: false });
      else if (m[3]) out.push({ cell, freeBall: false, top: m[3], bottom: m[5], carrier: !!m[4], knocked: false });
      else out.push({ cell, freeBall: false, top: m[6], bottom: null, carrier: !!m[7], knocked: !!m[8] });
      k++;
    }
  });
  return out;
}

export const ball = {
  name: 'ball',
  sides: ['South', 'North'],
  steps: true,
  describe(fen) {
    const [, side, turn, limit] = fen.split(' ');
    // Below rank 1: a row for the file labels, clear of the rank-1 cells.
    const w = (FILES - 1) * STEP + 2 * MARGIN, h = (RANKS - 1) * STEP + 2 * MARGIN + 0.7;
    const d = { width: w, height: h, cells: [], decor: [], pieces: [] };
    const y = (rank) => MARGIN + (RANKS - rank) * STEP;
    d.decor.push({ kind: 'rect', x: 0, y: 0, w, h, cls: 'cell lattice' });
    d.decor.push({ kind: 'rect', x: 0, y: y(17) - 0.7, w, h: 1.9, cls: 'zone-1' });  // South scores here
    d.decor.push({ kind: 'rect', x: 0, y: y(2) - 0.5, w, h: 1.9, cls: 'zone-2' });
    d.decor.push({ kind: 'text', x: w / 2, y: 0.3, text: 'South scores here', cls: 'label' });
    d.decor.push({ kind: 'text', x: w / 2, y: h - 0.2, text: 'North scores here', cls: 'label' });
    for (let rank = 1; rank <= RANKS; rank++) {
      d.decor.push({ kind: 'text', x: 0.2, y: y(rank), text: String(rank), cls: 'label', over: true });
      for (let f = 0; f < FILES; f++) {
        if (!playable(f, rank)) continue;
        d.cells.push({ id: name(f, rank), cx: MARGIN + f * STEP, cy: y(rank), r: 0.62, shape: 'circle', cls: 'lattice' });
      }
    }
    for (let f = 0; f < FILES; f++) d.decor.push({ kind: 'text', x: MARGIN + f * STEP, y: y(1) + 0.9, text: String.fromCharCode(97 + f), cls: 'label', over: true });
    for (const c of ballCells(fen)) {
      const cell = c.cell;
      if (c.freeBall) { d.pieces.push({ cell, shape: 'ball', scale: 0.25 }); continue; }
      const add = (ch, extra) => d.pieces.push(Object.assign({ cell, shape: SHAPES[ch.toUpperCase()],
        cls: ch === ch.toUpperCase() ? 'team1' : 'team2', scale: 0.42 }, extra));
      if (c.bottom) {  // a stack: the bottom piece drawn under and behind the top one
        add(c.bottom, { dx: 0.14, dy: 0.14, scale: 0.36 });
        add(c.top, { dx: -0.1, dy: -0.1, scale: 0.36 });
      } else {
        add(c.top, c.knocked ? { knocked: true } : {});
      }
      if (c.carrier) d.pieces.push({ cell, shape: 'ball', scale: 0.2, dx: 0.35, dy: -0.35 });
    }
    d.turnText = `${side === 's' ? 'South (DEF)' : 'North (ATK)'} to play · turn ${turn} of ${limit}`;
    return d;
  },
};

export default ball;
