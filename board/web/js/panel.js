// The side panel's views: move list, evaluation graph, engine statistics and pv lines,
// Soule's strategy bars, the engine's options. Pure drawing from data handed in.
import { scoreText, parseStrategy } from './engine_info.js';
import { post } from './api.js';

const $ = (id) => document.getElementById(id);

export function drawMoves(plies, cursor, onJump) {
  const list = $('moves');
  list.replaceChildren();
  plies.forEach((p, i) => {
    const li = document.createElement('li');
    const span = document.createElement('span');
    span.textContent = p.token;
    span.dataset.ply = String(i + 1);
    if (i + 1 === cursor) span.className = 'current';
    span.onclick = () => onJump(i + 1);
    li.appendChild(span);
    list.appendChild(li);
  });
  const current = list.querySelector('.current');
  if (current) current.scrollIntoView({ block: 'nearest' });
}

// evals[k]: score (cp, p1's view) of the position after k plies.
export function drawEvalGraph(evals, plies, cursor) {
  const svg = $('eval-graph');
  const n = Math.max(plies, 1);
  const pts = [];
  evals.forEach((v, k) => { if (v !== undefined && v !== null) pts.push(`${(k / n) * 200},${25 - (v / 1000) * 24}`); });
  svg.innerHTML = `<line x1="0" y1="25" x2="200" y2="25" stroke="#bbb" stroke-width="0.5"/>` +
    `<line x1="${(cursor / n) * 200}" y1="0" x2="${(cursor / n) * 200}" y2="50" stroke="#e67e22" stroke-width="0.8"/>` +
    (pts.length ? `<polyline points="${pts.join(' ')}" fill="none" stroke="#2c6e9b" stroke-width="1.2"/>` : '');
}

export function clearEngineView() {
  for (const id of ['st-depth', 'st-score', 'st-nodes', 'st-nps']) $(id).textContent = '';
  $('pv-lines').replaceChildren();
  $('strategy').replaceChildren();
}

export function drawEngineInfo(lines, latest) {
  if (latest.depth !== undefined) $('st-depth').textContent = latest.depth + (latest.seldepth ? '/' + latest.seldepth : '');
  if (latest.score) $('st-score').textContent = scoreText(latest.score, latest.wdl);
  if (latest.nodes !== undefined) $('st-nodes').textContent = latest.nodes.toLocaleString('en');
  if (latest.nps !== undefined) $('st-nps').textContent = latest.nps.toLocaleString('en');
  const box = $('pv-lines');
  box.replaceChildren();
  for (const k of Object.keys(lines).sort((a, b) => a - b)) {
    const info = lines[k];
    const div = document.createElement('div');
    div.textContent = `${Object.keys(lines).length > 1 ? '#' + k + ' ' : ''}${scoreText(info.score, info.wdl)}  ${(info.pv || []).join(' ')}`;
    box.appendChild(div);
  }
  if (latest.string) {
    const strategy = parseStrategy(latest.string);
    if (strategy) drawStrategy(strategy);
  }
}

function drawStrategy(strategy) {
  const box = $('strategy');
  box.replaceChildren();
  const title = document.createElement('div');
  title.textContent = 'Mixed strategy';
  box.appendChild(title);
  for (const s of strategy.slice(0, 8)) {
    const row = document.createElement('div');
    row.className = 'bar';
    row.innerHTML = `<i style="width:${Math.round(s.p * 120)}px"></i><span></span>`;
    row.querySelector('span').textContent = `${(s.p * 100).toFixed(1)}% ${s.tactic}`;
    box.appendChild(row);
  }
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

export function drawOptions(page, engine, lines) {
  const box = $('options');
  box.replaceChildren();
  const send = (name, value) => post('/api/setoption', { page, engine, name, value }).catch((e) => alert(e.message));
  for (const line of lines) {
    const o = parseOption(line);
    if (!o || o.name === 'UCI_Variant') continue;
    const label = document.createElement('label');
    label.textContent = o.name + ' ';
    let input;
    if (o.type === 'check') {
      input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = o.def === 'true';
      input.onchange = () => send(o.name, input.checked ? 'true' : 'false');
    } else if (o.type === 'combo') {
      input = document.createElement('select');
      for (const v of o.vars) input.add(new Option(v, v, false, v === o.def));
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
      input.value = o.def === '<empty>' ? '' : (o.def || '');
      input.onchange = () => send(o.name, input.value);
    }
    label.appendChild(input);
    box.appendChild(label);
  }
}
