import { ADMIN_ROLES, type AdminRole, type Permission, roleMay } from '@levera/domain';
import { createContext, type ReactNode, useContext } from 'react';

// The back-office offers only what the signed-in admin's role may do (issue 33 §1, decision 071):
// the admin layout provides the role from GET /admin/profile and every screen asks `useAdminMay`.
// Here in lib, not in the auth feature, because the admin features read it and a feature never
// imports another (decision 023).

type AdminRoleState = {
  /** null while the profile loads, when it could not be read, and outside the admin area. */
  role: AdminRole | null;
  /** The profile is still loading: the role may yet be known. */
  isLoading: boolean;
};

const AdminRoleContext = createContext<AdminRoleState>({ role: null, isLoading: false });

export function AdminRoleProvider({
  role,
  isLoading = false,
  children,
}: {
  role: AdminRole | null;
  isLoading?: boolean;
  children: ReactNode;
}) {
  return <AdminRoleContext.Provider value={{ role, isLoading }}>{children}</AdminRoleContext.Provider>;
}

/** What every role may do (reading, queries, the own account): safe to offer before the role is known. */
const mayEveryRole = (permission: Permission) => ADMIN_ROLES.every((role) => roleMay(role, permission));

/**
 * Whether the signed-in admin may do this. Until the role is known only what every role may do is
 * offered: a button that appears a moment later is better than one that answers 403.
 */
export function adminMay(role: AdminRole | null, permission: Permission): boolean {
  return role ? roleMay(role, permission) : mayEveryRole(permission);
}

export function useAdminMay(permission: Permission): boolean {
  return adminMay(useContext(AdminRoleContext).role, permission);
}

/** The signed-in admin's role (null while it is not known) and whether the profile is still loading. */
export function useAdminRole(): AdminRoleState {
  return useContext(AdminRoleContext);
}
