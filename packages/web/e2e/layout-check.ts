/**
 * The layout rules of issue 25 ("Layouts that hold from 360 px to 1920 px"), measured in the page as it is drawn:
 * - the page never scrolls sideways (document scrollWidth ≤ innerWidth);
 * - no two visible interactive elements overlap (their boxes intersect by more than a pixel each way), an element
 *   and its own ancestors or descendants aside, and nothing else covers one's middle (what a tap there would hit);
 * - every interactive element is at least 24×24 px (WCAG 2.2, 2.5.8 Target Size (Minimum)), or is exempt by that
 *   exempt, and only then: a link inside a sentence (WCAG's inline exception) and the cells of a rules page's
 *   picture (a drawing, no move is made there). WCAG's spacing exception is not used: the header's links and
 *   Cubiko's sliders passed by it while being hard to hit (issue 25 asks for 24 px);
 * - every board (`[data-layout-board]`, or a game's board by its class) lies wholly inside the viewport's width.
 * Runs in the page (`page.evaluate(layoutFindings)`): no imports, plain DOM.
 */
export function layoutFindings(): string[] {
  const findings: string[] = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > window.innerWidth) {
    findings.push(`the page scrolls sideways: scrollWidth ${doc.scrollWidth} > innerWidth ${window.innerWidth}`);
  }
  const name = (el: Element): string => {
    const id =
      el.getAttribute('data-testid') ??
      el.getAttribute('data-cell') ??
      el.getAttribute('aria-label') ??
      (el.getAttribute('name') || el.getAttribute('type'));
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls}${id ? `[${id}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const hidden = (el: Element): boolean => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return true;
      // The visually hidden pattern (.sr-only): a clipped box no one sees or taps.
      if (s.clipPath === 'inset(50%)' || (s.position === 'absolute' && s.clip === 'rect(0px, 0px, 0px, 0px)')) {
        return true;
      }
    }
    return false;
  };
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="slider"]',
    '[role="application"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const targets = [...document.querySelectorAll(selector)]
    .filter((el) => !hidden(el))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    // Off the screen (the skip link until focused), or nothing drawn: no target.
    .filter(({ r }) => r.width > 0 && r.height > 0 && r.right > 0 && r.left < window.innerWidth && r.bottom > -9999);
  const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
  // A native checkbox or radio inside its own label: the label is what one taps; the pair is one target.
  const labelOf = (el: Element): Element | null =>
    el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.closest('label') : null;
  const sameTarget = (a: Element, b: Element) =>
    related(a, b) || labelOf(a)?.contains(b) === true || labelOf(b)?.contains(a) === true;
  const box = (t: { el: Element; r: DOMRect }): DOMRect => labelOf(t.el)?.getBoundingClientRect() ?? t.r;

  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i] as { el: Element; r: DOMRect };
      const b = targets[j] as { el: Element; r: DOMRect };
      if (sameTarget(a.el, b.el)) continue;
      const ra = box(a);
      const rb = box(b);
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 1 && h > 1) findings.push(`overlap: ${name(a.el)} and ${name(b.el)} (${Math.round(w)}×${Math.round(h)})`);
    }
  }

  // Covered: a tap on the middle of a target in the viewport reaches it (or its own label, or what it holds).
  for (const { el, r } of targets) {
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit === null || related(hit, el) || labelOf(el)?.contains(hit)) continue;
    if (hit instanceof HTMLLabelElement && hit.control === el) continue;
    findings.push(`covered: ${name(el)} is under ${name(hit)}`);
  }

  // Target size, with WCAG 2.5.8's exceptions.
  const small = targets.filter((t) => {
    const r = box(t);
    return r.width < 23.5 || r.height < 23.5;
  });
  const inline = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    // Inside running text: its block holds words besides the link.
    const block = el.closest('p, li, td, dd, small, span');
    return block !== null && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 3;
  };
  // A rules page's picture draws a position with the board's own component (its cells are buttons), but no move is
  // made there: not a target.
  const picture = (el: Element) => el.closest('[data-testid="rule-picture"]') !== null;
  for (const t of small) {
    if (inline(t.el) || picture(t.el)) continue;
    const r = box(t);
    findings.push(`small target: ${name(t.el)} is ${Math.round(r.width)}×${Math.round(r.height)}`);
  }

  for (const el of document.querySelectorAll('[data-layout-board], .board, .sp-grid, .sx-board, .cb-canvas')) {
    if (hidden(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.right > window.innerWidth + 0.5) {
      findings.push(`board ${name(el)} spans ${Math.round(r.left)}…${Math.round(r.right)} of ${window.innerWidth}`);
    }
  }
  return findings;
}
