import { describe, expect, it } from 'vitest';
import type { BroadbandFlow } from '../entities/broadband-flow';
import {
  broadbandChoiceComplete,
  broadbandSteps,
  openBroadbandStep,
  transferDetailsMissing,
} from './broadband-choice';

const plan = {
  ID: '00000000-0000-4000-8000-000000000001',
  Name: 'Fibre 300',
  Description: '',
  Price: 79,
  ProductCatalogUUID: '00000000-0000-4000-8000-000000000002',
  BroadbandProductType: 'UFB' as const,
};
const chosen: BroadbandFlow = { id: 'f', plan, with_wifi_router: false };
const details = { Provider: 'Other ISP', AccountHolderName: 'Ana Postpay', AccountNumber: '12345' };

describe('broadband choice', () => {
  it('needs the provider, holder and account number of a fibre transfer', () => {
    expect(
      transferDetailsMissing('UFB', { ...chosen, transfer: { required: true, Provider: 'Other ISP' } }),
    ).toBe(true);
    expect(transferDetailsMissing('UFB', { ...chosen, transfer: { required: true, ...details } })).toBe(
      false,
    );
    expect(transferDetailsMissing('UFB', { ...chosen, transfer: { required: false } })).toBe(false);
    expect(transferDetailsMissing('FWA', { ...chosen, transfer: { required: true } })).toBe(false);
  });

  it('is complete with a plan, a modem answer and, for fibre, the connection answered', () => {
    expect(broadbandChoiceComplete('FWA', chosen)).toBe(true);
    expect(broadbandChoiceComplete('UFB', chosen)).toBe(false);
    expect(broadbandChoiceComplete('UFB', { ...chosen, transfer: { required: false } })).toBe(true);
    expect(broadbandChoiceComplete('UFB', { ...chosen, transfer: { required: true } })).toBe(false);
    expect(broadbandChoiceComplete('UFB', { ...chosen, transfer: { required: true, ...details } })).toBe(
      true,
    );
    expect(
      broadbandChoiceComplete('UFB', { id: 'f', with_wifi_router: false, transfer: { required: false } }),
    ).toBe(false);
    expect(broadbandChoiceComplete(undefined, chosen)).toBe(false);
  });

  it('has a connection step for fibre only, and reopens on the first step still open', () => {
    expect(broadbandSteps('UFB')).toEqual(['address', 'plan', 'modem', 'connection', 'checkout']);
    expect(broadbandSteps('FWA')).toEqual(['address', 'plan', 'modem', 'checkout']);
    const location = {
      Formatted: '40 Colombo Street',
      City: 'Christchurch',
      Country: 'New Zealand',
      PostCode: '8023',
      Lines: [],
      LocationProvider: 'sim',
      LocationProviderIDX: '1',
    };
    expect(openBroadbandStep(undefined, { id: 'f' })).toBe('address');
    expect(openBroadbandStep('UFB', { id: 'f', location })).toBe('plan');
    // A plan of the other network does not count: the address offers another.
    expect(openBroadbandStep('FWA', { id: 'f', location, plan })).toBe('plan');
    expect(openBroadbandStep('UFB', { id: 'f', location, plan })).toBe('modem');
    expect(openBroadbandStep('UFB', { ...chosen, location })).toBe('connection');
    expect(openBroadbandStep('UFB', { ...chosen, location, transfer: { required: true } })).toBe(
      'connection',
    );
    expect(openBroadbandStep('UFB', { ...chosen, location, transfer: { required: false } })).toBe(
      'connection',
    );
    expect(
      openBroadbandStep('FWA', { ...chosen, location, plan: { ...plan, BroadbandProductType: 'FWA' } }),
    ).toBe('modem');
  });
});
