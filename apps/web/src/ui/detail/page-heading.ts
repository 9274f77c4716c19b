/** The h1 of detail and search pages: smaller on phones, long numbers and names wrap anywhere. */
export const pageHeadingSx = { fontSize: { xs: '1.5rem', sm: '2.125rem' }, overflowWrap: 'anywhere' } as const;
