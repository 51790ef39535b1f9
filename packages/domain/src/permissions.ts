// Who in the back-office team may do what (issue 33, decision 071). The one table both sides read:
// every admin route of the API names one permission (start-up refuses a route without one) and the
// back-office offers only what the signed-in admin's role may do.

export const ADMIN_ROLES = ['owner', 'admin', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_STATUSES = ['active', 'deactivated'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

const EVERY_ROLE = ADMIN_ROLES;
const OWNER_AND_ADMIN = ['owner', 'admin'] as const satisfies readonly AdminRole[];
const OWNER = ['owner'] as const satisfies readonly AdminRole[];

/**
 * Each permission with the roles that hold it. `support` answers queries and vendor support queries
 * and reads the other lists; only owners manage the team, see a full personnummer and act on a data
 * subject's rights (SPEC "Personal data").
 */
export const PERMISSIONS = {
  /** Own profile, password, sessions and two-factor; signing out. */
  ownAccount: EVERY_ROLE,
  /** Contact and vendor support queries: read, status, read/unread, answer. */
  answerQueries: EVERY_ROLE,
  /** The support desk's saved replies: write, edit, delete (every role uses them, issue 37). */
  manageSavedReplies: OWNER_AND_ADMIN,
  /** Partners, vendors, promotions, offers, menus, live counts and the activity log: read. */
  readLists: EVERY_ROLE,
  managePartners: OWNER_AND_ADMIN,
  manageVendors: OWNER_AND_ADMIN,
  managePromotions: OWNER_AND_ADMIN,
  manageOffers: OWNER_AND_ADMIN,
  manageMenus: OWNER_AND_ADMIN,
  /** The CSV exports of every list. */
  exportLists: OWNER_AND_ADMIN,
  /** Bulk actions on every list (selecting all matching included). */
  bulkActions: OWNER_AND_ADMIN,
  /** A rider's full personnummer (each reveal audited). */
  revealNationalId: OWNER,
  /** The "Personal data" screen: find, export and erase a data subject. */
  personalData: OWNER,
  /** The Team screen: invitations, roles, deactivation, sign-in blocks, two-factor for everyone. */
  manageTeam: OWNER,
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether an admin of this role may do this. */
export function roleMay(role: AdminRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly AdminRole[]).includes(role);
}

/** Every permission of a role, in the table's order. */
export function permissionsOf(role: AdminRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => roleMay(role, permission));
}

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
