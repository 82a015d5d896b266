/**
 * How a picture loads: the page's first picture (its largest paint, at the top) at once and before
 * the others; any other when it comes near the screen. Spread on the <img>.
 */
export function imageLoading(first: boolean) {
  return first
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
