import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_S, TOKEN_REFRESH_GRACE_S, type Login } from '@portal/shared';
import { personas } from '@portal/fixtures';
import { Sim, freshSimState } from '../sim/sim';
import { TokenService } from './tokens';

const login = personas.logins[0] as unknown as Login;

describe('the token service', () => {
  it('accepts its token again and again until the virtual clock reaches its expiry, then refuses it', async () => {
    const sim = new Sim(freshSimState());
    const tokens = new TokenService(sim);
    const { jwt, expiresAt } = await tokens.sign(login, 60);
    expect(await tokens.verify(jwt)).toMatchObject({ ok: true, expiresAt, claims: { sub: login.UUID } });
    expect(await tokens.verify(jwt)).toMatchObject({ ok: true, expiresAt });
    sim.clock.advance(59_000);
    expect((await tokens.verify(jwt)).ok).toBe(true);
    sim.clock.advance(1_000);
    expect(await tokens.verify(jwt)).toEqual({ ok: false, reason: 'expired' });
    expect((await tokens.verifyForRefresh(jwt)).ok).toBe(true);
    sim.clock.advance(TOKEN_REFRESH_GRACE_S * 1000);
    expect(await tokens.verifyForRefresh(jwt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, or changed after signing', async () => {
    const sim = new Sim(freshSimState());
    const { jwt } = await new TokenService(sim).sign(login, TOKEN_LIFETIME_S);
    const other = new TokenService(new Sim(freshSimState()));
    expect(await other.verify(jwt)).toEqual({ ok: false, reason: 'signature' });
    const tampered = `${jwt.slice(0, -2)}${jwt.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await new TokenService(sim).verify(tampered)).toMatchObject({ ok: false });
  });
});
