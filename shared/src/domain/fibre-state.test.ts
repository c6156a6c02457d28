import { describe, expect, it } from 'vitest';
import {
  fibreDisplayText,
  fibreGroup,
  fibreKind,
  fibreOrderRank,
  fibrePlanTypeLabel,
  fibreStatusLabel,
  fibreStatusText,
} from './fibre-state';

const postpay = 'postpay-ufb-000001';

describe('fibre product state mapping', () => {
  it('groups states read in lower case; deleted has no group', () => {
    expect(fibreGroup({ State: 'ACTIVE' })).toBe('active');
    expect(fibreGroup({ State: 'suspended' })).toBe('active');
    expect(fibreGroup({ State: 'Created' })).toBe('pending');
    expect(fibreGroup({ State: 'acknowledged' })).toBe('pending');
    expect(fibreGroup({ State: 'cancelled' })).toBe('cancelled');
    expect(fibreGroup({ State: 'in_flight' })).toBe('unknown');
    expect(fibreGroup({ State: undefined })).toBe('unknown');
    expect(fibreGroup({ State: 'active', Deleted: true })).toBeUndefined();
    expect(fibreGroup({ State: 'active', DeletedAtNanos: 5 })).toBeUndefined();
    expect(fibreKind({ State: 'suspended' })).toBe('suspended');
  });

  it('gives the status label from the state and a postpay BillingReference', () => {
    expect(fibreStatusLabel({ State: 'active', BillingReference: postpay })).toBe('ufb');
    expect(fibreStatusLabel({ State: 'active', BillingReference: 'prepay-1' })).toBe('Not Activated');
    expect(fibreStatusLabel({ State: 'suspended', BillingReference: postpay })).toBe('ufb_suspended');
    expect(fibreStatusLabel({ State: 'suspended' })).toBe('Not Activated');
    expect(fibreStatusLabel({ State: 'created', BillingReference: postpay })).toBe('Not Activated');
    expect(fibreStatusLabel({ State: 'cancelled', BillingReference: postpay })).toBe('Not Active');
    expect(fibreStatusLabel({ State: 'odd' })).toBe('Not Active');
  });

  it('ranks active 4, pending 2, suspended 3, cancelled 5, unknown 1', () => {
    expect(
      ['active', 'created', 'suspended', 'cancelled', 'weird'].map((State) => fibreOrderRank({ State })),
    ).toEqual([4, 2, 3, 5, 1]);
  });

  it('labels the plan type postpay only for active or pending postpay services', () => {
    expect(fibrePlanTypeLabel({ State: 'active', BillingReference: postpay })).toBe('postpay');
    expect(fibrePlanTypeLabel({ State: 'acknowledged', BillingReference: postpay })).toBe('postpay');
    expect(fibrePlanTypeLabel({ State: 'active' })).toBe('Not Activated');
    expect(fibrePlanTypeLabel({ State: 'cancelled', BillingReference: postpay })).toBe('Not Active');
    expect(fibrePlanTypeLabel({ State: 'unknown-state' })).toBe('Not Active');
  });

  it('shows the display texts of the table and other codes as they are', () => {
    expect(fibreStatusText('active')).toBe('Active');
    expect(fibreStatusText('COMPLETED')).toBe('Active');
    expect(fibreStatusText('completed')).toBe('Active');
    expect(fibreDisplayText(null, 'completed')).toBe('Active');
    expect(fibreStatusText('PendingCancellation')).toBe('Pending cancellation');
    expect(fibreStatusText('RequiresSiteVisit')).toBe('Site visit required');
    expect(fibreStatusText('RequiresScopeSiteVisit')).toBe('Site visit required');
    expect(fibreStatusText('RequiresNewRFSTime')).toBe('RFS time required');
    expect(fibreStatusText('in_progress')).toBe('in_progress');
    expect(fibreDisplayText('', 'RequiresNewRFSTime', 'held')).toBe('RFS time required');
    expect(fibreDisplayText('', undefined, 'active')).toBe('Active');
  });
});
