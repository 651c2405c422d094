// Draws the move tree as lichess does: the main line in rows (move number, p1's move, p2's move),
// each variation as an indented block under the move it replaces, nested variations in
// parentheses; a click on a move jumps to it. Pure drawing from the tree handed in.
import * as T from './tree.js';

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// `rootP1`: p1 moves first from the root. Simultaneous games number every stage.
export function drawMoveTree(box, tree, cursor, rootP1, simultaneous, onJump) {
  const isP1 = (ply) => simultaneous || (rootP1 ? ply % 2 === 1 : ply % 2 === 0);
  const number = (ply) => (simultaneous ? ply : Math.floor((ply - 1 + (rootP1 ? 0 : 1)) / 2) + 1);
  const move = (id) => {
    const n = tree.nodes[id];
    const span = el('span', 'mv' + (id === cursor ? ' current' : ''), n.token);
    span.dataset.node = String(id);
    span.dataset.ply = String(n.ply);
    span.onclick = () => onJump(id);
    return span;
  };
  const alternatives = (id) => {
    const parent = tree.nodes[tree.nodes[id].parent];
    return parent.children[0] === id ? parent.children.slice(1) : [];
  };
  // A variation inline: numbers where a p1 move starts or the line resumes after a branch.
  const inline = (start, out) => {
    let numbered = false;
    for (let id = start; id !== undefined; id = tree.nodes[id].children[0]) {
      const n = tree.nodes[id];
      if (isP1(n.ply)) out.append(el('span', 'mv-no', `${number(n.ply)}.`));
      else if (!numbered) out.append(el('span', 'mv-no', `${number(n.ply)}…`));
      out.append(move(id));
      numbered = true;
      const alts = id === start ? [] : alternatives(id);
      for (const alt of alts) {
        const sub = el('span', 'mv-sub');
        sub.append('(');
        inline(alt, sub);
        sub.append(')');
        out.append(sub);
        numbered = false;
      }
    }
  };

  box.replaceChildren();
  let row = null;
  const newRow = (ply, placeholder) => {
    row = el('div', simultaneous ? 'mv-row sim' : 'mv-row');
    row.append(el('span', 'mv-no', `${number(ply)}.`));
    if (placeholder) row.append(el('span', 'mv-gap', '…'));
    box.append(row);
  };
  for (const id of T.mainline(tree).slice(1)) {
    const n = tree.nodes[id], p1 = isP1(n.ply);
    if (simultaneous || p1 || !row) newRow(n.ply, !p1);
    row.append(move(id));
    const alts = alternatives(id);
    if (alts.length) {
      if (p1 && !simultaneous) row.append(el('span', 'mv-gap', '…'));
      for (const alt of alts) {
        const block = el('div', 'mv-var');
        inline(alt, block);
        box.append(block);
      }
      row = null;
    } else if (!p1 || simultaneous) {
      row = null;
    }
  }
  const current = box.querySelector('.current');
  if (current) {
    // Scroll the list, never the page.
    const top = current.offsetTop;  // #moves is positioned: relative to the list
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - current.offsetHeight) box.scrollTop = top - box.clientHeight / 2;
  }
}
