import type {
  VendorNotification,
  VendorNotificationListAnswer,
  VendorNotificationRead,
} from '@levera/domain';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Paging } from '../../lib/paging.ts';

// The vendor's bell (issue 17 §3, decision 033). The entries are not written anywhere of their own:
// they are the audit rows of what an admin did to the vendor's promotions, vendor queries and
// account, so every change point that already writes its audit row is a notification, and nothing
// can be changed without the bell hearing of it. What the vendor has read is kept per vendor in
// `vendor_notification_reads`: a "read up to" audit id plus the ids read after it.

/** The admin actions that tell the vendor something, by entity. */
const PROMOTION_ACTIONS = sql`('approve', 'reject', 'setPending', 'markExpired')`;
const QUERY_ACTIONS = sql`('respond', 'changeStatus', 'revertStatus')`;
const ACCOUNT_ACTIONS = sql`('setStatus', 'undoStatus')`;

/**
 * Every entry of the vendor's bell, unordered. Each branch starts from the vendor's own rows and
 * reaches the audit log through its (entity, entity_id, id) index.
 */
function entriesOf(vendorId: string) {
  return sql`
    select a.id, 'promotion' as kind, a.action, a.entity_id as target_id, p.title,
      null::text as case_number, a.details, a.created_at
    from promotions p
    join audit_log a on a.entity = 'promotion' and a.entity_id = p.id::text
    where p.vendor_id = ${vendorId} and a.actor_role = 'admin' and a.action in ${PROMOTION_ACTIONS}
    union all
    select a.id, 'query', a.action, a.entity_id, q.subject, q.case_number, a.details, a.created_at
    from support_queries q
    join audit_log a on a.entity = 'supportQuery' and a.entity_id = q.id::text
    where q.vendor_id = ${vendorId} and q.type = 'vendor' and a.actor_role = 'admin'
      and a.action in ${QUERY_ACTIONS}
    union all
    select a.id, 'account', a.action, a.entity_id, null, null, a.details, a.created_at
    from audit_log a
    where a.entity = 'vendor' and a.entity_id = ${vendorId} and a.actor_role = 'admin'
      and (a.action in ${ACCOUNT_ACTIONS} or (a.action = 'update' and a.details->>'status' is not null))`;
}

/** The entries with whether each is read. */
function readEntriesOf(vendorId: string) {
  return sql`
    select e.*, (r.vendor_id is not null and (e.id <= r.read_up_to or e.id = any(r.read_ids))) as read
    from (${entriesOf(vendorId)}) e
    left join vendor_notification_reads r on r.vendor_id = ${vendorId}`;
}

type EntryRow = {
  id: string | number;
  kind: VendorNotification['kind'];
  action: string;
  target_id: string;
  title: string | null;
  case_number: string | null;
  details: unknown;
  created_at: string | Date;
  read: boolean;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function toNotification(row: EntryRow): VendorNotification {
  const details = (row.details ?? {}) as Record<string, unknown>;
  return {
    id: Number(row.id),
    kind: row.kind,
    action: row.action,
    targetId: row.target_id,
    title: row.title,
    caseNumber: row.case_number,
    // Status actions record { from, to }; the vendor's own status changes { previousStatus, status }.
    status: text(details.to) ?? text(details.status),
    reason: text(details.reason),
    at: new Date(row.created_at).toISOString(),
    read: Boolean(row.read),
  };
}

async function unreadCount(db: Db, vendorId: string): Promise<number> {
  const [row] = rowsOf<{ unread: string | number }>(
    await db.execute(sql`select count(*) as unread from (${readEntriesOf(vendorId)}) x where not x.read`),
  );
  return Number(row?.unread ?? 0);
}

/** GET /vendor/notifications: the vendor's own entries, newest first, one page, and the unread count. */
export async function listVendorNotifications(
  db: Db,
  vendorId: string,
  paging: Paging,
): Promise<VendorNotificationListAnswer> {
  const [page, counts] = await Promise.all([
    db.execute(sql`
      select * from (${readEntriesOf(vendorId)}) x order by x.id desc
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`),
    db.execute(sql`
      select count(*) as total, count(*) filter (where not x.read) as unread
      from (${readEntriesOf(vendorId)}) x`),
  ]);
  const [count] = rowsOf<{ total: string | number; unread: string | number }>(counts);
  return {
    data: rowsOf<EntryRow>(page).map(toNotification),
    total: Number(count?.total ?? 0),
    unread: Number(count?.unread ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

const notificationNotFound = () => new ApiError(404, 'notification_not_found', 'notificationNotFound');

/**
 * POST /vendor/notifications/read: one of the vendor's own entries, or all it has now. An id that is
 * not one of its entries is a 404, so nobody can fill the list with other ids. Answers the unread
 * count after it.
 */
export async function markVendorNotificationsRead(
  db: Db,
  vendorId: string,
  input: VendorNotificationRead,
): Promise<number> {
  if ('id' in input) {
    const found = rowsOf(
      await db.execute(sql`select 1 from (${entriesOf(vendorId)}) e where e.id = ${input.id}`),
    );
    if (found.length === 0) throw notificationNotFound();
    await db.execute(sql`
      insert into vendor_notification_reads (vendor_id, read_ids) values (${vendorId}, array[${input.id}]::bigint[])
      on conflict (vendor_id) do update set
        read_ids = case
          when ${input.id} <= vendor_notification_reads.read_up_to
            or ${input.id} = any(vendor_notification_reads.read_ids)
          then vendor_notification_reads.read_ids
          else array_append(vendor_notification_reads.read_ids, ${input.id}::bigint) end,
        updated_at = now()`);
  } else {
    // Everything up to the newest entry there is now; an entry made after this is unread.
    await db.execute(sql`
      insert into vendor_notification_reads (vendor_id, read_up_to)
      select ${vendorId}, coalesce(max(e.id), 0) from (${entriesOf(vendorId)}) e
      on conflict (vendor_id) do update set
        read_up_to = greatest(vendor_notification_reads.read_up_to, excluded.read_up_to),
        read_ids = array(
          select read_id from unnest(vendor_notification_reads.read_ids) as read_id
          where read_id > greatest(vendor_notification_reads.read_up_to, excluded.read_up_to)),
        updated_at = now()`);
  }
  return unreadCount(db, vendorId);
}
