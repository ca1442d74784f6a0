/** Tags as typed ("Table, walnut ,, wood") → the list the API keeps: trimmed, lower case, no empties or repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
