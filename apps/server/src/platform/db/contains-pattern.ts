/** The ILIKE pattern for "contains the text": the user's %, _ and \ match themselves, not as wildcards. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
