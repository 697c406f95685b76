/** What a manifest describes, once read and checked row by row (see docs/experimenter/stimuli.md). */

export const STIMULUS_KINDS = ['video', 'volumetric'] as const;
export type StimulusKind = (typeof STIMULUS_KINDS)[number];

export const DISTORTION_LEVELS = ['R1', 'R2', 'R3', 'R4', 'R5', 'none'] as const;
export type DistortionLevel = (typeof DISTORTION_LEVELS)[number];

/** One stimulus row. `where` names its place in the manifest for messages ("line 4", "stimuli[3]"). */
export interface ManifestStimulus {
  where: string;
  label: string;
  /** A path relative to the media folder, or an absolute https:// URL. */
  file: string;
  content: string;
  view: string;
  compression_type: string;
  qp: string;
  kind: StimulusKind;
  is_reference: boolean;
  /** The further condition attributes (extra columns), empty values left out. */
  attributes: Record<string, string>;
}

/** One distortion example: a clip of a category at a level, with its caption. */
export interface ManifestDistortionExample {
  where: string;
  category: string;
  level: DistortionLevel;
  caption: string;
  file: string;
}

/** The texts of one section of the distortion-examples page (optional: the page falls back to the spec's). */
export interface ManifestDistortionSection {
  where: string;
  category: string;
  title: string;
  introduction: string;
  example: string;
  details: string;
}

export interface Manifest {
  stimuli: ManifestStimulus[];
  distortionExamples: ManifestDistortionExample[];
  sections: ManifestDistortionSection[];
}

/** Everything wrong with a manifest, each problem with its place; nothing is imported while there is one. */
export class ManifestError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? `The manifest cannot be read: ${problems[0]}`
        : `The manifest cannot be read (${problems.length} problems): ${problems.slice(0, 20).join('; ')}` +
            (problems.length > 20 ? `; … and ${problems.length - 20} more` : ''),
    );
  }
}

/** The spec's columns; every other column of a stimulus row is a condition attribute. */
export const STANDARD_COLUMNS = [
  'label',
  'file',
  'content',
  'view',
  'compression_type',
  'qp',
  'kind',
  'reference',
] as const;

/** Column widths of the videos and distortion_examples tables (characters). */
export const LIMITS = {
  label: 191,
  file: 500,
  content: 100,
  view: 100,
  compression_type: 100,
  qp: 50,
  category: 100,
  caption: 500,
  sectionText: 4000,
  attributeName: 64,
  attributeValue: 200,
  attributes: 50,
  rows: 100_000,
} as const;
