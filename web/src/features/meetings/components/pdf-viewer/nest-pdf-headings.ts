/**
 * pdf.js hands a tagged PDF's own headings (H1, H2 ...) to assistive technology as headings of those levels, in
 * its structure-tree layer. Inside a meeting page, where the minutes sit under an h3, the PDF's H1 broke the
 * page's outline (a level 1 heading in the middle of the page, then an h3: axe's heading-order, WCAG 1.3.1).
 * The PDF's headings are nested below the section's level instead, keeping their order among themselves.
 */
const PDF_HEADING = '[role="heading"][aria-level]:not([data-pdf-level])';
const DEEPEST_LEVEL = 6;

function nest(root: Element, sectionLevel: number): void {
  const headings = root.matches(PDF_HEADING) ? [root] : [];
  headings.push(...root.querySelectorAll(PDF_HEADING));
  for (const heading of headings) {
    const level = Number(heading.getAttribute('aria-level')) || 1;
    heading.setAttribute('data-pdf-level', String(level));
    heading.setAttribute('aria-level', String(Math.min(DEEPEST_LEVEL, sectionLevel + level)));
  }
}

/** Nests the PDF headings pdf.js adds under `container` below `sectionLevel`, until the returned stop is called. */
export function nestPdfHeadings(container: HTMLElement, sectionLevel: number): () => void {
  nest(container, sectionLevel);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) nest(node, sectionLevel);
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
