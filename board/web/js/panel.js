// The side panel's views, drawn from the data handed in: the engine's report (depth, score
// from p1's view, nodes, nps, pv lines, Soule's strategy bars), the evaluation bar and graph,
// and the engine's options (the values set, else the defaults the engine announced).
import { scoreText, parseStrategy } from './engine_info.js';

const $ = (id) => document.getElementById(id);

// view: {p1, lines: {k: info}, latest: info} or null; `side`: p1's name.
export function drawEngineView(view, side) {
  const latest = (view && view.latest) || {};
  const lines = (view && view.lines) || {};
  const p1 = !view || view.p1 !== false;
  $('st-depth').textContent = latest.depth !== undefined ? latest.depth + (latest.seldepth ? '/' + latest.seldepth : '') : '';
  const best = lines[1] && lines[1].score ? lines[1] : latest;
  $('st-score').textContent = best.score ? scoreText(best.score, best.wdl, p1) : '';
  $('st-score-side').textContent = `score (${side})`;
  $('st-nodes').textContent = latest.nodes !== undefined ? latest.nodes.toLocaleString('en') : '';
  $('st-nps').textContent = latest.nps !== undefined ? latest.nps.toLocaleString('en') : '';
  const box = $('pv-lines');
  box.replaceChildren();
  const keys = Object.keys(lines).sort((a, b) => a - b);
  for (const k of keys) {
    const info = lines[k];
    const div = document.createElement('div');
    div.textContent = `${keys.length > 1 ? '#' + k + ' ' : ''}${scoreText(info.score, info.wdl, p1)}  ${(info.pv || []).join(' ')}`;
    box.appendChild(div);
  }
  const strategy = latest.string ? parseStrategy(latest.string) : null;
  if (strategy || !view) drawStrategy(strategy || []);
}

function drawStrategy(strategy) {
  const box = $('strategy');
  box.replaceChildren();
  if (!strategy.length) return;
  const title = document.createElement('div');
  title.textContent = 'Mixed strategy';
  box.appendChild(title);
  for (const s of strategy.slice(0, 8)) {
    const row = document.createElement('div');
    row.className = 'bar';
    const bar = document.createElement('i');
    bar.style.width = `${Math.round(s.p * 120)}px`;
    const text = document.createElement('span');
    text.textContent = `${(s.p * 100).toFixed(1)}% ${s.tactic}`;
    row.append(bar, text);
    box.appendChild(row);
  }
}

// The bar beside the board: p1's share grows with p1's score (cp, p1's view; null: unknown);
// `number` the score written on the bar, at the end of the side it favours.
export function drawEvalBar(cp, text, number = '') {
  const bar = $('eval-bar');
  const share = cp === null ? 0.5 : 0.5 + 0.5 * Math.tanh(cp / 400);
  bar.querySelector('.p1').style.height = `${(share * 100).toFixed(1)}%`;
  const num = bar.querySelector('.eval-num');
  num.textContent = number;
  num.classList.toggle('p2-ahead', cp !== null && cp < 0);
  bar.dataset.cp = cp === null ? '' : String(cp);
  bar.title = text || 'no evaluation yet';
  $('eval-text').textContent = text || '';
}

// points: [{ply, cp}] of the line shown (p1's view), `n` its length, `ply` the ply shown;
// `shape` maps a cp to -1..1 (default: a soft scale for centipawns).
export function drawEvalGraph(points, n, ply, shape = (cp) => Math.tanh(cp / 250)) {
  const svg = $('eval-graph');
  const W = 200, H = 50, x = (k) => (k / Math.max(n, 1)) * W, y = (cp) => H / 2 - (shape(cp) * (H / 2 - 1));
  const poly = points.map((p) => `${x(p.ply).toFixed(1)},${y(p.cp).toFixed(1)}`).join(' ');
  const area = points.length ? `<polygon points="${x(points[0].ply).toFixed(1)},${H / 2} ${poly} ${x(points[points.length - 1].ply).toFixed(1)},${H / 2}" class="eval-area"/>` : '';
  svg.innerHTML = `<line x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}" class="eval-axis"/>${area}` +
    `<line x1="${x(ply)}" y1="0" x2="${x(ply)}" y2="${H}" class="eval-cursor"/>` +
    (points.length ? `<polyline points="${poly}" class="eval-line"/>` : '');
  svg.dataset.points = String(points.length);
  svg.dataset.plies = String(n);
}

// `option name Hash type spin default 16 min 1 max 65536`
function parseOption(line) {
  const m = line.match(/^option name (.+?) type (\w+)(.*)$/);
  if (!m) return null;
  const rest = m[3];
  const field = (k) => { const r = rest.match(new RegExp(`\\b${k} (.*?)(?= (default|min|max|var) |$)`)); return r ? r[1] : undefined; };
  return { name: m[1], type: m[2], def: field('default'), min: field('min'), max: field('max'),
    vars: [...rest.matchAll(/ var (\S+)/g)].map((v) => v[1]) };
}

// `values`: the options set (by `option.NAME=VALUE` or by the page), by name; the others are at
// their default. `send(name, value)` sets an option on the engine. `hidden`: names (lower case)
// not shown (the games' rules, other games' options); `first`: names shown first, in order;
// `warn(text)`: says why a number was changed to the field's bounds.
export function drawOptions(lines, values, send, { hidden = new Set(), first = [], warn = () => {} } = {}) {
  const box = $('options');
  box.replaceChildren();
  const rank = (o) => { const k = first.indexOf(o.name); return k < 0 ? first.length : k; };
  const shown = lines.map(parseOption).filter((o) => o && o.name !== 'UCI_Variant' && !hidden.has(o.name.toLowerCase()));
  shown.sort((a, b) => rank(a) - rank(b));  // stable: the engine's order after the first ones
  for (const o of shown) {
    const value = values[o.name] ?? o.def;
    const label = document.createElement('label');
    label.textContent = o.name + ' ';
    let input;
    if (o.type === 'check') {
      input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = value === 'true';
      input.onchange = () => send(o.name, input.checked ? 'true' : 'false');
    } else if (o.type === 'combo') {
      input = document.createElement('select');
      for (const v of o.vars) input.add(new Option(v, v, false, v.toLowerCase() === String(value).toLowerCase()));
      input.onchange = () => send(o.name, input.value);
    } else if (o.type === 'button') {
      input = document.createElement('button');
      input.textContent = 'send';
      input.onclick = () => send(o.name, '');
    } else {
      input = document.createElement('input');
      input.type = o.type === 'spin' ? 'number' : 'text';
      if (o.min !== undefined) input.min = o.min;
      if (o.max !== undefined) input.max = o.max;
      input.value = value === '<empty>' ? '' : (value || '');
      input.onchange = () => {
        if (o.type === 'spin') {
          // Out of the engine's bounds (or not a whole number): the nearest bound, said.
          const n = Number(input.value), lo = Number(o.min ?? -Infinity), hi = Number(o.max ?? Infinity);
          const ok = input.value.trim() !== '' && Number.isInteger(n) && n >= lo && n <= hi;
          if (!ok) {
            const fixed = Number.isFinite(n) ? Math.min(hi, Math.max(lo, Math.round(n))) : Number(o.def);
            warn(`${o.name} must be a whole number in ${o.min}..${o.max}: set to ${fixed}.`);
            input.value = String(fixed);
          }
        }
        send(o.name, input.value);
      };
    }
    input.dataset.option = o.name;
    label.appendChild(input);
    box.appendChild(label);
  }
}
