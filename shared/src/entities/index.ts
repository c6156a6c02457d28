export * from './common';
export * from './auth';
export * from './customer';
export * from './remote-config';
export * from './outbox';
