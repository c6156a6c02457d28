// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_TOKEN_HEADER, controlHeaders, pickUpControlToken } from './mock-control';

describe("a shared mock's control token in the browser", () => {
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('is taken from the address into this tab, and out of the address', () => {
    history.replaceState(null, '', '/account?tab=plans&mockToken=owner-token#top');
    pickUpControlToken();
    expect(location.pathname + location.search + location.hash).toBe('/account?tab=plans#top');
    expect(controlHeaders()).toEqual({ [MOCK_TOKEN_HEADER]: 'owner-token' });
  });

  it('is sent by no one who was not given it', () => {
    history.replaceState(null, '', '/account');
    pickUpControlToken();
    expect(location.pathname).toBe('/account');
    expect(controlHeaders()).toEqual({});
  });
});
