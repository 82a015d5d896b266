// Not built yet: replaced by the section itself.
export function LatestPostsSection() {
  return null;
}
