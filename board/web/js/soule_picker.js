// Soule's order picker: one row per player of the side whose part is due, the orders from the
// rules' effective order sets (`query moves`: "1:+,-,0 2:+,0,3 ..."). The finished part is
// spelled as the protocol wants it: a placement as digits, a turn's orders joined by ','.
export class SoulePicker {
  constructor(root, onSubmit) {
    this.root = root;
    this.onSubmit = onSubmit;
  }

  hide() { this.root.hidden = true; this.root.replaceChildren(); }

  // explicit: nothing is chosen beforehand, and the part is submitted only once every player
  // has an order (a puzzle: an untouched default would be an answer nobody gave).
  show({ side, orders, placement, title, players, explicit = false }) {
    this.root.hidden = false;
    this.root.replaceChildren();
    const sets = orders.trim().split(/\s+/).filter(Boolean).map((w) => {
      const k = w.indexOf(':');
      return { player: Number(w.slice(0, k)), orders: w.slice(k + 1).split(',') };
    });
    const chosen = sets.map((s) => (explicit ? null : s.orders.includes('+') && !placement ? '+' : s.orders[0]));
    const head = document.createElement('div');
    head.innerHTML = `<b>${title}</b> — pick an order for every player of ${side}, then submit.`;
    this.root.appendChild(head);
    const describe = (o) => (placement ? `distance ${o}` : o === '+' ? 'advance' : o === '-' ? 'retreat' : o === '0' ? 'wait' : `hit ${o}`);
    sets.forEach((s, i) => {
      const row = document.createElement('div');
      row.className = 'player';
      const p = players ? players[s.player - 1] : null;
      const label = document.createElement('b');
      label.textContent = `${side}${s.player}` + (p && p.cell !== '?' ? ` @${p.cell} ${p.pp}PP` : '');
      row.appendChild(label);
      for (const o of s.orders) {
        const b = document.createElement('button');
        b.textContent = describe(o);
        b.dataset.order = o;
        b.dataset.player = String(s.player);
        if (chosen[i] === o) b.classList.add('on');
        b.onclick = () => {
          chosen[i] = o;
          row.querySelectorAll('button').forEach((x) => x.classList.toggle('on', x === b));
          preview.textContent = this.spell(chosen, placement);
          submit.disabled = chosen.includes(null);
        };
        row.appendChild(b);
      }
      this.root.appendChild(row);
    });
    const bar = document.createElement('div');
    bar.className = 'row';
    const preview = document.createElement('code');
    preview.textContent = this.spell(chosen, placement);
    const submit = document.createElement('button');
    submit.className = 'primary';
    submit.id = 'soule-submit';
    submit.textContent = 'Submit ' + side + "'s part";
    submit.disabled = chosen.includes(null);
    if (explicit) submit.title = 'every player needs an order';
    submit.onclick = () => { if (!chosen.includes(null)) this.onSubmit(this.spell(chosen, placement)); };
    bar.append(submit, preview);
    this.root.appendChild(bar);
  }

  spell(chosen, placement) {
    const orders = chosen.map((o) => o ?? '?');
    return placement ? orders.join('') : orders.join(',');
  }
}
