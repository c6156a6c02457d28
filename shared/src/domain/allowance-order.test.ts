import { describe, expect, it } from 'vitest';
import { ALLOWANCE_ORDER, allowanceKinds, inAllowanceOrder } from './allowance-order';
import { dashboardWidgets } from './mobile-dashboard';
import { planAllowances } from './plan-display';

describe('allowance order', () => {
  it('lists data, minutes, texts, picture messages, hotspot, then the international extras', () => {
    expect(ALLOWANCE_ORDER).toEqual(['data', 'voice', 'sms', 'mms', 'hotspot', 'idd_voice', 'idd_sms']);
  });

  it('puts any list of kinds in that order', () => {
    expect(inAllowanceOrder(['hotspot', 'mms', 'data', 'voice', 'sms'] as const, (k) => k)).toEqual([
      'data',
      'voice',
      'sms',
      'mms',
      'hotspot',
    ]);
    expect(allowanceKinds(['mms', 'idd_sms', 'voice'] as const)).toEqual(['voice', 'mms', 'idd_sms']);
  });

  it('orders the dashboard widgets whatever order the setting names them in', () => {
    expect(dashboardWidgets('Hotspot,MMS,Data,Voice,SMS')).toEqual([
      'Data',
      'Voice',
      'SMS',
      'MMS',
      'Hotspot',
    ]);
  });

  it('orders a plan card’s allowances', () => {
    const plan = {
      Characteristics: {
        'ocs.RecurringMMSAllowance': '10',
        'ocs.RecurringSMSAllowance': '100',
        'ocs.RecurringVoiceAllowance': '200',
        'ocs.RecurringDataAllowance': '1024',
      },
    } as unknown as Parameters<typeof planAllowances>[0];
    expect(planAllowances(plan).map((a) => a.kind)).toEqual(['data', 'voice', 'sms', 'mms']);
  });
});
