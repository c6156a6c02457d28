import { describe, expect, it } from 'vitest';
import { personaCustomerUuid, VERIFICATION_SECRET } from '@portal/fixtures';
import { ERRORS } from '@portal/shared';
import { accessMock } from './access.test-kit';

const m = accessMock();
const EMAIL = 'unverified@example.co.nz';
const uuid = personaCustomerUuid('unverified');
const secretOf = (link: string | undefined) =>
  new URL(link ?? '', 'http://portal.test').searchParams.get('secret');
const confirm = (secret: string, customer = uuid) =>
  m.call('GET', `/customer/${uuid}/email_verification/confirm?Secret=${secret}&CustomerUUID=${customer}`);

describe('email verification (GET /customer/{uuid}/email_verification/...)', () => {
  it('sends the active link, resends a new one that voids it, and confirms with the Secret', async () => {
    const token = await m.tokenOf(EMAIL);
    const sent = await m.call('GET', `/customer/${uuid}/email_verification/send`, { token });
    expect(sent.body).toEqual({ Sent: true, Email: EMAIL, EmailVerified: false });
    expect(secretOf(m.outbox(EMAIL)[0]?.Link)).toBe(VERIFICATION_SECRET);
    await m.call('GET', `/customer/${uuid}/email_verification/resend`, { token });
    const fresh = secretOf(m.outbox(EMAIL)[0]?.Link) as string;
    expect(fresh).not.toBe(VERIFICATION_SECRET);
    const old = await confirm(VERIFICATION_SECRET);
    expect(old).toMatchObject({ status: 400, body: { err_message: ERRORS.link_invalid } });
    expect((await confirm(fresh)).body).toEqual({ CustomerUUID: uuid, EmailVerified: true });
    expect(m.ctx.db.customers.find(uuid)?.EmailVerified).toBe(true);
    // Opening the link again is not an error; sending again says it is verified.
    expect((await confirm(fresh)).status).toBe(200);
    const after = await m.call('GET', `/customer/${uuid}/email_verification/send`, { token });
    expect(after.body).toEqual({ Sent: false, Email: EMAIL, EmailVerified: true });
  });

  it('needs a Secret, and a CustomerUUID that is the account in the path', async () => {
    const none = await m.call('GET', `/customer/${uuid}/email_verification/confirm?CustomerUUID=${uuid}`);
    expect(none.status).toBe(400);
    expect(none.body.err_message).toContain('Secret');
    expect((await confirm(VERIFICATION_SECRET, personaCustomerUuid('ana'))).status).toBe(400);
    expect(m.ctx.db.customers.find(uuid)?.EmailVerified).toBe(false);
  });

  it("does not send for another login's account", async () => {
    const token = await m.tokenOf('ana.postpay@example.co.nz');
    expect((await m.call('GET', `/customer/${uuid}/email_verification/send`, { token })).status).toBe(404);
  });
});
