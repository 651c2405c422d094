// Pointer input on the board: a click on a cell, or a drag from one cell to another (read as
// two clicks). Reports cell ids only; what a click means is the controller's business.
export function attachInput(svg, onCell) {
  let downCell = null;
  const cellAt = (ev) => {
    const hit = document.elementFromPoint(ev.clientX, ev.clientY);
    return hit && hit.closest ? (hit.closest('[data-cell]') || null) : null;
  };
  svg.addEventListener('pointerdown', (ev) => {
    const c = cellAt(ev);
    downCell = c ? c.dataset.cell : null;
    if (downCell) onCell(downCell, 'down');
  });
  svg.addEventListener('pointerup', (ev) => {
    const c = cellAt(ev);
    const up = c ? c.dataset.cell : null;
    if (up && downCell && up !== downCell) onCell(up, 'drop');
    downCell = null;
  });
}
