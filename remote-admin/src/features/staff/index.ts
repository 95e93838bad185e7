/** What other features use of the staff accounts: the list of accounts (the audit log's people). */
export { staffApi } from './api/staff-api';
