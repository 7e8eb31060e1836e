// Loaded by a server-rendered page in place of the app's entry (server/pages/defer-app-scripts.ts). The page is
// readable without JavaScript, so the app's modules are fetched after its first paint instead of competing with
// its HTML and stylesheets for a slow connection; then the app hydrates the page as before.
const listed = document.getElementById('app-modules');
if (listed) {
  const [entry, ...chunks] = JSON.parse(listed.textContent);
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of chunks) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      import(entry);
    }),
  );
}
