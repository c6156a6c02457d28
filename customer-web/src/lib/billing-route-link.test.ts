import { beforeEach, describe, expect, it } from 'vitest';
import { approvalToken } from './billing-route-link';

describe('the approval token of a billing route link', () => {
  beforeEach(() => sessionStorage.clear());
  it('is kept in session storage until the action removes it', () => {
    expect(approvalToken.read()).toBeUndefined();
    approvalToken.keep({ approvalUUID: 'a', token: 'T1' });
    expect(approvalToken.read()).toEqual({ approvalUUID: 'a', token: 'T1' });
    expect(localStorage.length).toBe(0);
    approvalToken.remove();
    expect(approvalToken.read()).toBeUndefined();
  });
  it('ignores a damaged entry', () => {
    sessionStorage.setItem('portal.app.billing-route-approval', '{broken');
    expect(approvalToken.read()).toBeUndefined();
  });
});
