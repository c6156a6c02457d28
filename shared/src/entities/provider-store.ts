/** The provider-side store: LFC products, fibre plans, orders, products and their notes. */
export * from './store-common';
export * from './lfc-product';
export * from './fibre-plan';
export * from './fibre-order';
export * from './fibre-product';
export * from './store-note';
export * from './store-list';
export * from './order-work';
export * from './console-search';
