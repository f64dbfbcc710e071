// Changing one's display name in the page: the name button opens a small form under the header;
// the new name goes with a fresh hello, and a name the server refuses is shown with its reason.

import { h } from './dom.js';

/**
 * @param {HTMLButtonElement} button the name button in the header
 * @param {import('./transport.js').Transport} transport @returns {HTMLFormElement}
 */
export function nameEditor(button, transport) {
  const input = h('input', { type: 'text', id: 'name-input', maxlength: 24, autocomplete: 'nickname', required: true });
  const error = h('p', { class: 'name-error', id: 'name-error', role: 'alert' });
  const form = h('form', { class: 'name-form', id: 'name-form', hidden: true },
    h('label', { for: 'name-input' }, 'Your name'), input,
    h('button', { type: 'submit', id: 'name-save' }, 'Save'),
    h('button', { type: 'button', class: 'secondary', id: 'name-cancel', onclick: () => show(false) }, 'Cancel'),
    error);
  const show = (open) => {
    form.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      input.value = transport.session?.name ?? transport.name;
      error.textContent = '';
      input.focus();
      input.select();
    } else button.focus();
  };
  button.addEventListener('click', () => show(form.hidden));
  form.addEventListener('keydown', (event) => { if (event.key === 'Escape') show(false); });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const name = input.value.trim().replace(/\s+/g, ' ');
    if (!name) return;
    transport.name = name;
    const onReady = () => {
      transport.removeEventListener('ready', onReady);
      if (transport.nameError) {
        error.textContent = `That name cannot be used: ${transport.nameError}.`;
        transport.name = '';
      } else show(false);
    };
    transport.addEventListener('ready', onReady);
    transport.reconnectNow();  // the name goes with the next hello
  });
  return form;
}
