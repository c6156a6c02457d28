// Where a build writes: the app (OUT_DIR lets two builds on one machine, for example parallel test runs, keep apart)
// and, beside it, the pre-rendering code that draws the app's visitor pages into it.
export const appOutDir = (mode) => process.env.OUT_DIR ?? (mode === 'demo' ? 'dist-demo' : 'dist');

export const prerenderOutDir = (mode) => `${appOutDir(mode)}-prerender`;
