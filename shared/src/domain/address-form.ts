import { z } from 'zod';
import type { Location } from '../entities/addresses';
import { addressFromLocation } from './delivery-address';

/**
 * A new delivery address: a location picked from the search ("No Location" without one) and an optional label.
 * It comes out as the address to create.
 */
export const addAddressSchema = z
  .object({
    location: z.custom<Location | null>().refine((location) => !!location, 'no_location'),
    description: z.string(),
  })
  .transform(({ location, description }) => ({
    ...addressFromLocation(location as Location),
    ...(description.trim() ? { Description: description.trim() } : {}),
  }));
