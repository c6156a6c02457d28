import { UuidParamSchema } from '../entities/common';
import { CartRequestSchema, FibreCartRequestSchema, ShopCartSchema } from '../entities/shop-cart';
import { defineContract, olderVersion } from './define';

/*
 * The shop v3 cart. A signed-out shopper keeps a cart under an id the browser made; posting it with a
 * CustomerUUID (signed in as that customer) claims it. A claimed cart answers only its customer.
 */
const tags = ['shop'];

export const shopCartContracts = {
  save: defineContract({
    id: 'shopCart.save',
    method: 'post',
    path: '/eshop/v3/cart',
    summary:
      'Saves the cart: the items asked for, priced from the catalogue, with the amount before GST and the GST. ' +
      'Answers after a simulated 150 to 300 ms. With a CustomerUUID the caller must be that customer.',
    access: 'guest',
    body: CartRequestSchema,
    response: ShopCartSchema,
    errors: ['plan_not_found', 'unknown_sim_type', 'no_modem_data', 'ufb_cart_item_failed', 'not_found'],
    tags,
  }),
  get: defineContract({
    id: 'shopCart.get',
    method: 'get',
    path: '/eshop/v3/cart/:uuid',
    summary: 'A cart by its id; a cart a customer has claimed answers only that customer.',
    access: 'guest',
    params: UuidParamSchema,
    response: ShopCartSchema,
    errors: ['cart_not_found'],
    tags,
  }),
  ofCustomer: defineContract({
    id: 'shopCart.ofCustomer',
    method: 'get',
    path: '/eshop/v3/customer/:uuid/cart',
    summary: 'The open cart of a customer (an empty one when there is none).',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: ShopCartSchema,
    tags,
  }),
};

const fibreCartV2 = defineContract({
  id: 'shopCart.fibreCartV2',
  method: 'post',
  path: '/eshop/v2/cart',
  summary:
    'The older fibre cart: Address, ExternalReference (order type, transfer, ServiceAvailabilityUUID, RSFDate, ' +
    'site contact) and Items, kept as the v3 cart of fibre items (the site contact as the cart address’s ' +
    'contact) and answered as the v3 cart.',
  access: 'guest',
  body: FibreCartRequestSchema,
  response: ShopCartSchema,
  errors: ['plan_not_found', 'no_modem_data', 'ufb_cart_item_failed', 'not_found'],
  tags,
});

/* The older versions the specification still lists, served with the v3 cart's behaviour. */
export const olderShopCartContracts = {
  saveV1: olderVersion(shopCartContracts.save, { id: 'shopCart.saveV1', path: '/eshop/cart' }),
  getV1: olderVersion(shopCartContracts.get, { id: 'shopCart.getV1', path: '/eshop/cart/:uuid' }),
  ofCustomerV1: olderVersion(shopCartContracts.ofCustomer, {
    id: 'shopCart.ofCustomerV1',
    path: '/eshop/customer/:uuid/cart',
  }),
  fibreCartV2,
  // The fibre screens' cart call; the specification shows no payload, so it takes the older fibre cart's.
  ufbCart: olderVersion(fibreCartV2, { id: 'shopCart.ufbCart', path: '/ufb/cart' }),
};
