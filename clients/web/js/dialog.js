// A modal dialog (the native <dialog>): the page behind it is inert, so Tab stays inside; Escape
// or its Close button closes it, and the focus goes back to what opened it (or, when that is gone,
// as after logging in, to what took its place).

import { h } from './dom.js';

/**
 * @param {string} id @param {string} title
 * @param {() => HTMLElement|null} [fallback] where the focus goes when the opener is gone
 * @returns {{dialog: HTMLDialogElement, body: HTMLElement, open: (focus?: HTMLElement|null) => void, close: () => void, onClose: (f: () => void) => void}}
 */
export function modal(id, title, fallback = () => null) {
  const titleId = `${id}-title`;
  const body = h('div', { class: 'dialog-body' });
  const closeButton = h('button', { type: 'button', class: 'dialog-close', 'aria-label': 'Close', title: 'Close' }, '×');
  const dialog = /** @type {HTMLDialogElement} */ (h('dialog', { class: 'account-dialog', id, 'aria-labelledby': titleId },
    h('div', { class: 'dialog-head' }, h('h2', { id: titleId }, title), closeButton), body));
  /** @type {Element|null} */ let opener = null;
  /** @type {(() => void)[]} */ const closers = [];
  closeButton.addEventListener('click', () => dialog.close());
  // The page's own keys (the game page's Escape: back to the live position) stay out of it.
  dialog.addEventListener('keydown', (event) => { if (event.key === 'Escape') event.stopPropagation(); });
  dialog.addEventListener('close', () => {
    for (const f of closers) f();
    dialog.remove();
    const back = opener instanceof HTMLElement && opener.isConnected ? opener : fallback();
    back?.focus();
  });
  return {
    dialog,
    body,
    open(focus = null) {
      opener = document.activeElement;
      document.body.append(dialog);
      dialog.showModal();
      (focus ?? dialog.querySelector('input, button:not(.dialog-close)'))?.focus();
    },
    close: () => dialog.close(),
    onClose: (f) => { closers.push(f); },
  };
}

/**
 * A labelled input with its error line right under it (announced as it appears).
 * @param {string} id @param {string} label @param {Record<string, any>} attributes
 * @returns {{element: HTMLElement, input: HTMLInputElement, error: HTMLElement, say: (text: string) => void}}
 */
export function field(id, label, attributes) {
  const error = h('p', { class: 'field-error', id: `${id}-error`, 'aria-live': 'polite' });
  const hint = attributes.hint ? h('small', { class: 'field-hint', id: `${id}-hint` }, attributes.hint) : null;
  const { hint: _, ...rest } = attributes;
  const input = /** @type {HTMLInputElement} */ (h('input', { id, name: id, ...rest,
    'aria-describedby': [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ') }));
  const say = (text) => {
    error.textContent = text;
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', () => { if (error.textContent) say(''); });  // retyped: the old complaint goes
  return { element: h('div', { class: 'field' }, h('label', { for: id }, label), input, hint, error), input, error, say };
}

/** The line for errors about the whole form: polite, read as it changes. */
export function formError(id) {
  return h('p', { class: 'form-error', id, role: 'alert' });
}
