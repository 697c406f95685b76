/** Only web links and relative paths become links; any other scheme (javascript:, data:) is never clickable. */
export function isSafeUrl(url: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url);
  return !scheme || ['http', 'https'].includes(scheme[1].toLowerCase());
}

/** A link labelled 'open' in a new tab, or a dash when there is no (usable) URL. */
export function UrlCell({ url }: { url: string | null | undefined }) {
  if (!url || !isSafeUrl(url)) return <>-</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      open
    </a>
  );
}
