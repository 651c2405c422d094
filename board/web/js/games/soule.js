// Soule Royale geometry: 7 cells in a row (0 = A's goal, 6 = B's goal); each side's players
// stand in cells with their PP; the ball on one cell. Orders are picked per player, not on
// the board.
const CELL_W = 3, CELL_H = 9, MARGIN = 0.5;

export function parseSoule(fen) {
  const [a, b, ball, turn, initiative, maxTurns] = fen.split(' ');
  const side = (text) => {
    const [cells, pp] = text.split('/');
    return [...cells].map((c, i) => ({ n: i + 1, cell: c, pp: Number(pp[i]) }));
  };
  return { A: side(a), B: side(b), ball: Number(ball), turn: Number(turn), initiative, maxTurns: Number(maxTurns) };
}

export const soule = {
  name: 'soule',
  sides: ['A', 'B'],
  steps: false,
  describe(fen) {
    const s = parseSoule(fen);
    const w = 7 * CELL_W + 2 * MARGIN, h = CELL_H + 2 * MARGIN + 1;
    const d = { width: w, height: h, cells: [], decor: [], pieces: [] };
    for (let c = 0; c < 7; c++) {
      d.cells.push({ id: 'c' + c, x: MARGIN + c * CELL_W, y: MARGIN + 0.6, w: CELL_W, h: CELL_H, shape: 'rect',
        cls: c === 0 || c === 6 ? 'soule goal' : 'soule' });
      d.decor.push({ kind: 'text', x: MARGIN + c * CELL_W + CELL_W / 2, y: 0.5,
        text: c === 0 ? '0 · A goal' : c === 6 ? '6 · B goal' : String(c), cls: 'caption', over: true });
    }
    d.decor.push({ kind: 'line', x1: MARGIN, y1: MARGIN + 0.6 + CELL_H / 2, x2: w - MARGIN, y2: MARGIN + 0.6 + CELL_H / 2, cls: 'hl-mark', over: true });
    const place = (players, top, cls) => {
      const byCell = {};
      for (const p of players) {
        if (p.cell === '?' || p.cell === 'x') continue;
        (byCell[p.cell] = byCell[p.cell] || []).push(p);
      }
      for (const [cell, list] of Object.entries(byCell)) {
        list.forEach((p, k) => {
          const col = k % 3, row = Math.floor(k / 3);
          const x = MARGIN + Number(cell) * CELL_W + 0.55 + col * 0.95;
          const yy = top ? MARGIN + 1.2 + row * 0.95 : MARGIN + 0.6 + CELL_H - 0.6 - row * 0.95;
          d.pieces.push({ x, y: yy, shape: 'disc', scale: 0.42, cls: cls + (p.pp <= 0 ? ' ko' : ''),
            label: String(p.n), sub: '•'.repeat(Math.max(0, p.pp)) });
        });
      }
    };
    place(s.A, true, 'team1');
    place(s.B, false, 'team2');
    d.pieces.push({ x: MARGIN + s.ball * CELL_W + CELL_W / 2, y: MARGIN + 0.6 + CELL_H / 2, shape: 'ball', scale: 0.45 });
    const out = (list) => list.filter((p) => p.cell === 'x').map((p) => p.n).join(' ');
    const koA = out(s.A), koB = out(s.B);
    const stage = s.turn === 0 ? 'placement' : `turn ${s.turn}${s.maxTurns ? ' of ' + s.maxTurns : ''}`;
    d.turnText = `${stage} · initiative ${s.initiative}` + (koA ? ` · A out: ${koA}` : '') + (koB ? ` · B out: ${koB}` : '');
    if (s.turn === 0) d.decor.push({ kind: 'text', x: w / 2, y: h / 2 + 1.5, text: 'players not placed yet', cls: 'caption', over: true });
    return d;
  },
};

export default soule;
