// Pointer input on the board: a click on a cell, or a drag from one cell to another (read as
// two clicks). Reports cell ids only; what a click means is the controller's business. A press
// near a marked cell goes to it (tap.js), so thin cells can be hit by a finger.
import { markedCellNear } from './tap.js';

export function attachInput(svg, onCell) {
  let downCell = null;
  const cellAt = (ev) => {
    const near = markedCellNear(svg, ev.clientX, ev.clientY);
    if (near) return svg.querySelector(`[data-cell="${near}"]`);
    const hit = document.elementFromPoint(ev.clientX, ev.clientY);
    return hit && hit.closest ? (hit.closest('[data-cell]') || null) : null;
  };
  let downAt = null;
  svg.addEventListener('pointerdown', (ev) => {
    const c = cellAt(ev);
    downCell = c ? c.dataset.cell : null;
    downAt = [ev.clientX, ev.clientY];
    if (downCell) onCell(downCell, 'down');
  });
  svg.addEventListener('pointerup', (ev) => {
    // A tap, not a drag: the press may have gone to a marked cell near it, the release must
    // not name the cell under the finger as a drop.
    if (downAt && Math.hypot(ev.clientX - downAt[0], ev.clientY - downAt[1]) < 8) { downCell = null; return; }
    const c = cellAt(ev);
    const up = c ? c.dataset.cell : null;
    if (up && downCell && up !== downCell) onCell(up, 'drop');
    downCell = null;
  });
}
