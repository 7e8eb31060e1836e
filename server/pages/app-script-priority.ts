/**
 * A server-rendered page keeps its app modules in the head, as the build wrote them, so they download while the
 * page paints and the page answers its first taps about as soon as it shows them (decision 056). They are marked
 * `fetchpriority="low"`: on a phone's connection the HTML, the stylesheets and the largest image still come first.
 *
 * (Until issue 38 the modules were fetched only after the first paint, which Lighthouse scored well and residents
 * felt as dead buttons: 2 to 4 s from a page showing to a tap working, on a slow 4G phone.)
 */
const ENTRY = /<script type="module" crossorigin src="/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="/g;

export function lowerAppScriptPriority(html: string): string {
  return html
    .replace(ENTRY, '<script type="module" crossorigin fetchpriority="low" src="')
    .replace(PRELOAD, '<link rel="modulepreload" crossorigin fetchpriority="low" href="');
}
