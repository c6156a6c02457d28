/**
 * Named switches that change how the simulated backend behaves. Set globally, per customer, or per request with
 * the `x-mock-scenario` header (comma separated). Domains add theirs here, with what they do.
 */
export const SCENARIOS = {
  'auth.short-token': 'Tokens are signed to expire in 6 minutes, so the client refreshes one within a minute',
  'payments.decline': 'Every card payment and card setup is declined',
  'payments.random-failure': 'A seeded 5% of payments fail with "payment is failed"',
  'orders.fail':
    'New fibre and fixed-wireless orders fail during provisioning, with an order note saying why',
  'porting.reject-account-number': 'Number porting requests are rejected for a wrong account number',
  'help.unavailable': 'The help centre answers with errors (the portal shows empty lists)',
  'support.no-chat-token': 'The support chat login answers without a Token ("No Zendesk Chat Token")',
} as const;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_HEADER = 'x-mock-scenario';

export const isScenarioName = (name: string): name is ScenarioName => Object.hasOwn(SCENARIOS, name);
