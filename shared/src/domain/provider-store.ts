/** Pure rules of the provider-side store: state mapping, lifecycles, appointments, soft delete. */
export * from './timeline';
export * from './fibre-state';
export * from './fibre-order-lifecycle';
export * from './fibre-product-lifecycle';
export * from './nz-time';
export * from './appointment-slots';
export * from './store-rules';
export * from './order-work';
