// Turns clicks on board targets into an action, holding no rules: the legal actions come from the
// server as {notation: targets}, each target either a name clicked next or a group of names
// clicked in any order. The picker narrows the actions click by click and asks only where a
// choice remains (actions with the same clicks, or a complete action that could also go on).

/** @typedef {string | string[]} Target */
/** @typedef {{notation: string, steps: Target[]}} Candidate */

/**
 * Where an action stands after some clicks: null if the clicks do not fit it, else what may be
 * clicked next and whether every step is done.
 * @param {Target[]} steps @param {string[]} clicks
 * @returns {{next: string[], complete: boolean} | null}
 */
export function follow(steps, clicks) {
  let step = 0;
  /** @type {Set<string>|null} */ let group = null;  // what is left of a group being clicked
  for (const click of clicks) {
    if (group && group.size === 0) {
      group = null;
      step += 1;
    }
    if (!group) {
      if (step >= steps.length) return null;
      const target = steps[step];
      if (Array.isArray(target)) {
        group = new Set(target);
      } else {
        if (target !== click) return null;
        step += 1;
        continue;
      }
    }
    if (!group.has(click)) return null;
    group.delete(click);
  }
  if (group && group.size === 0) {
    group = null;
    step += 1;
  }
  if (group) return { next: [...group], complete: false };
  if (step >= steps.length) return { next: [], complete: true };
  const target = steps[step];
  return { next: Array.isArray(target) ? [...target] : [target], complete: false };
}

export class Picker {
  /** @param {Record<string, Target[]>} legal */
  constructor(legal) {
    /** @type {Candidate[]} */
    this.actions = Object.entries(legal).map(([notation, steps]) => ({ notation, steps }));
    /** @type {string[]} */ this.clicks = [];
  }

  /** Actions with no board target at all: shown as buttons. */
  buttons() {
    return this.actions.filter((a) => a.steps.length === 0).map((a) => a.notation).sort();
  }

  /** The actions the clicks so far fit, with where each stands. */
  candidates() {
    const out = [];
    for (const action of this.actions) {
      if (action.steps.length === 0) continue;
      const state = follow(action.steps, this.clicks);
      if (state) out.push({ notation: action.notation, ...state });
    }
    return out;
  }

  /** The targets that may be clicked next. */
  clickable() {
    const names = new Set();
    for (const candidate of this.candidates()) for (const name of candidate.next) names.add(name);
    return names;
  }

  /** Notations whose every step is clicked. */
  complete() {
    return this.candidates().filter((c) => c.complete).map((c) => c.notation).sort();
  }

  /** Whether a further click could still lead somewhere. */
  canContinue() {
    return this.candidates().some((c) => !c.complete);
  }

  /**
   * Takes a click. Returns what the caller should do next:
   *  {send: notation}          one action is chosen;
   *  {choose: [notations]}     several actions share these clicks: ask which;
   *  {wait: true, done: [..]}  more clicks may follow; `done` lists actions complete already;
   *  {ignored: true}           the click fits nothing (the selection is unchanged).
   * @param {string} target
   */
  click(target) {
    const before = this.clicks;
    this.clicks = [...before, target];
    if (this.candidates().length === 0) {
      // Not a continuation: perhaps the start of another action.
      this.clicks = [target];
      if (this.candidates().length === 0) {
        this.clicks = before;
        return { ignored: true };
      }
    }
    return this.decide();
  }

  decide() {
    const complete = this.complete();
    if (!this.canContinue()) {
      if (complete.length === 1) return { send: complete[0] };
      return { choose: complete };
    }
    return { wait: true, done: complete };
  }

  reset() {
    this.clicks = [];
  }
}
