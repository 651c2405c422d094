// Cannon Ball geometry: 13 files x 15 ranks, goal mouths e..i beyond each end line (the
// virtual cells e16..i16 where South scores, e0..i0 where North scores), attack zones of 6
// ranks in front of each goal.
const FILES = 13, RANKS = 15, MARGIN = 0.6;
const name = (f, rank) => String.fromCharCode(97 + f) + rank;

export const cannonball = {
  name: 'cannonball',
  sides: ['South', 'North'],
  steps: true,
  describe(fen) {
    const [board, side, score, noTry, turn] = fen.split(' ');
    const w = FILES + 2 * MARGIN, h = RANKS + 2 + 2 * MARGIN;
    const d = { width: w, height: h, cells: [], decor: [], pieces: [] };
    const y = (rank) => MARGIN + (RANKS + 1 - rank);
    d.decor.push({ kind: 'rect', x: 0, y: 0, w, h, cls: 'cell grass dark' });
    for (let rank = 0; rank <= RANKS + 1; rank++) {
      for (let f = 0; f < FILES; f++) {
        const goal = rank === 0 || rank === RANKS + 1;
        if (goal && (f < 4 || f > 8)) continue;
        d.cells.push({ id: name(f, rank), x: MARGIN + f, y: y(rank), w: 1, h: 1, shape: 'rect',
          cls: goal ? 'goal' : (f + rank) % 2 ? 'grass' : 'grass dark' });
      }
    }
    d.decor.push({ kind: 'rect', x: MARGIN, y: y(15), w: FILES, h: 6, cls: 'zone-1', over: true });
    d.decor.push({ kind: 'rect', x: MARGIN, y: y(6), w: FILES, h: 6, cls: 'zone-2', over: true });
    d.decor.push({ kind: 'circle', cx: MARGIN + 6.5, cy: y(8) + 0.5, r: 0.48, cls: 'hl-mark', over: true });
    for (let f = 0; f < FILES; f++) d.decor.push({ kind: 'text', x: MARGIN + f + 0.5, y: h - 0.3, text: String.fromCharCode(97 + f), cls: 'label', over: true });
    for (let rank = 1; rank <= RANKS; rank++) d.decor.push({ kind: 'text', x: 0.3, y: y(rank) + 0.5, text: String(rank), cls: 'label', over: true });
    board.split('/').forEach((row, i) => {
      const rank = RANKS - i;
      let f = 0;
      for (const m of row.matchAll(/(\d+)|([Pp*])/g)) {
        if (m[1]) { f += Number(m[1]); continue; }
        const cell = name(f, rank);
        if (m[2] === '*') d.pieces.push({ cell, shape: 'ball', scale: 0.3 });
        else d.pieces.push({ cell, shape: 'disc', scale: 0.4, cls: m[2] === 'P' ? 'team1' : 'team2' });
        f++;
      }
    });
    const [s, n] = (score || '0-0').split('-');
    d.turnText = `${side === 's' ? 'South' : 'North'} to play · tries South ${s} – North ${n} · turn ${turn} · ${noTry} without a try`;
    return d;
  },
};

export default cannonball;
