export * from './theme-record';
export * from './brands';
export * from './contrast';
export * from './theme-options';
export * from './mark';
