import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** GET /v3/adoption_token_resume/{uuid}: where an adoption started before a reload stands. */
export function useAdoptionResume(adoptionUUID: string | undefined) {
  return useQuery({
    ...queryOf(contracts.mobileActivation.adoptionResume, { params: { uuid: adoptionUUID } }),
    retry: false,
  });
}
