// Builds one human turn step by step from the rules' step generator (POST /api/steps): the
// clicked cells are matched against the paths of the legal next steps; a unique full match
// plays the step, several ask the user to choose; steps are undoable until the turn is
// submitted as one token.
import { api } from './api.js';

export class TurnBuilder {
  constructor(onChange) {
    this.onChange = onChange;
    this.reset(null, null);
  }

  reset(variant, fen) {
    this.variant = variant;
    this.fen = fen;        // the turn start
    this.steps = [];       // indices of the steps played
    this.texts = [];       // their tokens, for display
    this.path = [];        // cells clicked towards the next step
    this.state = null;     // the server's answer for `steps`
    this.choices = null;   // steps the user must choose between
    this.seq = (this.seq || 0) + 1;
  }

  async start(variant, fen) {
    this.reset(variant, fen);
    await this.refresh();
  }

  async refresh() {
    const seq = this.seq;
    const state = await api.steps(this.variant, this.fen, this.steps);
    if (seq !== this.seq) return;
    this.state = state;
    this.path = [];
    this.choices = null;
    this.onChange(this);
  }

  get active() { return !!this.state && !this.state.done; }
  get done() { return !!this.state && this.state.done; }

  matching(path) {
    return this.state.options.map((o, i) => ({ ...o, index: i }))
      .filter((o) => o.cells.length >= path.length && path.every((c, k) => o.cells[k] === c));
  }

  // Cells to highlight: the selected path and the possible next cells.
  overlay() {
    if (!this.active) return { selected: [], targets: [], marks: [] };
    const options = this.matching(this.path);
    const targets = new Set(), marks = new Set();
    for (const o of options) {
      if (o.cells.length > this.path.length) targets.add(o.cells[this.path.length]);
      if (this.path.length > 0) for (const m of o.marks) marks.add(m);
    }
    return { selected: [...this.path], targets: [...targets], marks: [...marks] };
  }

  // Steps with no cell to click (end of the action phase, pass).
  buttons() {
    if (!this.active) return [];
    return this.state.options.map((o, i) => ({ ...o, index: i })).filter((o) => o.cells.length === 0);
  }

  click(cell) {
    if (!this.active) return;
    let path = [...this.path, cell];
    if (this.path.includes(cell) && this.path[this.path.length - 1] === cell) path = [];  // click again: deselect
    let options = this.matching(path);
    if (options.length === 0) {  // start over from this cell
      path = [cell];
      options = this.matching(path);
      if (options.length === 0) path = [];
    }
    this.path = path;
    this.choices = null;
    const full = options.filter((o) => o.cells.length === path.length);
    const longer = options.filter((o) => o.cells.length > path.length);
    if (path.length > 0 && full.length === 1 && longer.length === 0) return this.play(full[0].index);
    if (path.length > 0 && full.length > 0) this.choices = full.concat(longer.length ? [{ text: 'continue…', index: -1 }] : []);
    this.onChange(this);
  }

  async play(index) {
    if (index < 0) { this.choices = null; this.onChange(this); return; }
    this.steps.push(index);
    this.texts.push(this.state.options[index].text);
    await this.refresh();
  }

  async undo() {
    if (this.steps.length === 0) { this.path = []; this.onChange(this); return; }
    this.steps.pop();
    this.texts.pop();
    this.seq++;
    await this.refresh();
  }
}
