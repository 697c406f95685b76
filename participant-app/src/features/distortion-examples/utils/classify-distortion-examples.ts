import { DYNAMIC_BACKGROUND, type DistortionExample } from '@vvq/contracts';

export type DistortionSectionKey =
  'dynamic' | 'geometry_and_texture_compression' | 'texture_compression' | 'geometry_compression';

/** Spec section 2: the order the sections appear in. */
export const SECTION_ORDER: readonly DistortionSectionKey[] = [
  'dynamic',
  'geometry_and_texture_compression',
  'texture_compression',
  'geometry_compression',
];

export const UNKNOWN_LEVEL = 'Unknown';

export interface ClassifiedExample extends DistortionExample {
  /** 'R1'…'R5', or 'Unknown' when the path names no level. */
  level: string;
  levelNumber: number | null;
}

export type ClassifiedExamples = Record<DistortionSectionKey, ClassifiedExample[]>;

// A level folder such as `/R3/` (also accepted as a separate path token like `_R3_` or `R3.mp4`).
const LEVEL_PATTERN = /(?:^|[/\\_.\-\s])R(\d+)(?=$|[/\\_.\-\s])/;

export function parseLevel(location: string | null | undefined): number | null {
  const match = LEVEL_PATTERN.exec(location ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A manifest's example names its section (`category`): the spec's four categories, `dynamic_video` being the dynamic
 * background. Otherwise spec section 4: the first matching rule wins, in this order; unmatched videos are dropped.
 */
export function sectionOf(
  example: Pick<DistortionExample, 'background_type' | 'video_location' | 'category'>,
): DistortionSectionKey | null {
  if (example.category !== undefined) {
    if (example.category === DYNAMIC_BACKGROUND) return 'dynamic';
    return (SECTION_ORDER as readonly string[]).includes(example.category)
      ? (example.category as DistortionSectionKey)
      : null;
  }
  if (example.background_type === DYNAMIC_BACKGROUND) return 'dynamic';
  const location = example.video_location ?? '';
  if (location.includes('geometry_and_texture_compression')) return 'geometry_and_texture_compression';
  if (location.includes('texture_compression')) return 'texture_compression';
  if (location.includes('geometry_compression')) return 'geometry_compression';
  return null;
}

/** Groups the examples into the four sections; compression sections ascend by level (Unknown last). */
export function classifyDistortionExamples(examples: readonly DistortionExample[]): ClassifiedExamples {
  const result: ClassifiedExamples = {
    dynamic: [],
    geometry_and_texture_compression: [],
    texture_compression: [],
    geometry_compression: [],
  };
  for (const example of examples) {
    const section = sectionOf(example);
    if (!section) continue;
    // A manifest's level (R1–R5, or none) is the example's own; otherwise the path names it.
    const levelNumber =
      example.level !== undefined ? parseLevel(example.level) : parseLevel(example.video_location);
    result[section].push({
      ...example,
      levelNumber,
      level: levelNumber === null ? UNKNOWN_LEVEL : `R${levelNumber}`,
    });
  }
  const rank = (example: ClassifiedExample) => example.levelNumber ?? Number.MAX_SAFE_INTEGER;
  const byLevel = (a: ClassifiedExample, b: ClassifiedExample) => rank(a) - rank(b);
  for (const key of SECTION_ORDER) if (key !== 'dynamic') result[key].sort(byLevel);
  return result;
}
