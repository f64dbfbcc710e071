// Getting a person's attention when they look elsewhere: the tab's title and favicon say what
// waits for them, and a short tone plays for the same events unless they muted it.

const MUTE_KEY = 'rockpool.muted';
const BASE_TITLE = 'Rockpool';

/** The tab's title for a game page. @param {string} game @param {string} [what] */
export function pageTitle(game, what = '') {
  return `${what ? `(${what}) ` : ''}${game} · ${BASE_TITLE}`;
}

/** A round favicon in the colour of what waits: an SVG data URL. @param {string|null} colour */
function faviconUrl(colour) {
  const dot = colour ? `<circle cx='24' cy='8' r='7' fill='${colour}' stroke='white' stroke-width='2'/>` : '';
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><circle cx='16' cy='16' r='14' fill='#0f4c5c'/>`
    + `<circle cx='12' cy='19' r='6' fill='#f2e8cf'/>${dot}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const FAVICON_COLOURS = { move: '#2bb3b1', alert: '#e36414', over: '#f4c95d' };

/**
 * Sets the title and the favicon. `mood` picks the favicon's dot: 'move' (your move), 'alert' (an
 * offer or an arrival), 'over', or null for none.
 * @param {string} title @param {'move'|'alert'|'over'|null} mood
 */
export function showAttention(title, mood) {
  if (document.title !== title) document.title = title;
  let link = /** @type {HTMLLinkElement|null} */ (document.querySelector('link[rel="icon"]'));
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  const href = mood ? faviconUrl(FAVICON_COLOURS[mood]) : '/favicon.svg';
  if (link.getAttribute('href') !== href) {
    link.type = 'image/svg+xml';
    link.href = href;
  }
  link.setAttribute('data-mood', mood ?? 'none');
}

export function isMuted() {
  return localStorage.getItem(MUTE_KEY) === '1';
}

/** @param {boolean} muted */
export function setMuted(muted) {
  localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
}

/** @type {AudioContext|null} */ let audio = null;

// Notes (Hz) of each event's tone: rising for your move, a double note for offers, a falling
// third for the end.
const TONES = { move: [660, 880], alert: [740, 740], over: [880, 660, 523] };

/**
 * Plays an event's short tone, unless muted. Browsers allow sound only after the person has
 * interacted with the page; before that the tone is quietly skipped.
 * @param {'move'|'alert'|'over'} kind
 */
export function playTone(kind) {
  if (isMuted()) return;
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') audio.resume();
    const start = audio.currentTime;
    TONES[kind].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.12;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.11);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.12);
    });
  } catch {
    // No audio here (or not allowed yet): the title and the favicon still tell.
  }
}
