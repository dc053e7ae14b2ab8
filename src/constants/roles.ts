/** The built-in administrator role: every grant, and its own grants cannot be edited (both sides). */
export const ADMIN_ROLE_CODE = 'admin';
