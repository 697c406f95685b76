import type { useT } from '../../../i18n';
import { pairsNamed, videosNamed } from '../../study-texts';

/**
 * How many videos (or, in a pair-comparison study, where videos_per_session counts pairs, how many pairs) the landing
 * page and the FAQ name: English keeps its number words ("rate seven videos", words up to ten); other languages
 * write the number through their catalogue.
 */
export function countPhrase(
  t: ReturnType<typeof useT>,
  language: string,
  count: number,
  pairs: boolean,
): string {
  if (language === 'en') return pairs ? pairsNamed(count) : videosNamed(count);
  if (pairs) return count === 1 ? t('landing.pairsOne') : t('landing.pairsMany', { count });
  return count === 1 ? t('landing.videosOne') : t('landing.videosMany', { count });
}
