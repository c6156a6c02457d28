import { holderOfNumber } from '@portal/shared';
import type { Step, Story } from './story-types';

/** The fixtures' password of every persona with one (the README's table). */
export const PERSONA_PASSWORD = 'Fibre-demo-2026';

const TAMA = 'tama.prepay@example.co.nz';
const ANA = 'ana.postpay@example.co.nz';
const OPERATOR = 'operator@provider.example.nz';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The number tama brings in; the simulated network decides who holds it. */
const PORTED_NUMBER = '021 555 0101';
const PORTED_HOLDER = holderOfNumber('64215550101');

const customerSignsIn = (email: string, who: string, landed: string): Step[] => [
  {
    actor: 'customer',
    action: 'goto',
    path: '/sign-in',
    caption: `${who} opens the portal to sign in.`,
    see: { text: 'Password' },
  },
  {
    actor: 'customer',
    action: 'fill',
    target: { label: 'Email' },
    value: email,
    caption: `${who} types their email.`,
  },
  {
    actor: 'customer',
    action: 'fill',
    target: { label: 'Password' },
    value: PERSONA_PASSWORD,
    caption: `${who} types their password.`,
  },
  {
    actor: 'customer',
    action: 'press',
    target: { role: 'button', name: 'Sign in' },
    caption: `${who} signs in and lands on their account.`,
    see: { text: landed },
  },
];

const operatorSignsIn: Step[] = [
  {
    actor: 'operator',
    action: 'goto',
    path: '#/login',
    caption: 'At the provider, an operator opens the console.',
    see: { text: 'Password' },
  },
  {
    actor: 'operator',
    action: 'fill',
    target: { label: 'Email' },
    value: OPERATOR,
    caption: 'The operator signs in…',
  },
  {
    actor: 'operator',
    action: 'fill',
    target: { label: 'Password' },
    value: PERSONA_PASSWORD,
    caption: 'The operator signs in…',
  },
  {
    actor: 'operator',
    action: 'press',
    target: { role: 'button', name: 'Sign in' },
    caption: 'The console opens on the orders by state: the work waiting for the team.',
    see: { text: 'Orders by state' },
  },
];

/** tama adds a card: number, expiry and CVC, then saves it. */
const addCard = (number: string, caption: string): Step[] => [
  {
    actor: 'customer',
    action: 'goto',
    path: '/profile/balance/payment-methods/add',
    caption,
    see: { text: 'Card number' },
  },
  { actor: 'customer', action: 'fill', target: { label: 'Card number' }, value: number, caption },
  { actor: 'customer', action: 'fill', target: { label: 'Expiry (MM/YY)' }, value: '12/30', caption },
  { actor: 'customer', action: 'fill', target: { label: 'CVC' }, value: '123', caption },
];

/** tama tops up $10 with the card whose last digits are given. */
const topUpWith = (last4: string, caption: string, see: Step['see']): Step[] => [
  {
    actor: 'customer',
    action: 'goto',
    path: '/profile/top-up',
    caption,
    see: { text: 'Your balance' },
  },
  {
    actor: 'customer',
    action: 'choose',
    target: { label: 'Card' },
    option: new RegExp(last4),
    caption,
  },
  { actor: 'customer', action: 'fill', target: { label: 'Amount (NZD)' }, value: '10', caption },
  { actor: 'customer', action: 'press', target: { role: 'button', name: 'Top up' }, caption, see },
];

const cardDeclined: Story = {
  id: 'card-declined',
  title: 'A declined top-up',
  summary:
    'Tama’s top-up was declined by the first card, the portal said so and charged nothing; the second card asked ' +
    'the bank to confirm, paid once confirmed, and auto top-up now keeps the credit up by itself.',
  next: 'Open the dev toolbar and turn on the payments.decline scenario, then move the clock a month on: the auto top-up is declined and the top-up page says so.',
  personas: [TAMA],
  steps: [
    {
      actor: 'narrator',
      action: 'say',
      caption:
        'Tama is on prepay and wants to add $10 of credit. Cards fail in real life: watch what the portal does when one does.',
    },
    ...customerSignsIn(TAMA, 'Tama', 'Prepay Value 12GB'),
    ...addCard(
      '4000 0000 0000 0341',
      'Tama saves a card. It saves fine, but its bank will refuse every charge.',
    ),
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Save card' },
      caption: 'The card is checked and saved.',
      see: { text: 'Your card is saved.' },
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'OK' },
      caption: 'The card is saved.',
    },
    ...topUpWith('0341', 'Tama tops up $10 with the new card.', {
      text: 'Seems we had some trouble with your card',
    }),
    {
      actor: 'narrator',
      action: 'say',
      caption:
        'The bank declined the charge. The portal says so plainly, nothing is charged and the balance is unchanged.',
    },
    ...addCard(
      '4000 0027 6000 3184',
      'Tama adds another card, one whose bank asks to confirm every payment.',
    ),
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Save card' },
      caption: 'Saving the card: its bank asks Tama to confirm it is really them.',
      see: { text: 'Confirm this card with your bank' },
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Complete authentication' },
      caption: 'Tama confirms with the bank (a simulated 3-D Secure check).',
      see: { text: 'Your card is saved.' },
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'OK' },
      caption: 'The second card is saved.',
    },
    ...topUpWith('3184', 'Tama tries the top-up again with the second card.', {
      text: 'Confirm this card with your bank',
    }),
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Complete authentication' },
      caption: 'The bank asks again for this payment; Tama confirms, and the top-up goes through.',
      see: { text: '$10.00 is added to your balance.' },
    },
    {
      actor: 'customer',
      action: 'choose',
      target: { label: 'When' },
      option: 'When my balance is below the amount',
      caption:
        'So it never runs out again, Tama sets auto top-up to add credit whenever the balance runs low…',
    },
    {
      actor: 'customer',
      action: 'fill',
      target: { label: 'Amount (NZD, whole dollars)' },
      value: '20',
      caption: '…$20 at a time…',
    },
    {
      actor: 'customer',
      action: 'choose',
      target: { label: 'Auto top-up' },
      option: 'On',
      caption: '…and switches it on.',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Save auto top-up' },
      caption: 'Auto top-up is saved: the card is charged by itself when the credit runs low.',
      see: { text: 'Auto top-up is saved.' },
    },
  ],
};

const tracker = `Porting ${PORTED_NUMBER}`;

const numberPort: Story = {
  id: 'number-port',
  title: 'Bringing a number from another provider',
  summary:
    `Tama asked to bring ${PORTED_NUMBER} from ${PORTED_HOLDER}. The old provider refused the first request because ` +
    'the account number was wrong; Tama corrected it, sent it again, and the port went through its steps on the ' +
    'clock until the number was with us.',
  next: 'Try the porting.activation-fail scenario in the dev toolbar, or cancel a port before it is approved.',
  personas: [TAMA],
  steps: [
    {
      actor: 'narrator',
      action: 'say',
      caption: `Tama wants to keep their number ${PORTED_NUMBER}, today with ${PORTED_HOLDER}. Moving a number is a conversation between two providers that takes hours.`,
    },
    {
      actor: 'narrator',
      action: 'control',
      method: 'PUT',
      path: '/scenarios',
      body: { name: 'porting.reject-account-number', on: true },
      caption: `In this story the account number Tama types does not match ${PORTED_HOLDER}'s records.`,
    },
    ...customerSignsIn(TAMA, 'Tama', 'Prepay Value 12GB'),
    {
      actor: 'customer',
      action: 'goto',
      path: '/profile/number-porting',
      caption: 'Tama opens “Bring your number”.',
      see: { text: 'Number to bring' },
    },
    {
      actor: 'customer',
      action: 'fill',
      target: { label: 'Number to bring' },
      value: PORTED_NUMBER,
      caption: 'Tama types the number to bring…',
    },
    {
      actor: 'customer',
      action: 'choose',
      target: { label: 'Current provider' },
      option: PORTED_HOLDER,
      caption: '…the provider that has it now…',
    },
    {
      actor: 'customer',
      action: 'fill',
      target: { label: 'Account number at your current provider' },
      value: 'AC-1010',
      caption: '…and the account number there, from memory.',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Start porting' },
      caption: `The request goes to ${PORTED_HOLDER}. The page tracks each step of the port.`,
      see: { text: 'Requested: waiting for your old provider' },
    },
    {
      actor: 'clock',
      action: 'advance',
      ms: 10 * MINUTE,
      caption: `Ten minutes pass on the simulation's clock while ${PORTED_HOLDER} checks the details.`,
      see: { text: 'account number incorrect', in: 'customer' },
    },
    {
      actor: 'narrator',
      action: 'say',
      caption:
        'The old provider refused the port: the account number is incorrect. The page says why and asks for the right one, without starting over.',
    },
    {
      actor: 'narrator',
      action: 'control',
      method: 'PUT',
      path: '/scenarios',
      body: { name: 'porting.reject-account-number', on: false },
      caption: 'Tama finds an old bill with the right account number.',
    },
    {
      actor: 'customer',
      action: 'fill',
      target: { label: 'Account number at your current provider' },
      value: 'AC-1001',
      caption: 'Tama corrects the account number…',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Send again' },
      caption: '…and sends the request again.',
      see: { text: 'Requested' },
    },
    {
      actor: 'clock',
      action: 'advance',
      ms: HOUR,
      caption: 'An hour passes: the details are checked and the old provider approves.',
    },
    {
      actor: 'clock',
      action: 'advance',
      ms: HOUR,
      caption: 'Another hour: the networks swap the number over.',
    },
    {
      actor: 'clock',
      action: 'advance',
      ms: HOUR,
      caption: 'And one more: the number is on our network.',
    },
    {
      actor: 'customer',
      action: 'goto',
      path: '/profile/number-porting',
      caption: 'Tama looks at the port again.',
      see: { text: 'Your number is now with us.' },
    },
    {
      actor: 'narrator',
      action: 'say',
      caption: `Every step is in the tracker (${tracker}), the refusal included. Tama kept the number.`,
    },
  ],
};

/** The console's list searched for a text, as its search box takes it in the address. */
const consoleSearch = (filter: object) =>
  // The braces of a remembered value stay readable for the player to fill in.
  `#/UFB_order?filter=${encodeURIComponent(JSON.stringify(filter)).replace(/%7B(\w+)%7D/g, '{$1}')}`;

/** The operator finds the order in the console by the number Ana's thank-you page gave: one order, one number. */
const operatorFindsOrder: Step[] = [
  {
    actor: 'operator',
    action: 'goto',
    path: consoleSearch({ q: '{order}' }),
    caption: 'The operator searches the console for Ana’s order number: the order is there already.',
    see: { text: '{order}' },
  },
];

/** The operator opens the order from the list. */
const operatorOpensOrder = (caption: string): Step[] => [
  {
    actor: 'operator',
    action: 'goto',
    path: consoleSearch({ q: '{order}' }),
    caption,
    see: { text: '{order}' },
  },
  { actor: 'operator', action: 'press', target: { text: '{order}' }, caption, see: { text: 'Order number' } },
];

/** The operator moves the open order to a state through its edit form. */
const operatorMovesTo = (state: string, caption: string): Step[] => [
  { actor: 'operator', action: 'press', target: { name: 'Edit' }, caption, see: { text: 'Save' } },
  { actor: 'operator', action: 'choose', target: { label: 'State' }, option: state, caption },
  {
    actor: 'operator',
    action: 'press',
    target: { role: 'button', name: 'Save' },
    caption,
    see: { text: 'Element updated' },
  },
];

const fibreOrder: Story = {
  id: 'fibre-order',
  title: 'A fibre order from shop to installation',
  summary:
    'Ana found fibre at 40 Colombo Street, chose Fibre Fast and a router and paid by card; the order reached the ' +
    'console, where an operator acknowledged it and booked the installation; on installation day the operator ' +
    'completed it, and Ana’s account shows the new fibre service active.',
  next: 'Open My orders in the portal to see the order’s history, or try a fixed-wireless address such as 221 Ruapehu Road.',
  personas: [ANA, OPERATOR],
  steps: [
    {
      actor: 'narrator',
      action: 'say',
      caption:
        'Ana is moving house and wants fibre. This story follows one order from the shop, through the provider’s console, to a working connection.',
    },
    {
      actor: 'customer',
      action: 'goto',
      path: '/ufb',
      caption: 'Ana opens the fibre shop.',
      see: { text: 'Your address' },
    },
    {
      actor: 'customer',
      action: 'fill',
      target: { label: 'Your address' },
      value: '40 Colombo',
      caption: 'Ana types the new address…',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Search' },
      caption: '…and searches: the address finder knows every address that fibre can reach.',
      see: { text: '40 Colombo Street, Sydenham' },
    },
    {
      actor: 'customer',
      action: 'press',
      target: { name: /^40 Colombo Street, Sydenham/ },
      caption: 'Ana picks the address; the shop shows what is available there.',
      see: { text: 'Fibre Fast' },
    },
    {
      actor: 'customer',
      action: 'choose',
      target: { role: 'radio', name: /^Fibre Fast/ },
      caption: 'Ana chooses the Fibre Fast plan…',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Continue' },
      caption: '…goes on to the modems…',
      see: { text: 'WiFi 6 Fibre Router' },
    },
    {
      actor: 'customer',
      action: 'choose',
      target: { role: 'radio', name: /^WiFi 6 Fibre Router/ },
      caption: '…a WiFi 6 router to go with it…',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Continue' },
      caption: '…then to the connection…',
      see: { text: 'A new connection' },
    },
    {
      actor: 'customer',
      action: 'choose',
      target: { role: 'radio', name: 'A new connection' },
      caption: '…and a new connection, as nobody has had fibre there before.',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Add to cart' },
      caption: 'The plan and the router go in the cart.',
      see: { text: 'Your cart' },
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'link', name: 'Checkout' },
      caption: 'Ana goes to checkout; to pay she signs in, and the cart is kept.',
      see: { text: 'Sign in or sign up to pay' },
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'link', name: 'Sign in' },
      caption: 'Ana signs in from checkout.',
      see: { text: 'Password' },
    },
    {
      actor: 'customer',
      action: 'fill',
      target: { label: 'Email' },
      value: ANA,
      caption: 'Ana signs in from checkout.',
    },
    {
      actor: 'customer',
      action: 'fill',
      target: { label: 'Password' },
      value: PERSONA_PASSWORD,
      caption: 'Ana signs in from checkout.',
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: 'Sign in' },
      caption: 'Back at checkout, her saved card is already chosen.',
      see: { text: /Pay \$/ },
    },
    {
      actor: 'customer',
      action: 'press',
      target: { role: 'button', name: /^Pay \$/ },
      caption: 'Ana pays by card.',
      see: { text: /Order (ORD-\d+) is paid/, remember: 'order' },
    },
    {
      actor: 'narrator',
      action: 'say',
      caption: 'The order {order} is paid and goes to the network provider. Now to the provider’s side.',
    },
    ...operatorSignsIn,
    ...operatorFindsOrder,
    ...operatorOpensOrder('The operator opens order {order}: Ana, the address and the plan are all there.'),
    ...operatorMovesTo('Acknowledged', 'The operator acknowledges the order: the fibre company has it.'),
    ...operatorOpensOrder('The operator opens the order again to book the installation.'),
    {
      actor: 'operator',
      action: 'press',
      target: { name: 'Book appointment' },
      caption: 'The operator books the installation from the technician’s free times.',
      see: { text: 'Choose a time' },
    },
    {
      actor: 'operator',
      action: 'choose',
      target: { role: 'radio', name: /./ },
      caption: 'The earliest free time is chosen.',
    },
    {
      actor: 'operator',
      action: 'press',
      target: { role: 'button', name: 'Book this time' },
      caption: 'The installation is booked.',
      see: { text: 'Appointment booked' },
    },
    ...operatorMovesTo('In progress', 'The operator marks the work as under way.'),
    {
      actor: 'clock',
      action: 'advance',
      ms: 20 * HOUR,
      caption: 'The simulation’s clock runs on to the installation day: the technician connects the house.',
    },
    ...operatorOpensOrder('The technician has been: the operator opens the order…'),
    ...operatorMovesTo('Completed', '…and completes it.'),
    {
      actor: 'customer',
      action: 'goto',
      path: '/profile/broadband/ufb/subscriptions',
      caption: 'Ana looks at her broadband: the new fibre service is there, active.',
      // The new service's own status (the first after its name), read again until the completion has reached it.
      see: { text: /Fibre Fast(?:(?!Status:).)*Status: Active/, reload: true },
    },
  ],
};

/** Every story the presenter offers, in the order it lists them. */
export const STORIES: readonly Story[] = [cardDeclined, numberPort, fibreOrder];

export const storyById = (id: string | null | undefined) => STORIES.find((s) => s.id === id);
