// A pre-rendered page shows its forms before the app's script has run. A form sent in that moment would be posted
// by the browser and come back empty; instead it is held here (while the root still names its pre-rendered path)
// and the app sends it once the page is live (src/lib/held-submit.ts). Without JavaScript none of this runs and the
// browser posts the form as usual.
window.__heldSubmit = null;
document.addEventListener(
  'submit',
  (event) => {
    const root = document.getElementById('root');
    if (!root || !root.hasAttribute('data-prerendered')) return;
    event.preventDefault();
    event.stopPropagation();
    window.__heldSubmit = {
      form: event.target,
      submitter: event.submitter ?? null,
      index: [...root.querySelectorAll('form')].indexOf(event.target),
    };
  },
  true,
);
