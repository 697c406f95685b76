// The check child's entry when the API runs from its TypeScript sources (jest): tsx compiles stimulus-check.child.ts
// here, in the child, where jest's own transform cannot reach. Never used by the built API (see
// stimulus-check-children.ts, which picks the entry by its own extension).
import { tsImport } from 'tsx/esm/api';

await tsImport('./stimulus-check.child.ts', import.meta.url);
