// The two parts of a catalogue file the build makes (tools/vite/catalogue-parts.ts); unit tests read the whole file.
declare module '*.json?first-page' {
  const texts: Record<string, string>;
  export default texts;
}
declare module '*.json?rest' {
  const texts: Record<string, string>;
  export default texts;
}
