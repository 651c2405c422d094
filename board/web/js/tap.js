// Tap targets larger than the cells: a press within RADIUS CSS px of a marked cell (a piece
// that can act, a cell the next click can go to) goes to the nearest one, so a Bulltricker
// rectangle 12 px thin or a BALL cell is hit by a finger on a phone.
export const RADIUS = 16;

// points: [{id, x, y}]; the id nearest to (x, y) within `radius`, else null.
export function nearest(points, x, y, radius = RADIUS) {
  let best = null, bestD = radius;
  for (const p of points) {
    const d = Math.hypot(p.x - x, p.y - y);
    if (d <= bestD) { best = p.id; bestD = d; }
  }
  return best;
}

// The marked cell of the board `svg` nearest to the client point, or null.
export function markedCellNear(svg, x, y) {
  const points = [...svg.querySelectorAll('[data-target]')].map((e) => {
    const r = e.getBoundingClientRect();
    return { id: e.dataset.target, x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  return nearest(points, x, y);
}
