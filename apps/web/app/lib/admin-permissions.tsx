import {
  ADMIN_ROLES,
  type AdminRole,
  isAdminRole,
  type Permission,
  roleMay,
  sessionStorageKey,
} from '@levera/domain';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { safeStorage } from './storage.ts';

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

const ROLE_MEMORY_KEY = `${sessionStorageKey('admin')}.role`;

/** The role this browser last saw for this admin (e-mail), or null. */
function rememberedRole(email: string | undefined): AdminRole | null {
  if (!email) return null;
  try {
    const kept = JSON.parse(safeStorage.get(ROLE_MEMORY_KEY) ?? 'null') as {
      email?: unknown;
      role?: unknown;
    };
    return kept?.email === email && isAdminRole(kept.role) ? kept.role : null;
  } catch {
    return null;
  }
}

/**
 * Provides the role to the screens. While the profile loads, the role this browser last saw for the
 * same admin stands in: a list then does not jump when its bulk bar arrives a moment later (the API
 * still checks every call, so a role changed meanwhile only shows a control that answers 403).
 */
export function AdminRoleProvider({
  role,
  email,
  isLoading = false,
  children,
}: {
  role: AdminRole | null;
  /** The signed-in admin's e-mail: the remembered role is only ever this admin's. */
  email?: string | undefined;
  isLoading?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (role && email) safeStorage.set(ROLE_MEMORY_KEY, JSON.stringify({ email, role }));
  }, [role, email]);
  const known = role ?? (isLoading ? rememberedRole(email) : null);
  return <AdminRoleContext.Provider value={{ role: known, isLoading }}>{children}</AdminRoleContext.Provider>;
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
