import { fixtureUuid, mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import { DAY_NANOS, MINUTE_NANOS, NANOS_PER_MS, type StoredPort } from '@portal/shared';

/** multi.accounts' home service was ported in from another provider when it started, 300 days before `nowMs`. */
export function portsAt(nowMs: number): StoredPort[] {
  const start = nowMs * NANOS_PER_MS - 300 * DAY_NANOS;
  const at = (minutes: number) => start + minutes * MINUTE_NANOS;
  return [
    {
      UUID: fixtureUuid('port:multi:home'),
      CustomerUUID: personaCustomerUuid('multi', 0),
      MobileProductUUID: mobileProductUuid('multi:home'),
      MSISDN: '64211234503',
      LosingProvider: 'Spark',
      AccountNumber: 'SP-448812',
      CreatedAtNanos: at(0),
      Steps: [
        { State: 'PORT_REQUESTED', AtNanos: at(0) },
        { State: 'PORT_VALIDATED', AtNanos: at(3) },
        { State: 'PORT_APPROVED', AtNanos: at(15) },
        { State: 'INTRA_CARRIER_WAIT', AtNanos: at(32) },
        { State: 'NETWORK_PROVISIONING', AtNanos: at(70) },
        { State: 'PORT_COMPLETED', AtNanos: at(88) },
      ],
    },
  ];
}
