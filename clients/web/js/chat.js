// The room's chat: its lines (a log a screen reader follows, scrollable by keyboard) and the form
// that sends a line.

import { h } from './dom.js';

/**
 * @param {import('./transport.js').Transport} transport @param {() => string|null} roomId
 * @param {(text: string) => void} say where a refusal is told
 */
export function chatPanel(transport, roomId, say) {
  const lines = h('div', { class: 'chat-lines', id: 'chat-lines', tabindex: 0, role: 'log', 'aria-label': 'Chat' });
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
  return h('section', { class: 'panel chat' }, h('h3', {}, 'Chat'), lines, form);
}
