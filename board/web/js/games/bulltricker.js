// Bulltricker geometry (spec: 15x15 grid; butées small, H and V rectangles, royal squares
// large). Rows r = 0..14 from Black's side; a square is file a..o + rank 15 - r.
const N = 15, NARROW = 0.34, WIDE = 1;
const size = (i) => (i % 2 === 0 ? NARROW : WIDE);
const offsets = [0];
for (let i = 0; i < N; i++) offsets.push(offsets[i] + size(i));
const MARGIN = 0.45;
const name = (r, c) => String.fromCharCode(97 + c) + (N - r);

// The pieces of a position: [{cell, ch}] with ch one of K Q P (White) k q p (Black).
export function bulltrickerPieces(fen) {
  const out = [];
  fen.split(' ')[0].split('/').forEach((row, r) => {
    let c = 0;
    for (const m of row.matchAll(/(\d+)|([KQPkqp])/g)) {
      if (m[1]) { c += Number(m[1]); continue; }
      out.push({ cell: name(r, c), ch: m[2] });
      c++;
    }
  });
  return out;
}

export const bulltricker = {
  name: 'bulltricker',
  sides: ['White', 'Black'],
  steps: true,
  describe(fen) {
    const side = fen.split(' ')[1];
    const total = offsets[N] + 2 * MARGIN;
    const d = { width: total, height: total, cells: [], decor: [], pieces: [] };
    d.decor.push({ kind: 'rect', x: 0, y: 0, w: total, h: total, cls: 'frame' });
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        const kind = r % 2 ? (c % 2 ? 'royal' : 'rect-v') : (c % 2 ? 'rect-h' : 'butee');
        d.cells.push({ id: name(r, c), x: MARGIN + offsets[c], y: MARGIN + offsets[r],
          w: size(c), h: size(r), shape: 'rect', cls: kind });
      }
    }
    // Every file and rank is labelled (the narrow butée ones in a smaller type).
    for (let i = 0; i < N; i++) {
      const cls = i % 2 ? 'label' : 'label small';
      d.decor.push({ kind: 'text', x: MARGIN + offsets[i] + size(i) / 2, y: total - MARGIN / 2, text: String.fromCharCode(97 + i), cls, over: true });
      d.decor.push({ kind: 'text', x: MARGIN / 2, y: MARGIN + offsets[i] + size(i) / 2, text: String(N - i), cls, over: true });
    }
    for (const { cell, ch } of bulltrickerPieces(fen)) {
      const white = ch === ch.toUpperCase(), kind = ch.toUpperCase();
      const piece = { cell, cls: white ? 'side1' : 'side2' };
      if (kind === 'K') Object.assign(piece, { shape: 'disc', scale: 0.4, label: '♚' });
      else Object.assign(piece, { shape: 'bar', label: kind === 'Q' ? '♛' : '' });
      d.pieces.push(piece);
    }
    d.turnText = side === 'w' ? 'White to move' : 'Black to move';
    return d;
  },
};

export default bulltricker;
