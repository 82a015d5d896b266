// Not built yet: replaced by the section itself.
export function VideoSection() {
  return null;
}
