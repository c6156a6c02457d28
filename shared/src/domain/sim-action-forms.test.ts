import { describe, expect, it } from 'vitest';
import { reAuthCodeSchema, reAuthPasswordSchema, simSwapSchema } from './sim-action-forms';

describe('SIM action forms', () => {
  it('need a password, or a six-digit code', () => {
    expect(reAuthPasswordSchema.safeParse({ password: '' }).success).toBe(false);
    expect(reAuthPasswordSchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(reAuthCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(reAuthCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
  });

  it('read a SIM ID without the spaces of its card', () => {
    expect(simSwapSchema.parse({ simId: '8964 0500 0000 0000 402' }).simId).toBe('8964050000000000402');
    expect(simSwapSchema.safeParse({ simId: '  ' }).success).toBe(false);
  });
});
