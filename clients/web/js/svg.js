// Small helpers for drawing boards in SVG (no images, no fonts from outside).

const NS = 'http://www.w3.org/2000/svg';

/**
 * @param {string} tag @param {Record<string, string|number>} [attributes]
 * @param {Element} [parent] @returns {SVGElement}
 */
export function el(tag, attributes = {}, parent) {
  const node = /** @type {SVGElement} */ (document.createElementNS(NS, tag));
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

/** An <svg> filling its box with the given view box. */
export function board(width, height, label) {
  return el('svg', {
    viewBox: `0 0 ${width} ${height}`,
    class: 'board',
    role: 'img',
    'aria-label': label,
  });
}

/** Text centred at (x, y). */
export function label(parent, x, y, text, className = 'coord') {
  const node = el('text', { x, y, class: className, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, parent);
  node.textContent = text;
  return node;
}
