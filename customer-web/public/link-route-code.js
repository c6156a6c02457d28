// A pre-rendered page names the chunks of its route's code (its guards and its page) in `#route-code`. Linked here
// once the page has been painted, they load while the app starts, which would otherwise ask for each as it draws
// the page, in the middle of its first render; linked in the HTML instead, they would compete with the paint. A
// link starts its fetch as it is added, several milliseconds each on a slow phone: a few at a time, a task each.
// `window.__routeCodeLinked` settles once all are linked: the app starts then, so the route adds none in one go.
(() => {
  const list = document.getElementById('route-code');
  if (!list) return;
  const hrefs = JSON.parse(list.textContent || '[]');
  const AT_ONCE = 6;
  window.__routeCodeLinked = new Promise((done) => {
    const link = (from) => {
      const linked = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.href));
      for (const href of hrefs.slice(from, from + AT_ONCE)) {
        const l = document.createElement('link');
        l.rel = 'modulepreload';
        l.crossOrigin = '';
        l.href = href;
        l.dataset.routeCode = '';
        if (!linked.has(l.href)) document.head.appendChild(l);
      }
      if (from + AT_ONCE < hrefs.length) setTimeout(() => link(from + AT_ONCE), 0);
      else done();
    };
    const start = () => setTimeout(() => link(0), 0);
    // A tab opened in the background paints nothing and runs no animation frame until it is shown.
    if (document.visibilityState === 'visible') requestAnimationFrame(start);
    else start();
  });
})();
