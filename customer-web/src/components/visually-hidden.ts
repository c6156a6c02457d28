/**
 * Styles that keep an element for screen readers while taking it off the screen. Sizes are strings: in MUI's `sx`
 * a bare 1 means 100%, which would lay a full-width box off the page's edge and make it scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
