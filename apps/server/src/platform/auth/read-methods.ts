/** Methods that change nothing; everything else is a write that read-only sessions may not make. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isReadMethod = (method: string): boolean => READ_METHODS.has(method.toUpperCase());
