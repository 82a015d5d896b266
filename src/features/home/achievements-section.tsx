// Not built yet: replaced by the section itself.
export function AchievementsSection() {
  return null;
}
