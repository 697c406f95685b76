import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type TestClip, type TestClipsResponse } from '@vvq/contracts';
import { apiRequest, UnexpectedResponseError } from '@vvq/ui';

const isClip = (c: unknown): c is TestClip =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as TestClip).url === 'string' &&
  typeof (c as TestClip).mime_type === 'string';

/** The study's own test clips, one per file type its catalogue uses (public, no token). */
export async function getTestClips(apiBase: string): Promise<TestClip[]> {
  const answer = await apiRequest<unknown>(apiBase, ApiRoutes.testClips);
  const clips = (answer as Partial<TestClipsResponse> | null)?.clips;
  if (!Array.isArray(clips) || !clips.every(isClip)) throw new UnexpectedResponseError('test clips');
  return clips;
}

export function testClipsQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['environment-check', 'test-clips'],
    queryFn: () => getTestClips(apiBase),
    meta: { errorLog: 'Test clips load failed' },
  });
}
