import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeMock } from '@portal/mock-api/node';
import { conformanceOverBoth, describeConformance } from '../fuzz/conformance/run';
import { declaredThrottles, THROTTLE_DRIVES, undocumentedThrottle } from '../fuzz/conformance/throttles';

/*
 * A seeded sample of the conformance suite (`pnpm fuzz` sends 10,000 per runtime): requests generated from the
 * OpenAPI document (without a token, with the wrong role, with another customer's token, valid data drawn from the
 * schemas, invalid data, methods a path lacks), against the Express server and msw/node. Every status must be one
 * the operation lists, every body must match the schema listed for it, and the server must be healthy afterwards.
 */
const RUNS = 500;
const SEED = 20261125;

describe('conformance to the OpenAPI document', () => {
  it(
    'answers only documented statuses with documented bodies, over Express and msw/node',
    { timeout: 240_000 },
    async () => {
      for (const summary of await conformanceOverBoth(RUNS, SEED)) {
        const report = describeConformance(summary);
        expect(summary.count + summary.notDrawn, report).toBe(RUNS);
        expect(summary.problems, report).toEqual([]);
        // Valid data is accepted, or refused only by a rule across fields that the document writes out.
        expect(summary.validRefused, report).toEqual([]);
        expect(summary.healthyAfter, report).toBe(true);
        // Every kind of case was sent.
        expect(Object.keys(summary.byKind).sort(), report).toEqual(
          ['foreign', 'invalid', 'method', 'no-token', 'valid', 'wrong-role'].sort(),
        );
      }
    },
  );
});

describe('the 429s of the throttles', () => {
  let mock: Awaited<ReturnType<typeof startNodeMock>>;
  beforeAll(async () => {
    mock = await startNodeMock({ validateResponses: true });
  });
  afterAll(() => mock.close());

  it('drives every throttle the contracts declare', () => {
    expect(THROTTLE_DRIVES.map((d) => `${d.operation} ${d.code}`).sort()).toEqual(declaredThrottles());
  });

  it.each(THROTTLE_DRIVES.map((d) => [`${d.operation} ${d.code}`, d] as const))(
    '%s: the 429 is in the document, with its code, body and Retry-After',
    { timeout: 60_000 },
    async (_, drive) => {
      await mock.api.reset();
      expect(await undocumentedThrottle(drive, await drive.drive('http://api.test'))).toBeUndefined();
    },
  );
});
