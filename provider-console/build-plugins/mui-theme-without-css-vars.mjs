/**
 * MUI's createTheme carries the generator of CSS-variable themes, which only runs for a theme made with
 * `cssVariables` (the console's themes are plain palettes). In a production build this plugin swaps that generator
 * for a stub that says why it is missing, so the first load does not carry it.
 */
export function muiThemeWithoutCssVars() {
  const unavailable =
    'CSS-variable themes are not part of the production console: build its theme without cssVariables';
  return {
    name: 'mui-theme-without-css-vars',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0];
      if (!/[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/.test(file)) return null;
      return [
        `const unavailable = () => { throw new Error(${JSON.stringify(unavailable)}); };`,
        'export const createGetCssVar = unavailable;',
        'export default unavailable;',
      ].join('\n');
    },
  };
}
