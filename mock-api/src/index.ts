export { createMockApi, SnapshotSchema, type MockApi, type MockApiOptions, type Snapshot } from './runtime';
export { implementedContracts, API_BASE } from './http/route';
export { CONTROL_BASE } from './control/handlers';
export { SCENARIOS, SCENARIO_HEADER, type ScenarioName } from './sim/scenarios';
export type { MockContext } from './context';
export { signIdentityToken, subjectFor, type SocialIdentity } from './auth/identity-token';
export { SHOP_SEED_IDS } from './shop/seed';
export { fwaProductUuid } from './shop/fwa-products';
