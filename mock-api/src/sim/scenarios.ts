/**
 * Named switches that change how the simulated backend behaves. Set globally, per customer, or per request with
 * the `x-mock-scenario` header (comma separated). Domains add theirs here, with what they do.
 */
export const SCENARIOS = {
  'auth.short-token': 'Tokens are signed to expire in 6 minutes, so the client refreshes one within a minute',
  'payments.decline': 'Every card payment and card setup is declined',
  'renewal.decline':
    'Renewals at a period end fail to charge: the plan or addon stays expired and the dashboard says so',
  'payments.random-failure': 'A seeded 5% of payments fail with "payment is failed"',
  'addons.pending':
    'Addon purchases stay pending without a card confirmation, so the portal retries for 10 s and then gives up',
  'orders.fail':
    'New fibre and fixed-wireless orders fail during provisioning, with an order note saying why',
  'porting.reject-account-number':
    'Number porting requests are refused by the losing provider: "account number incorrect" (fixed through retry)',
  'porting.activation-fail':
    'Number ports fail when the service starts on the new network (SERVICE_ACTIVATION_FAILED); retry starts it again',
  'guest.bot-check-fail':
    'The bot check of anonymous recharge and bill payment fails, so guests cannot go on',
  'help.unavailable': 'The help centre answers with errors (the portal says so with "Try again")',
  'invoices.unavailable':
    'The invoice service is down: invoices and receipts answer 503 ("We can\'t get Invoices right now")',
  'support.no-chat-token': 'The support chat login answers without a Token ("No Zendesk Chat Token")',
  'activation.slow': "SIM activations take 230 to 245 s of simulated time, close to the portal's 250 s wait",
  'activation.fail': 'SIM activations end in failure ("Activate error") once the network answers',
  'usage.histogram-fail':
    "The usage chart's histogram call answers 503: the chart shows 30 days of zero and no error",
  'usage.charges-fail': 'The usage charges call answers 503: the charges list clears without a message',
  'credit-check.fail': 'The credit check for a monthly (postpay) plan fails ("Credit check failed")',
  'sim-settings.slow-write':
    'Call settings and roaming writes are stored 1 to 3 s late, so quick changes overlap (the portal queues them: the last wins)',
  'numbers.none-free': 'No free numbers to change to: the number search answers "No new phone numbers"',
  'contract.drift':
    'A few answers differ from their contracts, as another backend might: the customer record names ExternalRef5 ' +
    'ExternalReference5, fibre plans give DownloadMbps as a string and the remote config answers 203',
} as const;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_HEADER = 'x-mock-scenario';

export const isScenarioName = (name: string): name is ScenarioName => Object.hasOwn(SCENARIOS, name);
