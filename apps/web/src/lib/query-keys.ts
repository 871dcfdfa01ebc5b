/**
 * Keys of queries that a feature other than their own must refresh: features do not import each other
 * (eslint zones), so the key has this one home instead of a copy in each.
 */

/** The dashboard (records feature); it also shows the last check of the sealed records (settings). */
export const dashboardQueryKey = ['/api/admin/dashboard'] as const;
