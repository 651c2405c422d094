// Keyboard navigation of the move tree (left/right: back/forward, up/down: the previous/next
// variation, home/end: start/end of the line) and paste anywhere on the page (a position, a
// record or a puzzle line), except into a text field.
import * as T from './tree.js';

const typing = (el) => el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);

export function attachShortcuts({ state, navigate, paste }) {
  document.addEventListener('keydown', (ev) => {
    const s = state();
    if (!s.tree || typing(ev.target) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const n = s.tree.nodes[s.cursor];
    const to = {
      ArrowLeft: () => (n.parent === null ? n.id : n.parent),
      ArrowRight: () => (n.children.length ? n.children[0] : n.id),
      ArrowUp: () => T.sibling(s.tree, n.id, -1),
      ArrowDown: () => T.sibling(s.tree, n.id, +1),
      Home: () => 0,
      End: () => T.lineEnd(s.tree, n.id),
    }[ev.key];
    if (!to) return;
    ev.preventDefault();
    navigate(to());
  });
  document.addEventListener('paste', (ev) => {
    if (typing(ev.target)) return;
    const text = ev.clipboardData ? ev.clipboardData.getData('text') : '';
    if (!text) return;
    ev.preventDefault();
    paste(text);
  });
}
