export * from './config';
export * from './flags';
export * from './errors';
export * from './entities';
export * from './contracts';
export * from './http';
export * from './domain';
export * from './brand';
export { openApiDocument } from './openapi';
