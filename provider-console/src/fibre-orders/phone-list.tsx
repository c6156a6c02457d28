import type { FibreOrderRecord } from '@portal/shared';
import { SimpleList } from 'react-admin';

/** On a phone, one line per order: number and customer, the address, and what the order is waiting for. */
export function OrderPhoneList() {
  return (
    <SimpleList<FibreOrderRecord>
      primaryText={(o) => `${o.OrderNumber} · ${o.CustomerName}`}
      secondaryText={(o) => o.Address.Formatted}
      tertiaryText={(o) => o.StateText}
      linkType="show"
    />
  );
}
