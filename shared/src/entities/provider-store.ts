/** The provider-side store of 002 §7: LFC products, fibre plans, orders, products and their notes. */
export * from './store-common';
export * from './lfc-product';
export * from './fibre-plan';
export * from './fibre-order';
export * from './fibre-product';
export * from './store-note';
export * from './store-list';
