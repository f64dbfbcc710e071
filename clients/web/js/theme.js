// Light or dark: the system's choice (prefers-color-scheme) until the person picks one with the
// header's button, which the browser then remembers.

const KEY = 'rockpool.theme';
const ORDER = ['auto', 'dark', 'light'];
const WORDS = { auto: 'Theme: as the system', dark: 'Theme: dark', light: 'Theme: light' };

/** The remembered choice. @returns {string} */
export function themeChoice() {
  try {
    const stored = localStorage.getItem(KEY);
    return ORDER.includes(stored ?? '') ? /** @type {string} */ (stored) : 'auto';
  } catch {
    return 'auto';
  }
}

/** @param {string} choice */
export function applyTheme(choice) {
  if (choice === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

/** Makes `button` cycle through the themes. @param {HTMLButtonElement} button */
export function themeButton(button) {
  const show = () => {
    const choice = themeChoice();
    button.textContent = WORDS[choice];
    button.setAttribute('data-theme-choice', choice);
  };
  button.addEventListener('click', () => {
    const next = ORDER[(ORDER.indexOf(themeChoice()) + 1) % ORDER.length];
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not remembered (storage refused): it still applies to this page.
    }
    applyTheme(next);
    show();
  });
  show();
}
