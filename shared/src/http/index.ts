export * from './api-client';
export * from './api-error';
export * from './contract-url';
export * from './idempotency';
export * from './query-key';
export * from './token';
export * from './server-clock';
export * from './follow-redirect';
