import type { ReactNode } from 'react';

/**
 * A text with one link in it: the catalogue marks the link's words `<1>…</1>` (as i18next's Trans writes them), so
 * each language puts the link where its sentence needs it.
 */
export function LinkedText(props: { text: string; link: (words: string) => ReactNode }) {
  const match = /^([\s\S]*)<1>([\s\S]*)<\/1>([\s\S]*)$/.exec(props.text);
  if (!match) return <>{props.text}</>;
  return (
    <>
      {match[1]}
      {props.link(match[2])}
      {match[3]}
    </>
  );
}
