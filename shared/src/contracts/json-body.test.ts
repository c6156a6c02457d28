import { describe, expect, it } from 'vitest';
import { isJsonBodyType } from './json-body';

describe('the body type rule', () => {
  it('reads JSON types, plain text and a body without a type as JSON', () => {
    for (const type of [
      null,
      '',
      'application/json',
      'Application/JSON; charset=utf-8',
      'text/plain',
      'application/merge-patch+json',
    ])
      expect(isJsonBodyType(type), String(type)).toBe(true);
  });
  it('refuses forms, XML and multipart', () => {
    for (const type of [
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'text/html',
    ])
      expect(isJsonBodyType(type), type).toBe(false);
  });
});
