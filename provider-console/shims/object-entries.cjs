// Every browser the console supports has Object.entries; the i18n library's polyfill package (and the
// spec-compliance machinery it brings) need not ship.
module.exports = Object.entries;
