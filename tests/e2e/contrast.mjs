// Non-text contrast (WCAG 1.4.11) measured from computed styles: an SVG mark's paint (its fill or
// stroke, with every opacity on the way to the <svg> folded in) composited over a background
// colour, and the ratio of their relative luminances (WCAG 2's formula).

/**
 * Runs in the page: for each check, the marks (`mark`) on the boards (`board`), each mark's paint
 * against the least contrasting of the opaque `against` colours found on those boards.
 * @returns {{selector: string, worst: number, count: number, paint: string, against: string}[]}
 */
export function contrastInPage({ board, checks }) {
  const parse = (text) => {
    const m = text.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const channel = (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  const ratio = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1,
  });
  const opacityUp = (node) => {
    let alpha = 1;
    for (let n = node; n && n.tagName !== 'svg'; n = n.parentElement) alpha *= Number(getComputedStyle(n).opacity);
    return alpha;
  };
  /** @returns {{r:number,g:number,b:number,a:number}|null} */
  const paint = (node, property) => {
    const style = getComputedStyle(node);
    const colour = parse(style[property]);
    if (!colour || colour.a === 0 || style.display === 'none' || style.visibility === 'hidden') return null;
    if (property === 'stroke' && parseFloat(style.strokeWidth) === 0) return null;
    const own = Number(property === 'fill' ? style.fillOpacity : style.strokeOpacity);
    return { ...colour, a: colour.a * own * opacityUp(node) };
  };
  const svgs = [...document.querySelectorAll(board)];
  const results = [];
  for (const check of checks) {
    const grounds = [];
    for (const node of svgs.flatMap((svg) => [...svg.querySelectorAll(check.against)])) {
      const colour = paint(node, 'fill');
      if (colour && colour.a === 1 && !grounds.some((g) => g.r === colour.r && g.g === colour.g && g.b === colour.b)) grounds.push(colour);
    }
    let worst = Infinity; let count = 0; let worstPaint = ''; let worstGround = '';
    for (const node of svgs.flatMap((svg) => [...svg.querySelectorAll(check.mark)])) {
      // A mark shows through its fill or its stroke; a piece (`either`) through any of its parts'
      // fills and strokes: on each ground, its best part counts, and its worst ground is its score.
      const parts = check.property === 'either' ? [node, ...node.querySelectorAll('*')].flatMap((n) => [paint(n, 'fill'), paint(n, 'stroke')])
        : [paint(node, check.property)];
      const colours = parts.filter(Boolean);
      if (colours.length === 0 || grounds.length === 0) continue;
      let score = Infinity; let scorePaint = ''; let scoreGround = '';
      for (const ground of grounds) {
        let best = 0; let bestPaint = '';
        for (const colour of colours) {
          const r = ratio(over(colour, ground), ground);
          if (r > best) { best = r; bestPaint = JSON.stringify(colour); }
        }
        if (best < score) { score = best; scorePaint = bestPaint; scoreGround = `rgb(${ground.r}, ${ground.g}, ${ground.b})`; }
      }
      count += 1;
      if (score < worst) { worst = score; worstPaint = scorePaint; worstGround = scoreGround; }
    }
    results.push({ selector: check.mark, worst, count, paint: worstPaint, against: worstGround });
  }
  return results;
}
