import { createQueryClientSource } from '@vvq/ui';

/**
 * The page's one QueryClient, shared by both remotes (@tanstack/react-query is a federation singleton like React).
 * TanStack Query is imported on first use, by the first screen that fetches, so the landing page does not download it.
 */
export const shellQueryClientSource = createQueryClientSource('shell', () => import('@tanstack/react-query'));
