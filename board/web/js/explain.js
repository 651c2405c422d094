// Keeps the Rules and Legend panels on the game shown: each is drawn when opened and again
// when the game changes while it is open (a closed panel draws nothing, so the board's page
// costs nothing more until they are read). The header's Rules button opens the rules.
import { drawRules } from './rules_panel.js';
import { drawLegend } from './legend.js';
import { gameName } from './game_names.js';

const PANELS = [['rules-box', 'rules', drawRules, 'Rules'], ['legend-box', 'legend', drawLegend, 'Legend']];

export function showExplain(variant, game) {
  if (!variant || !game) return;
  for (const [boxId, id, draw, title] of PANELS) {
    const box = document.getElementById(boxId), inner = document.getElementById(id);
    box.querySelector('summary').textContent = `${title} of ${gameName(variant)}`;
    if (box.open && inner.dataset.variant !== variant) draw(inner, variant, game);
  }
}

// current(): [variant, game module] of the board shown.
export function attachExplain(current) {
  for (const [boxId] of PANELS) document.getElementById(boxId).addEventListener('toggle', () => showExplain(...current()));
  document.getElementById('show-rules').onclick = () => {
    const box = document.getElementById('rules-box');
    box.open = true;
    showExplain(...current());
    box.scrollIntoView({ block: 'start' });
  };
}
