import { type AdminRole, type Permission, PERMISSIONS } from '@levera/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminRoleProvider, adminMay, useAdminMay } from './admin-permissions.tsx';

// Issue 33 §1: the back-office follows the domain's permission table, and offers nothing beyond
// what every role may do until the signed-in admin's role is known.

function Offers({ permission }: { permission: Permission }) {
  return <p>{useAdminMay(permission) ? 'offered' : 'not offered'}</p>;
}

const offeredTo = (role: AdminRole | null, permission: Permission, isLoading = false) => {
  const { unmount } = render(
    <AdminRoleProvider role={role} isLoading={isLoading}>
      <Offers permission={permission} />
    </AdminRoleProvider>,
  );
  const text = screen.getByRole('paragraph').textContent;
  unmount();
  return text;
};

describe('useAdminMay', () => {
  it("answers by the role's permissions in the domain's table", () => {
    expect(offeredTo('owner', 'revealNationalId')).toBe('offered');
    expect(offeredTo('admin', 'revealNationalId')).toBe('not offered');
    expect(offeredTo('admin', 'exportLists')).toBe('offered');
    expect(offeredTo('support', 'exportLists')).toBe('not offered');
    expect(offeredTo('support', 'bulkActions')).toBe('not offered');
    expect(offeredTo('support', 'answerQueries')).toBe('offered');
  });

  it('offers only what every role may do while the role is not known (loading, unread, or no provider)', () => {
    for (const isLoading of [true, false]) {
      expect(offeredTo(null, 'readLists', isLoading)).toBe('offered');
      expect(offeredTo(null, 'answerQueries', isLoading)).toBe('offered');
      expect(offeredTo(null, 'managePartners', isLoading)).toBe('not offered');
      expect(offeredTo(null, 'personalData', isLoading)).toBe('not offered');
    }
    const { unmount } = render(<Offers permission="exportLists" />);
    expect(screen.getByRole('paragraph').textContent).toBe('not offered');
    unmount();
  });

  it('agrees with the table for every role and permission', () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      for (const role of ['owner', 'admin', 'support'] as const) {
        expect([role, permission, adminMay(role, permission)]).toEqual([
          role,
          permission,
          (PERMISSIONS[permission] as readonly string[]).includes(role),
        ]);
      }
    }
  });
});
