/** Where the provider API lives. The mock serves it at /api; a real provider API can be configured at build. */
export const API_BASE: string =
  import.meta.env.VITE_API_BASE ?? `${import.meta.env.BASE_URL}api`.replace('//', '/');
export const CONTROL_BASE = `${import.meta.env.BASE_URL}__mock`.replace('//', '/');
export const IS_DEMO = import.meta.env.MODE === 'demo';
export const IS_PRODUCTION = import.meta.env.PROD && !IS_DEMO && import.meta.env.VITE_ENV === 'production';
