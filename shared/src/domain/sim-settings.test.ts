import { describe, expect, it } from 'vitest';
import {
  changeSetting,
  DEFAULT_SIM_SETTINGS,
  effectiveSettings,
  settingsProblem,
  settingValue,
} from './sim-settings';

const forwarding = changeSetting(DEFAULT_SIM_SETTINGS, 'CFBActive', true).next;

describe('changeSetting', () => {
  it('turning incoming calls off turns forwarding, waiting and hold off as knock-on changes', () => {
    const change = changeSetting(forwarding, 'AllowIncomingCalls', false);
    expect(change.knockOn).toEqual([
      { key: 'CFBActive', value: false },
      { key: 'CallWaitingEnabled', value: false },
      { key: 'AllowCallHold', value: false },
    ]);
    expect(change.next.Barring.AllowIncomingCalls).toBe(false);
    expect(change.next.CallForwarding.CFBActive).toBe(false);
    expect(change.next.CallRestriction).toEqual({ CallWaitingEnabled: false, AllowCallHold: false });
  });

  it('turning outgoing calls off turns only forwarding off', () => {
    const change = changeSetting(forwarding, 'AllowOutgoingCalls', false);
    expect(change.knockOn).toEqual([{ key: 'CFBActive', value: false }]);
    expect(change.next.CallRestriction.CallWaitingEnabled).toBe(true);
  });

  it('a change without dependencies has no knock-on', () => {
    expect(changeSetting(DEFAULT_SIM_SETTINGS, 'AllowCallHold', false).knockOn).toEqual([]);
    expect(changeSetting(DEFAULT_SIM_SETTINGS, 'AllowOutgoingCalls', false).knockOn).toEqual([]);
  });

  it('turning forwarding on while calls are barred turns incoming and outgoing calls back on', () => {
    const barred = changeSetting(DEFAULT_SIM_SETTINGS, 'AllowIncomingCalls', false).next;
    const change = changeSetting(barred, 'CFUActive', true);
    expect(change.knockOn).toEqual([{ key: 'AllowIncomingCalls', value: true }]);
    expect(settingValue(change.next, 'AllowIncomingCalls')).toBe(true);
  });
});

describe('settingsProblem', () => {
  it('finds forwarding on while incoming calls are barred', () => {
    const broken = { ...forwarding, Barring: { AllowIncomingCalls: false, AllowOutgoingCalls: true } };
    expect(settingsProblem(broken)).toBe('CFBActive');
    expect(settingsProblem(forwarding)).toBeUndefined();
  });
});

describe('effectiveSettings', () => {
  it('operator barring bars calls both ways and stops forwarding', () => {
    const applied = effectiveSettings(forwarding, true);
    expect(applied.Barring).toEqual({ AllowIncomingCalls: false, AllowOutgoingCalls: false });
    expect(applied.CallForwarding.CFBActive).toBe(false);
    expect(effectiveSettings(forwarding, false)).toBe(forwarding);
  });
});
