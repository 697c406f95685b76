import { DISTORTION_CATEGORIES, DYNAMIC_BACKGROUND, MEDIA_PREFIX } from '@vvq/contracts';

/** Mirrors scripts/make-demo-media.sh: every row points at a committed file under api/media. */
const DEMO_CONTENTS = ['longdress', 'loot', 'redandblack', 'soldier'] as const;
const DEMO_VIEWS = ['front', 'side'] as const;
const DEMO_LEVELS: Record<string, string[]> = {
  texture_compression: ['25', '40'],
  geometry_compression: ['50', '54'],
  geometry_and_texture_compression: ['g57-t15', 'g61-t30'],
};

export interface CatalogueRow {
  content: string;
  view: string;
  compression_type: string;
  qp: string;
  label: string;
  url: string;
}

export function demoCatalogue(): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  for (const content of DEMO_CONTENTS) {
    for (const view of DEMO_VIEWS) {
      for (const [compression_type, qps] of Object.entries(DEMO_LEVELS)) {
        for (const qp of qps) {
          const label = `${content}_${view}_${compression_type}_qp${qp}`;
          rows.push({
            content,
            view,
            compression_type,
            qp,
            label,
            url: `${MEDIA_PREFIX}/catalogue/${label}.mp4`,
          });
        }
      }
    }
  }
  return rows;
}

export interface DistortionRow {
  video_location: string;
  video_url: string;
  background_type: string;
}

/**
 * The demo's distortion examples as they were seeded before they became manifest rows
 * (api/media/demo-distortion-examples.csv): kept as the reference the tests hold that file and the seeded rows to.
 */
export function demoDistortionExamples(): DistortionRow[] {
  const rows: DistortionRow[] = [1, 2].map((n) => {
    const location = `distortion/${DYNAMIC_BACKGROUND}/background_${n}.mp4`;
    return {
      video_location: location,
      video_url: `${MEDIA_PREFIX}/${location}`,
      background_type: DYNAMIC_BACKGROUND,
    };
  });
  for (const category of DISTORTION_CATEGORIES) {
    for (let level = 1; level <= 5; level++) {
      const location = `distortion/${category}/R${level}/${category}_R${level}.mp4`;
      rows.push({
        video_location: location,
        video_url: `${MEDIA_PREFIX}/${location}`,
        background_type: 'static',
      });
    }
  }
  return rows;
}
