/**
 * react-admin 5 puts the "Select this row" label on the row checkbox's wrapper span, where ARIA forbids it, and
 * leaves the checkbox itself unnamed. Screen readers then announce an unlabelled checkbox per row. This moves the
 * label onto the input as rows render.
 */
export function labelRowCheckboxes(root: HTMLElement = document.body): () => void {
  const fix = () => {
    for (const wrapper of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
      const input = wrapper.querySelector('input');
      const label = wrapper.getAttribute('aria-label');
      if (input && label) input.setAttribute('aria-label', label);
      wrapper.removeAttribute('aria-label');
    }
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer.disconnect();
}
