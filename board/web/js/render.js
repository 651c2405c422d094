// Draws a board description (games/*.js: cells, decorations, pieces, all as data) and an
// overlay (selection, targets, marks, last move, arrows) as SVG. Knows no game's rules: one
// renderer for every board, as in chessground's svg.ts and GamesmanUni's AutoGUI.
const NS = 'http://www.w3.org/2000/svg';

function el(tag, attrs, parent) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// Cell geometry in board units, flipped (a half-turn) when the board is seen from p2's side.
function geometry(desc, flipped) {
  const W = desc.width, H = desc.height;
  const cells = new Map();
  for (const c of desc.cells) {
    if (c.shape === 'circle') {
      const cx = flipped ? W - c.cx : c.cx, cy = flipped ? H - c.cy : c.cy;
      cells.set(c.id, { ...c, cx, cy, x: cx - c.r, y: cy - c.r, w: 2 * c.r, h: 2 * c.r });
    } else {
      const x = flipped ? W - c.x - c.w : c.x, y = flipped ? H - c.y - c.h : c.y;
      cells.set(c.id, { ...c, x, y, cx: x + c.w / 2, cy: y + c.h / 2 });
    }
  }
  const point = (x, y) => (flipped ? [W - x, H - y] : [x, y]);
  return { cells, point };
}

function drawShape(g, shape, cx, cy, s, cell, cls) {
  switch (shape) {
    case 'bar': {
      const inset = 0.14;
      const w = cell.w * (1 - 2 * inset), h = cell.h * (1 - 2 * inset);
      return el('rect', { x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: Math.min(w, h) * 0.35, class: cls }, g);
    }
    case 'x': {
      const a = s, b = s * 0.36;
      const pts = [[-a, -a + b], [-a + b, -a], [0, -b], [a - b, -a], [a, -a + b], [b, 0], [a, a - b], [a - b, a],
        [0, b], [-a + b, a], [-a, a - b], [-b, 0]].map(([x, y]) => `${cx + x},${cy + y}`).join(' ');
      return el('polygon', { points: pts, class: cls }, g);
    }
    case 'square':
      return el('rect', { x: cx - s * 0.85, y: cy - s * 0.85, width: s * 1.7, height: s * 1.7, rx: 0.05, class: cls }, g);
    case 'ring':
      el('circle', { cx, cy, r: s, class: cls }, g);
      return el('circle', { cx, cy, r: s * 0.45, class: cls }, g);
    case 'ball':
      return el('circle', { cx, cy, r: s, class: 'ball' }, g);
    default:
      return el('circle', { cx, cy, r: s, class: cls }, g);
  }
}

export function render(svg, desc, overlay, flipped) {
  const { cells, point } = geometry(desc, flipped);
  svg.setAttribute('viewBox', `0 0 ${desc.width} ${desc.height}`);
  svg.replaceChildren();
  const defs = el('defs', {}, svg);
  const marker = el('marker', { id: 'arrowhead', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 3, markerHeight: 3, orient: 'auto-start-reverse' }, defs);
  el('path', { d: 'M0,0 L10,5 L0,10 z' }, marker);

  // Decorations never take a click: cells under them must stay clickable.
  const decor = (over) => {
    for (const d of desc.decor) {
      if (!!d.over !== over) continue;
      if (d.kind === 'rect') {
        const [x, y] = point(d.x + (flipped ? d.w : 0), d.y + (flipped ? d.h : 0));
        el('rect', { x, y, width: d.w, height: d.h, class: d.cls, 'pointer-events': 'none' }, svg);
      } else if (d.kind === 'text') {
        const [x, y] = point(d.x, d.y);
        el('text', { x, y, class: d.cls, 'pointer-events': 'none' }, svg).textContent = d.text;
      } else if (d.kind === 'circle') {
        const [cx, cy] = point(d.cx, d.cy);
        el('circle', { cx, cy, r: d.r, class: d.cls, 'pointer-events': 'none' }, svg);
      } else if (d.kind === 'line') {
        const [x1, y1] = point(d.x1, d.y1), [x2, y2] = point(d.x2, d.y2);
        el('line', { x1, y1, x2, y2, class: d.cls, 'pointer-events': 'none' }, svg);
      }
    }
  };
  decor(false);
  const cellLayer = el('g', {}, svg);
  for (const c of cells.values()) {
    const attrs = { class: 'cell ' + c.cls, 'data-cell': c.id };
    if (c.shape === 'circle') el('circle', { ...attrs, cx: c.cx, cy: c.cy, r: c.r }, cellLayer);
    else el('rect', { ...attrs, x: c.x, y: c.y, width: c.w, height: c.h }, cellLayer);
  }
  decor(true);

  const tint = (id, cls) => {
    const c = cells.get(id);
    if (!c) return;
    if (c.shape === 'circle') el('circle', { cx: c.cx, cy: c.cy, r: c.r, class: cls }, svg);
    else el('rect', { x: c.x, y: c.y, width: c.w, height: c.h, class: cls }, svg);
  };
  for (const id of overlay.last || []) tint(id, 'hl-last');
  if (overlay.selected) for (const id of overlay.selected) tint(id, 'hl-selected');

  const pieceLayer = el('g', {}, svg);
  for (const p of desc.pieces) {
    let cx, cy, cell = null;
    if (p.cell) {
      cell = cells.get(p.cell);
      if (!cell) continue;
      cx = cell.cx + (p.dx || 0) * (flipped ? -1 : 1);
      cy = cell.cy + (p.dy || 0) * (flipped ? -1 : 1);
    } else {
      [cx, cy] = point(p.x, p.y);
    }
    const cls = 'piece ' + (p.cls || '') + (p.knocked ? ' knocked' : '');
    const g = el('g', { class: 'piece-g', 'data-piece': p.cell || '' }, pieceLayer);
    const shape = drawShape(g, p.shape, cx, cy, p.scale || 0.4, cell, cls);
    if (p.knocked) shape.setAttribute('transform', `rotate(45 ${cx} ${cy})`);
    if (p.label) {
      const dark = /side2|team/.test(p.cls || '');
      el('text', { x: cx, y: cy + (p.sub ? -0.06 : 0.02), class: 'piece-text ' + (dark ? 'on2' : 'on1') }, g).textContent = p.label;
    }
    if (p.sub) el('text', { x: cx, y: cy + 0.24, class: 'piece-text on2', style: 'font-size:.22px' }, g).textContent = p.sub;
  }

  for (const id of overlay.marks || []) tint(id, 'hl-mark');
  for (const id of overlay.targets || []) {
    const c = cells.get(id);
    if (c) el('circle', { cx: c.cx, cy: c.cy, r: Math.min(c.w, c.h) * 0.28, class: 'hl-target', 'data-target': id }, svg);
  }
  for (const a of overlay.arrows || []) {
    const from = cells.get(a.from), to = cells.get(a.to);
    if (!from || !to || a.from === a.to) continue;
    const dx = to.cx - from.cx, dy = to.cy - from.cy, len = Math.hypot(dx, dy);
    const k = Math.max(0, (len - 0.3) / len);
    el('line', { x1: from.cx, y1: from.cy, x2: from.cx + dx * k, y2: from.cy + dy * k, class: 'arrow ' + (a.cls || ''),
      'data-from': a.from, 'data-to': a.to }, svg);
  }
}
