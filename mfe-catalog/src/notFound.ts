/** Whether an RTK Query error is the service's 404 (an unknown slug). */
export const isNotFound = (error: unknown): boolean => !!error && typeof error === 'object' && 'status' in error && error.status === 404;
