/**
 * Every query of the admin views starts with 'admin', so one `invalidateQueries({ queryKey: ['admin'] })`
 * after an approval, a rejection or a new user refreshes the dashboard totals, the lists and the user detail.
 */
export const ADMIN_QUERY_KEY = ['admin'] as const;
