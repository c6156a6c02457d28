export * from './password-policy';
export * from './names';
export * from './email';
export * from './money';
