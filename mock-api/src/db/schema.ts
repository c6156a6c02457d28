import { CustomerSchema, LoginSchema, OutboxMessageSchema } from '@portal/shared';
import { Table } from './table';

/**
 * The collections of the simulated backend, each from its shared schema. A domain adds its tables here
 * and its seed in `seed.ts`.
 */
export function createTables() {
  return {
    logins: new Table('logins', LoginSchema, 'UUID'),
    customers: new Table('customers', CustomerSchema, 'UUID'),
    outbox: new Table('outbox', OutboxMessageSchema, 'UUID'),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;
