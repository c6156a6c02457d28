/**
 * happy-dom tests a number input's step as the remainder of two floats (`85 % 0.01` is not 0), so every money input
 * reads as invalid there and react-admin's form (validated by the browser) is never submitted. Browsers count steps
 * from the input's minimum in decimal, as here: a value is a whole number of steps, give or take rounding.
 */
const validity: object = Object.getPrototypeOf(document.createElement('input').validity);

Object.defineProperty(validity, 'stepMismatch', {
  configurable: true,
  get(this: { element: HTMLInputElement }) {
    const input = this.element;
    if (input.localName !== 'input' || !['number', 'range'].includes(input.type) || input.value === '')
      return false;
    const step = input.getAttribute('step');
    if (step === 'any') return false;
    const size = step === null ? 1 : Number(step);
    const base = Number(input.getAttribute('min') ?? 0) || 0;
    const steps = (Number(input.value) - base) / size;
    return Math.abs(steps - Math.round(steps)) > 1e-9 * Math.max(1, Math.abs(steps));
  },
});
