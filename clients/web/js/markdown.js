// Markdown as the repository's RULES.md files write it, turned into DOM nodes: headings,
// paragraphs, lists (nested by indentation), tables, code blocks, and inline code, bold,
// emphasis, links and anchors. Every piece of text becomes a text node, so nothing in the source
// can become markup; links go to anchors on the page or to http(s) addresses only.

import { h } from './dom.js';

const BLOCK_START = /^(#{1,6} |```|\||\s*(?:[-*]|\d+\.) )/;
const ITEM = /^(\s*)([-*]|\d+\.) (.*)$/;

/**
 * @param {string} text @param {{headingOffset?: number}} [options] headings go this many levels
 *   down (a page with its own h1 renders "#" as h2)
 * @returns {Node[]}
 */
export function renderMarkdown(text, options = {}) {
  return blocks(text.replace(/\r\n?/g, '\n').split('\n'), options.headingOffset ?? 0);
}

/** @param {string[]} lines @param {number} offset @returns {Node[]} */
function blocks(lines, offset) {
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i += 1;
    } else if (line.startsWith('```')) {
      const code = [];
      for (i += 1; i < lines.length && !lines[i].startsWith('```'); i += 1) code.push(lines[i]);
      i += 1;
      out.push(h('pre', {}, h('code', {}, code.join('\n'))));
    } else if (/^#{1,6} /.test(line)) {
      const level = Math.min(6, line.indexOf(' ') + offset);
      const title = line.slice(line.indexOf(' ') + 1);
      out.push(h(`h${level}`, { id: slug(title) }, ...inline(title)));
      i += 1;
    } else if (line.startsWith('|') && /^\|[\s:|-]+\|$/.test(lines[i + 1] ?? '')) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i += 1) rows.push(cells(lines[i]));
      const [head, , ...body] = rows;
      out.push(h('div', { class: 'table-wrap' }, h('table', {},
        h('thead', {}, h('tr', {}, ...head.map((cell) => h('th', { scope: 'col' }, ...inline(cell))))),
        h('tbody', {}, ...body.map((row) => h('tr', {}, ...row.map((cell) => h('td', {}, ...inline(cell)))))))));
    } else if (ITEM.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items = [];
      while (i < lines.length && ITEM.test(lines[i]) && /^\s*\d+\./.test(lines[i]) === ordered) {
        const [, indent, marker, first] = /** @type {RegExpMatchArray} */ (lines[i].match(ITEM));
        const inner = indent.length + marker.length + 1;
        const body = [first];
        i += 1;
        // The item goes on while lines are indented past its marker, blank lines included when
        // more of the item follows them.
        while (i < lines.length) {
          const next = lines[i];
          const indented = next.length - next.trimStart().length;
          if (next.trim() !== '' && indented >= indent.length + 2) {
            body.push(next.slice(Math.min(indented, inner)));
            i += 1;
          } else if (next.trim() === '' && i + 1 < lines.length && lines[i + 1].trim() !== ''
            && lines[i + 1].length - lines[i + 1].trimStart().length >= inner) {
            body.push('');
            i += 1;
          } else {
            break;
          }
        }
        items.push(item(body, offset));
      }
      out.push(h(ordered ? 'ol' : 'ul', {}, ...items));
    } else {
      const text = [];
      for (; i < lines.length && lines[i].trim() !== '' && (text.length === 0 || !BLOCK_START.test(lines[i])); i += 1) text.push(lines[i].trim());
      out.push(h('p', {}, ...inline(text.join(' '))));
    }
  }
  return out;
}

/** A list item: its first paragraph inline (a tight item), the rest as blocks. */
function item(body, offset) {
  const inner = blocks(body, offset);
  const first = inner[0];
  if (first instanceof HTMLParagraphElement) return h('li', {}, ...first.childNodes, ...inner.slice(1));
  return h('li', {}, ...inner);
}

/** A table row's cells: "| a | `b|c` |" is ["a", "`b|c`"] (a bar inside code or escaped stays). @param {string} row */
function cells(row) {
  const out = [''];
  let code = false;
  const text = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '|') {
      out[out.length - 1] += '|';
      i += 1;
    } else if (c === '|' && !code) {
      out.push('');
    } else {
      if (c === '`') code = !code;
      out[out.length - 1] += c;
    }
  }
  return out.map((cell) => cell.trim());
}

/**
 * The text cut at its second-level headings ("## …"), each section with its title and anchor;
 * what comes before the first is left out.
 * @param {string} text @returns {{id: string, title: string, text: string}[]}
 */
export function splitSections(text) {
  const out = [];
  for (const part of text.split(/\n(?=## )/)) {
    const title = part.match(/^## (.*)/)?.[1];
    if (title) out.push({ id: slug(title), title, text: part });
  }
  return out;
}

/** An anchor name for a heading: "Fence: `d7-` (horizontal)" is "fence-d7-horizontal". */
export function slug(text) {
  return text.toLowerCase().replace(/[`*]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** A ruling's name, "R-L14": its anchors are kept small. */
const RULING = /^R-[A-Z]+\d+$/;

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(([^)\s]+)\)|<a id="([A-Za-z0-9_-]+)"><\/a>/g;

/** @param {string} text @returns {Node[]} */
export function inline(text) {
  const out = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > at) out.push(document.createTextNode(text.slice(at, index)));
    const [, code, bold, em, linkText, href, anchor] = match;
    if (code !== undefined) out.push(h('code', {}, code));
    else if (bold !== undefined) out.push(h('strong', { class: RULING.test(bold) ? 'ruling-id' : null }, ...inline(bold)));
    else if (em !== undefined) out.push(h('em', {}, ...inline(em)));
    else if (linkText !== undefined) {
      const safe = /^(#[A-Za-z0-9_-]+|https?:\/\/\S+)$/.test(href);
      // A link to a ruling is a small anchor for the curious, beside the sentence it backs.
      const ruling = RULING.test(linkText) ? { class: 'ruling-ref', title: `Ruling ${linkText}` } : {};
      out.push(safe ? h('a', { href, ...ruling }, ...inline(linkText)) : h('span', {}, ...inline(linkText)));
    } else if (anchor !== undefined) out.push(h('span', { id: anchor }));
    at = index + match[0].length;
  }
  if (at < text.length) out.push(document.createTextNode(text.slice(at)));
  return out;
}
