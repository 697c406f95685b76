import { queryOptions } from '@tanstack/react-query';
import {
  MethodRoutes,
  type DeclareGoldPairBody,
  type DeclaredGoldPair,
  type DeclaredGoldPairsResponse,
} from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export const GOLD_PAIRS_KEY = ['admin', 'pc', 'gold-pairs'] as const;

/** The pair-comparison gold pairs the lab declared. */
export function goldPairsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: GOLD_PAIRS_KEY,
    queryFn: async () =>
      (await adminRequest<DeclaredGoldPairsResponse>(apiBase, MethodRoutes.pcGoldPairs)).pairs,
    retry: false,
  });
}

/** Declares the pair gold with this winner (again for the same two videos: changes the winner). */
export function declareGoldPair(apiBase: string, body: DeclareGoldPairBody): Promise<DeclaredGoldPair> {
  return adminRequest<DeclaredGoldPair>(apiBase, MethodRoutes.pcGoldPairs, { method: 'POST', body });
}

/** Withdraws a declaration (204); pairs already assigned keep their winner. */
export async function withdrawGoldPair(apiBase: string, pairId: number): Promise<void> {
  await adminRequest<unknown>(apiBase, MethodRoutes.pcGoldPair(pairId), { method: 'DELETE' });
}
