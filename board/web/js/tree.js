// The game as a tree of moves (variations kept, as lichess keeps them): pure functions over an
// immutable value. A node's first child is its main continuation; node 0 is the root.
//   tree = { nodes: {id: {id, parent, token, fen, ply, children: [ids], info, eval}}, next }
//   info = the referee's verdict on the node's position {status, p1turn, orders}, once known
//   eval = {cp (p1's view), depth, text} from the engine's last report on the position

export function newTree(rootFen, rootInfo) {
  return { nodes: { 0: { id: 0, parent: null, token: null, fen: rootFen, ply: 0, children: [], info: rootInfo || null, eval: null } }, next: 1 };
}

export const node = (tree, id) => tree.nodes[id];

function withNode(tree, id, changes) {
  return { ...tree, nodes: { ...tree.nodes, [id]: { ...tree.nodes[id], ...changes } } };
}

// Follows or adds `plies` ([{token, fen}]) below `from`; returns {tree, id} of the last ply.
// A move already in the tree is followed, never duplicated; a new one becomes a variation.
export function addLine(tree, from, plies) {
  let id = from;
  for (const p of plies) {
    const parent = tree.nodes[id];
    const known = parent.children.find((c) => tree.nodes[c].token === p.token);
    if (known !== undefined) { id = known; continue; }
    const child = { id: tree.next, parent: id, token: p.token, fen: p.fen, ply: parent.ply + 1, children: [], info: null, eval: null };
    tree = { nodes: { ...tree.nodes, [child.id]: child, [id]: { ...parent, children: [...parent.children, child.id] } }, next: tree.next + 1 };
    id = child.id;
  }
  return { tree, id };
}

// The tree without the subtree at `id` (a takeback).
export function prune(tree, id) {
  const n = tree.nodes[id];
  if (!n || n.parent === null) return tree;
  const nodes = { ...tree.nodes };
  const drop = (k) => { for (const c of nodes[k].children) drop(c); delete nodes[k]; };
  drop(id);
  nodes[n.parent] = { ...nodes[n.parent], children: nodes[n.parent].children.filter((c) => c !== id) };
  return { ...tree, nodes };
}

export const setInfo = (tree, id, info) => (tree.nodes[id] ? withNode(tree, id, { info }) : tree);
export const setEval = (tree, id, ev) => (tree.nodes[id] ? withNode(tree, id, { eval: ev }) : tree);

// Node ids from the root to `id`, both included.
export function path(tree, id) {
  const out = [];
  for (let n = tree.nodes[id]; n; n = n.parent === null ? null : tree.nodes[n.parent]) out.push(n.id);
  return out.reverse();
}

export const movesTo = (tree, id) => path(tree, id).slice(1).map((k) => tree.nodes[k].token);

// The main continuation from `id` (first children), `id` excluded.
export function continuation(tree, id) {
  const out = [];
  for (let n = tree.nodes[id]; n.children.length; n = tree.nodes[n.children[0]]) out.push(n.children[0]);
  return out;
}

// The line the user is on: the path to `id` and its main continuation.
export const line = (tree, id) => path(tree, id).concat(continuation(tree, id));
export const mainline = (tree) => [0].concat(continuation(tree, 0));
export const lineEnd = (tree, id) => { const l = line(tree, id); return l[l.length - 1]; };

// The node reached by `ply` plies along the line through `id` (clamped).
export function atPly(tree, id, ply) {
  const l = line(tree, id);
  return l[Math.max(0, Math.min(ply, l.length - 1))];
}

// The sibling variation before (-1) or after (+1) `id`, or `id` when there is none.
export function sibling(tree, id, dir) {
  const n = tree.nodes[id];
  if (n.parent === null) return id;
  const kids = tree.nodes[n.parent].children;
  const k = kids.indexOf(id) + dir;
  return k >= 0 && k < kids.length ? kids[k] : id;
}
