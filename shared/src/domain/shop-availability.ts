import { FWA_ACCEPTED_STATUSES } from '../entities/availability-states';
import type { ServiceAvailability } from '../entities/shop-catalogue';
import { ERRORS } from '../errors';

/*
 * What the availability answers at an address mean to the shopper: a text when nothing can be sold there,
 * undefined when the service can be bought.
 */

/** Fixed wireless is sold when the status is one of the accepted three. */
export function fwaAvailabilityProblem(status: string | undefined): string | undefined {
  return (FWA_ACCEPTED_STATUSES as readonly (string | undefined)[]).includes(status)
    ? undefined
    : ERRORS.no_fibre_services;
}

/** Fibre plans are sold only when the service availability says Available. */
export function fibreAvailabilityProblem(availability: ServiceAvailability | undefined): string | undefined {
  return availability?.Status === 'Available' ? undefined : ERRORS.no_service_information;
}

/** The text of an empty plan or modem list of a network. */
export function emptyOfferText(kind: 'plans' | 'modems', network: 'FWA' | 'UFB'): string {
  if (kind === 'modems') return ERRORS.no_modem_data;
  return network === 'FWA' ? ERRORS.no_fwa_plans : ERRORS.no_ufb_plans;
}
