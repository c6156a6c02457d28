/**
 * MUI's createTheme carries the generator of CSS-variable themes, which only runs for a theme made with
 * `cssVariables` (the apps' themes are plain palettes). In a production build this plugin swaps that generator
 * for a stub that says why it is missing, so the first load does not carry it.
 *
 * With `provider: true` it does the same for MUI's CSS-variable theme provider, which ThemeProvider only renders
 * for a theme with colour schemes: for an app whose theme is made without `colorSchemes`.
 */
export function muiThemeWithoutCssVars({ provider = false } = {}) {
  const unavailable =
    'CSS-variable themes are not part of the production build: make the theme without cssVariables or colorSchemes';
  const thrower = `const unavailable = () => { throw new Error(${JSON.stringify(unavailable)}); };`;
  const stubs = [
    {
      file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/,
      exports: ['export const createGetCssVar = unavailable;', 'export default unavailable;'],
    },
    ...(provider
      ? [
          {
            file: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProviderWithVars\.mjs$/,
            exports: [
              'export const CssVarsProvider = unavailable;',
              'export const Experimental_CssVarsProvider = unavailable;',
              'export const useColorScheme = unavailable;',
              'export const getInitColorSchemeScript = unavailable;',
            ],
          },
        ]
      : []),
  ];
  return {
    name: 'mui-theme-without-css-vars',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0];
      const stub = stubs.find((s) => s.file.test(file));
      return stub ? [thrower, ...stub.exports].join('\n') : null;
    },
  };
}
