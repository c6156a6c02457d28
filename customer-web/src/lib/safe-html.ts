const ALLOWED = new Set(['P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'BR', 'A', 'H2', 'H3']);

/**
 * Help articles arrive as HTML from the help-centre service. Only text markup is kept: any other element is
 * replaced by its text, every attribute but a link's http(s) or relative href is dropped, so nothing can run.
 */
export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild as HTMLElement;
  const clean = (node: Element) => {
    for (const child of [...node.children]) {
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(
          doc.createTextNode(
            child.tagName === 'SCRIPT' || child.tagName === 'STYLE' ? '' : (child.textContent ?? ''),
          ),
        );
        continue;
      }
      for (const attr of [...child.attributes]) {
        const keep = child.tagName === 'A' && attr.name === 'href' && /^(https?:\/\/|\/)/i.test(attr.value);
        if (!keep) child.removeAttribute(attr.name);
      }
      clean(child);
    }
  };
  clean(root);
  return root.innerHTML;
}
