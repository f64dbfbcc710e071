// The room's chat: its lines (a log a screen reader follows, scrollable by keyboard), the form
// that sends a line, and, for a seated player, the switch that hides the watchers' lines. A hidden
// line stays in the log with the `hidden` attribute, so it is neither shown nor announced, and
// comes back when the switch is turned off.

import { h, clear } from './dom.js';
import { chatLineShown, setWatchersChatHidden, watchersChatHidden } from './chat_filter.js';

export class ChatPanel {
  /**
   * @param {import('./transport.js').Transport} transport @param {() => string|null} roomId
   * @param {(text: string) => void} say where a refusal is told
   */
  constructor(transport, roomId, say) {
    this.seated = false;
    this.lines = h('div', { class: 'chat-lines', id: 'chat-lines', tabindex: 0, role: 'log', 'aria-label': 'Chat' });
    const input = h('input', { type: 'text', id: 'chat-input', maxlength: 500, placeholder: 'Say something', autocomplete: 'off', 'aria-label': 'Chat message' });
    const form = h('form', { class: 'chat-form' }, input, h('button', { type: 'submit' }, 'Send'));
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const text = input.value.trim();
      const room = roomId();
      if (!text || !room) return;
      const reply = await transport.send({ type: 'chat.send', room, text });
      if (reply.error) say(reply.error.message);
      else input.value = '';
    });
    this.hideWatchers = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'hide-watchers-chat' }));
    this.hideWatchers.checked = watchersChatHidden();
    this.hideWatchers.addEventListener('change', () => {
      setWatchersChatHidden(this.hideWatchers.checked);
      this.filter();
    });
    this.toggle = h('label', { class: 'chat-toggle small', hidden: true }, this.hideWatchers, " Hide watchers' chat");
    this.watching = h('p', { class: 'chat-watching small', id: 'watching', hidden: true });
    this.element = h('section', { class: 'panel chat' }, h('h3', {}, 'Chat'), this.watching, this.toggle, this.lines, form);
  }

  /** Who watches the room, as its state names them. @param {{name: string}[]} watchers */
  setWatchers(watchers) {
    const text = watcherLine(watchers ?? []);
    this.watching.hidden = !text;
    if (this.watching.textContent !== text) this.watching.textContent = text;
  }

  /** Whether the reader holds a seat: only then may they hide the watchers' lines. @param {boolean} seated */
  setSeated(seated) {
    if (seated === this.seated) return;
    this.seated = seated;
    this.toggle.hidden = !seated;
    this.filter();
  }

  /** @param {any} frame a `chat` frame */
  append(frame) {
    const seat = frame.from.seat;
    const line = h('p', { class: `chat-line${seat === null ? ' watcher' : ` seat-${seat}`}`, 'data-seat': seat === null ? 'watcher' : String(seat) },
      h('strong', {}, frame.from.name), ' ', frame.text);
    line.hidden = !chatLineShown(frame, this.reader());
    this.lines.append(line);
    this.lines.scrollTop = this.lines.scrollHeight;
  }

  clear() {
    clear(this.lines);
  }

  reader() {
    return { seated: this.seated, hideWatchers: this.hideWatchers.checked };
  }

  /** Hides or shows the lines already there after the switch or the seat changed. */
  filter() {
    const reader = this.reader();
    for (const line of /** @type {NodeListOf<HTMLElement>} */ (this.lines.querySelectorAll('.chat-line'))) {
      line.hidden = !chatLineShown({ from: { seat: line.dataset.seat === 'watcher' ? null : 0 } }, reader);
    }
    this.lines.scrollTop = this.lines.scrollHeight;
  }
}

/**
 * The line that names who watches: empty when nobody does.
 * @param {{name: string}[]} watchers
 */
export function watcherLine(watchers) {
  if (watchers.length === 0) return '';
  return `Watching: ${watchers.map((w) => w.name).join(', ')}`;
}
