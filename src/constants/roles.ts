/** The built-in administrator role: every grant, and its own grants cannot be edited (both sides). */
export const ADMIN_ROLE_CODE = 'admin';

/**
 * 三员分立 (MLPS level 3): the system administrator (users, configuration), the security administrator
 * (roles, grants, lock and unlock) and the audit administrator (reads and exports the audit log). No
 * account may hold two of these roles; the server refuses such an assignment.
 */
export const SECURITY_ADMIN_ROLE_CODE = 'securityAdmin';
export const AUDIT_ADMIN_ROLE_CODE = 'auditAdmin';
export const SEPARATED_ROLE_CODES: readonly string[] = [ADMIN_ROLE_CODE, SECURITY_ADMIN_ROLE_CODE, AUDIT_ADMIN_ROLE_CODE];
