// Ports can be moved (E2E_APP_PORT, E2E_DEMO_PORT) so two runs on one machine do not collide.
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4310);
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4311);
// Journeys run on E2E_WORKERS workers (2 by default: the machine's two cores). Each worker has its own served system
// with its own mock state, so one journey's reset or clock jump never lands in another's; worker i uses
// APP_PORTS[i]. The extra ports sit 50 above the first, clear of the demo port beside it.
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const APP_PORTS = Array.from({ length: WORKERS }, (_, i) => APP_PORT + 50 * i);
