import {
  DISTORTION_CATEGORIES,
  DYNAMIC_BACKGROUND,
  type DistortionExample,
  type DistortionSectionText,
} from '@vvq/contracts';

/** One section of a lab's page: its texts (the category's name alone when the manifest gave none) and examples. */
export interface ManifestSection {
  text: DistortionSectionText;
  examples: DistortionExample[];
}

/** True when the examples came from a manifest (each names its section); rows from before the import name none. */
export function fromManifest(examples: readonly DistortionExample[]): boolean {
  return examples.some((e) => typeof e.category === 'string');
}

/** The spec's four categories (the demo's manifest names these): spec section 3's folders. */
const SPEC_CATEGORIES: readonly string[] = [DYNAMIC_BACKGROUND, ...DISTORTION_CATEGORIES];

/**
 * True when a manifest's examples make the spec's page: only the spec's categories and no section texts of the lab's
 * own. That page words its sections in the participant's language (a lab's own texts are shown as written), so the
 * demo, which brings its examples as a manifest like any lab, keeps the spec's page in every language.
 */
export function specPage(
  examples: readonly DistortionExample[],
  texts: readonly DistortionSectionText[],
): boolean {
  return texts.length === 0 && examples.every((e) => SPEC_CATEGORIES.includes(e.category ?? ''));
}

/**
 * The lab's page as its manifest lays it out: the described sections in the manifest's order, then any category whose
 * examples came without a text (titled by the category's name), each with its examples in the manifest's order.
 */
export function manifestSections(
  examples: readonly DistortionExample[],
  texts: readonly DistortionSectionText[],
): ManifestSection[] {
  const sections = new Map<string, ManifestSection>(
    texts.map((text) => [text.category, { text, examples: [] }]),
  );
  for (const example of examples) {
    const category = example.category ?? '';
    let section = sections.get(category);
    if (!section) {
      section = {
        text: { category, title: category, introduction: '', example: '', details: [] },
        examples: [],
      };
      sections.set(category, section);
    }
    section.examples.push(example);
  }
  return [...sections.values()].filter((s) => s.examples.length > 0);
}

/** What a player's footer says: the caption, else the level (R1–R5); nothing for an example without a level. */
export function exampleCaption(example: DistortionExample): string {
  if (example.caption) return example.caption;
  return example.level && example.level !== 'none' ? example.level : '';
}
