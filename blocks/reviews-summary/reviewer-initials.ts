/** The reviewer's initials for the round mark beside a review without a picture: "Henry H." → "HH", at most two. */
export function reviewerInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('en-AU');
}
