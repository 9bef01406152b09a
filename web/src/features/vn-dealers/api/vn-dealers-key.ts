/** The dealers list's query key: the list read from VinSolutions, and what a removal makes stale. */
export const VN_DEALERS_KEY = ['vn-dealers'] as const;
