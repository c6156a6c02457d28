import { fixtureUuid, personaCustomerUuid, shopAddressFixture, shopAddressIdx } from '@portal/fixtures';
import { NANOS_PER_MS, SPID, type ServiceAvailabilityRecord } from '@portal/shared';
import { fwaAvailabilityAt } from '../handlers/shop-broadband';
import { legacyResource } from './resource';

/** Fixed wireless availability checks an account keeps, each found as GET /fwa/service_availability finds it. */
export const serviceAvailabilityResource = legacyResource('serviceAvailability', {
  envelope: 'ServiceAvailabilities',
  visible: (ctx, customerUUID) =>
    ctx.db.serviceAvailabilities
      .where((a) => a.CustomerUUID === customerUUID)
      .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos),
  matches: (_ctx, check, q) => `${check.LocationProviderIDX} ${check.Status}`.toLowerCase().includes(q),
  create: (ctx, customerUUID, body) => {
    const now = ctx.sim.clock.nowNanos();
    return ctx.db.serviceAvailabilities.insert({
      UUID: crypto.randomUUID(),
      SPID,
      CustomerUUID: customerUUID,
      ...body,
      ...fwaAvailabilityAt(body.LocationProviderIDX),
      CreatedAtNanos: now,
      UpdatedAtNanos: now,
    });
  },
  update: async (ctx, _customerUUID, check, body) =>
    (await ctx.db.serviceAvailabilities.update(check.UUID, (d) => {
      const found = fwaAvailabilityAt(body.LocationProviderIDX);
      Object.assign(d, body, { Status: found.Status, UpdatedAtNanos: ctx.sim.clock.nowNanos() });
      if (found.PrequalUUID) d.PrequalUUID = found.PrequalUUID;
      else delete d.PrequalUUID;
    })) ?? check,
  remove: async (ctx, _customerUUID, check) => {
    await ctx.db.serviceAvailabilities.remove(check.UUID);
  },
});

/** ana.postpay kept a check of the fixed wireless address in Waiouru a week before `nowMs`. */
export function serviceAvailabilitiesAt(nowMs: number): ServiceAvailabilityRecord[] {
  const place = shopAddressFixture(shopAddressIdx('fwa'));
  if (!place) return [];
  const made = (nowMs - 7 * 86_400_000) * NANOS_PER_MS;
  const { LocationProvider, LocationProviderIDX } = place.address;
  return [
    {
      UUID: fixtureUuid('service-availability:ana'),
      SPID,
      CustomerUUID: personaCustomerUuid('ana'),
      LocationProvider,
      LocationProviderIDX,
      ...fwaAvailabilityAt(LocationProviderIDX),
      CreatedAtNanos: made,
      UpdatedAtNanos: made,
    },
  ];
}
