// The letters an avatar shows when there is no photo (SPEC 9: first letters of the first two words, 'A' otherwise).

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('');
  return letters || 'A';
}
