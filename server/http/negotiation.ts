// What a request accepts: a content encoding, or the copy it already holds (a validator).
import type { Stats } from 'node:fs';

/** Whether an Accept-Encoding header takes brotli (`br`, not refused with q=0). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return name!.trim().toLowerCase() === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Whether If-None-Match names this ETag (weakly compared, as for a GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** A file's validator, from its size and time of change: the same for its copy on disk and in memory. */
export function fileEtag(stats: Pick<Stats, 'size' | 'mtimeMs'>): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}
