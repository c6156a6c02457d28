/** Where the simulator shows its Afterpay and Klarna page (a page of the portal, loaded afresh like a provider's). */
export const BNPL_PROVIDER_PAGE = 'payment-provider/bnpl';
