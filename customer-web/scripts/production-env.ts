// The libraries the pre-rendering bundle leaves outside itself (React, MUI, emotion) read NODE_ENV as they load. In
// development MUI labels each class name (`css-7jomjb-MuiTypography-root`), which the browser's production build
// never does: the hydrated page kept the HTML's names while the browser serialised and inserted every style again
// under its own. So the HTML is drawn as production draws it. Imported first, before any module that loads them.
process.env.NODE_ENV = 'production';
