import type { SimSettings } from '../entities/sim-settings';

/** One switch of the call settings page, by its group and field. */
export type SimSettingKey =
  | 'CFUActive'
  | 'CFBActive'
  | 'CFNRYActive'
  | 'CFNRCActive'
  | 'CallWaitingEnabled'
  | 'AllowCallHold'
  | 'AllowIncomingCalls'
  | 'AllowOutgoingCalls'
  | 'ShowCallerID';

const GROUP_OF = {
  CFUActive: 'CallForwarding',
  CFBActive: 'CallForwarding',
  CFNRYActive: 'CallForwarding',
  CFNRCActive: 'CallForwarding',
  CallWaitingEnabled: 'CallRestriction',
  AllowCallHold: 'CallRestriction',
  AllowIncomingCalls: 'Barring',
  AllowOutgoingCalls: 'Barring',
  ShowCallerID: 'CallerID',
} as const satisfies Record<SimSettingKey, keyof SimSettings>;

export const SIM_SETTING_KEYS = Object.keys(GROUP_OF) as SimSettingKey[];
export const FORWARDING_KEYS: readonly SimSettingKey[] = [
  'CFUActive',
  'CFBActive',
  'CFNRYActive',
  'CFNRCActive',
];

/** The default settings of a new service: calls allowed both ways, waiting and hold on, no forwarding, number shown. */
export const DEFAULT_SIM_SETTINGS: SimSettings = {
  CallForwarding: { CFUActive: false, CFBActive: false, CFNRYActive: false, CFNRCActive: false },
  CallRestriction: { CallWaitingEnabled: true, AllowCallHold: true },
  Barring: { AllowIncomingCalls: true, AllowOutgoingCalls: true },
  CallerID: { ShowCallerID: true },
};

export function settingValue(settings: SimSettings, key: SimSettingKey): boolean {
  const group = settings[GROUP_OF[key]] as Record<string, boolean>;
  return group[key] === true;
}

function withValue(settings: SimSettings, key: SimSettingKey, value: boolean): SimSettings {
  const group = GROUP_OF[key];
  return { ...settings, [group]: { ...settings[group], [key]: value } };
}

/** A switch the customer's change turns off as well. */
export interface KnockOnChange {
  key: SimSettingKey;
  value: boolean;
}

/** What one change of a switch does: the settings after it, and the other switches it turns off. */
export interface SettingChange {
  next: SimSettings;
  knockOn: KnockOnChange[];
}

/**
 * The dependencies between the switches: no incoming calls means nothing to forward, wait on or hold, so
 * turning incoming off turns forwarding, waiting and hold off; no outgoing calls means forwarding (an outgoing
 * leg) cannot run, so turning outgoing off turns forwarding off. A forwarding, waiting or hold switch turned on
 * while incoming or outgoing calls are barred turns those calls back on.
 */
function dependentsOf(key: SimSettingKey, value: boolean): KnockOnChange[] {
  const off = (keys: readonly SimSettingKey[]) => keys.map((k) => ({ key: k, value: false }));
  const on = (keys: readonly SimSettingKey[]) => keys.map((k) => ({ key: k, value: true }));
  if (!value && key === 'AllowIncomingCalls')
    return off([...FORWARDING_KEYS, 'CallWaitingEnabled', 'AllowCallHold']);
  if (!value && key === 'AllowOutgoingCalls') return off(FORWARDING_KEYS);
  if (value && FORWARDING_KEYS.includes(key)) return on(['AllowIncomingCalls', 'AllowOutgoingCalls']);
  if (value && (key === 'CallWaitingEnabled' || key === 'AllowCallHold')) return on(['AllowIncomingCalls']);
  return [];
}

/** Applies one switch and its dependencies; knock-on lists only the switches that actually change. */
export function changeSetting(settings: SimSettings, key: SimSettingKey, value: boolean): SettingChange {
  const knockOn = dependentsOf(key, value).filter((c) => settingValue(settings, c.key) !== c.value);
  const next = knockOn.reduce((s, c) => withValue(s, c.key, c.value), withValue(settings, key, value));
  return { next, knockOn };
}

/** Whether settings break a dependency (a store that holds them must not accept them). */
export function settingsProblem(settings: SimSettings): SimSettingKey | undefined {
  return SIM_SETTING_KEYS.find(
    (key) =>
      settingValue(settings, key) && dependentsOf(key, true).some((c) => !settingValue(settings, c.key)),
  );
}

/**
 * What the network applies: operator barring overrides the customer's call settings, so calls are barred both
 * ways and nothing is forwarded, whatever the customer chose.
 */
export function effectiveSettings(settings: SimSettings, operatorBarring: boolean): SimSettings {
  if (!operatorBarring) return settings;
  return changeSetting(changeSetting(settings, 'AllowIncomingCalls', false).next, 'AllowOutgoingCalls', false)
    .next;
}
