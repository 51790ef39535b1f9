import type {
  AdminCounts,
  AdminPromotionAnswer,
  AdminQuery,
  AuditEntry,
  BulkAnswer,
  MenuItemAnswer,
  PartnerRecord,
  PartnerUpdateRequest,
  PromotionStats,
  VendorListItem,
} from '@levera/domain';

// Answers of the API as the component tests need them (decision 029): one of each, spread with the
// fields a test is about, e.g. `{ ...PROMOTION_ANSWER, status: 'active' }`.

/** Created on 20 November 2026 and not acted on since: no admin action, no reason. */
const NO_ACTION_YET = {
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  lastAction: null,
  lastActionAt: null,
  lastActionBy: null,
  statusReason: null,
};

/** A promotion as GET /promotions (admin) and GET /vendor/promotions (vendor) answer it. */
export const PROMOTION_ANSWER: AdminPromotionAnswer = {
  id: 'promo-1',
  vendorId: 'vendor-1',
  vendorName: 'Hörnans Pizzeria',
  title: 'Pizza Tuesday',
  description: 'Two pizzas for the price of one.',
  discountType: 'percentage',
  discountValue: 20,
  minimumOrder: null,
  maximumDiscount: null,
  // Started and far from ending, whenever the tests run: an approved one reads Active, not
  // Scheduled or Expired (`promotionDisplayStatus`, issue 36 §9).
  startDate: '2026-11-01',
  endDate: '2099-12-31',
  repeat: { enabled: false, days: [] },
  usageLimit: null,
  applicableTo: 'all',
  itemCount: null,
  items: [],
  terms: '',
  deliveryType: null,
  deliveryFee: null,
  freeDeliveryThreshold: null,
  status: 'pending',
  isEditable: true,
  views: 1200,
  orders: 34,
  revenue: 5600,
  ...NO_ACTION_YET,
};

/** PROMOTION_ANSWER approved, starting long after any day the tests run: Scheduled, not Active. */
export const NOT_STARTED_PROMOTION: AdminPromotionAnswer = {
  ...PROMOTION_ANSWER,
  id: 'not-started',
  title: 'Summer deal',
  status: 'active',
  startDate: '2099-06-01',
  endDate: '2099-08-31',
};

/**
 * GET /promotions/stats (admin): `counts` by displayed status (those not given are 0), the total their
 * sum, and the figures (views, orders, revenue) 0 unless given.
 */
export const promotionStats = (
  counts: Partial<PromotionStats['counts']>,
  figures: Partial<Pick<PromotionStats, 'views' | 'orders' | 'revenue'>> = {},
): PromotionStats => {
  const all = { pending: 0, scheduled: 0, active: 0, inactive: 0, expired: 0, ...counts };
  const total = Object.values(all).reduce((sum, count) => sum + count, 0);
  return { total, counts: all, views: 0, orders: 0, revenue: 0, ...figures };
};

/** A vendor application as GET /partners answers it: pending, no personnummer, no account yet. */
export const VENDOR_APPLICATION_ANSWER: PartnerRecord = {
  id: 'partner-1',
  caseNumber: 'P-2026-000012',
  type: 'vendor',
  status: 'pending',
  name: 'Elin Karlsson',
  firstName: 'Elin',
  lastName: 'Karlsson',
  email: 'elin@example.se',
  phone: '+46701234567',
  city: null,
  vehicle: null,
  nationalId: null,
  isSwedish: null,
  ageConfirmed: null,
  storeName: 'Elins Bistro',
  businessType: 'restaurant',
  orgNumber: '556677-1233',
  orgName: 'Elins Bistro AB',
  language: 'sv',
  termsAcceptedAt: '2026-11-20T09:00:00.000Z',
  ...NO_ACTION_YET,
  vendorAccount: null,
};

/** A waiting update request of the rider application below (decision 063): a repeat application. */
export const PARTNER_UPDATE_REQUEST: PartnerUpdateRequest = {
  id: 'u2',
  caseNumber: 'R-2026-000330',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  changes: [{ field: 'city', from: 'Katrineholm', to: 'Gothenburg' }],
};

/** A rider applies as a person: no store and no company. */
const NO_BUSINESS = { storeName: null, businessType: null, orgNumber: null, orgName: null };

/** A rider application as GET /partners answers it: pending, its personnummer masked (decision 058). */
export const RIDER_APPLICATION_ANSWER: PartnerRecord = {
  ...VENDOR_APPLICATION_ANSWER,
  id: 'partner-2',
  caseNumber: 'R-2026-000321',
  type: 'rider',
  name: 'Sara Berg',
  firstName: 'Sara',
  lastName: 'Berg',
  email: 'sara@example.se',
  city: 'Katrineholm',
  vehicle: 'Bicycle',
  nationalId: '19900415-****',
  isSwedish: true,
  ageConfirmed: true,
  ...NO_BUSINESS,
};

/** A support query as GET /queries answers it: unanswered, new, from a customer. */
export const ADMIN_QUERY_ANSWER: AdminQuery = {
  id: '00000000-0000-4000-8000-000000000001',
  caseNumber: 'Q-2026-000001',
  type: 'customer',
  vendorId: null,
  firstName: 'Sara',
  lastName: 'Nilsson',
  email: 'sara@example.se',
  phone: null,
  subject: 'inquiries',
  category: null,
  message: 'Where is my order?',
  language: 'sv',
  status: 'created',
  isRead: true,
  readAt: null,
  response: null,
  respondedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  nextStatuses: ['inProgress', 'resolved', 'closed'],
  revertTarget: null,
  assignee: null,
  waitingSince: '2026-11-20T09:00:00.000Z',
  firstResponseAt: null,
  firstResponseMinutes: null,
};

/** The n-th of a list of queries: ADMIN_QUERY_ANSWER with its own id, case number and name. */
export const nthAdminQuery = (n: number): AdminQuery => ({
  ...ADMIN_QUERY_ANSWER,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  caseNumber: `Q-2026-${String(n).padStart(6, '0')}`,
  lastName: `Nilsson ${n}`,
  email: `sara${n}@example.se`,
});

/** One page of a back-office list, as the API answers it. */
export const pageOf = <T>(data: T[]) => ({ data, total: data.length, page: 1, pageSize: 20 });

/**
 * The answer to a bulk action (decision 036) with one result a row; the counts follow from the
 * results. `message` is the server's summary, which the screens do not show.
 */
export function bulkAnswer(results: BulkAnswer['results'], message = ''): BulkAnswer {
  const done = results.filter((result) => result.outcome === 'done').length;
  return { success: true, message, done, skipped: results.length - done, results };
}

/** A bulk request's row that was done. */
export const doneRow = (id: string) => ({ id, outcome: 'done' as const });

/** The answer to the bulk request `body` when every row of it is done. */
export const everyRowDone = (body: unknown) =>
  bulkAnswer((body as { items: { id: string }[] }).items.map((item) => doneRow(item.id)));

/** A vendor account as GET /vendors lists it: active, signed in before, not paused. */
export const VENDOR_ANSWER: VendorListItem = {
  id: 'vendor-1',
  vendorName: 'Hörnans Pizzeria',
  email: 'info@hornans.se',
  status: 'active',
  statusReason: null,
  menuItemCount: 3,
  archivedAt: null,
  credentialsSet: true,
  application: null,
  accessLink: null,
  pause: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};

/** The admin vendor list's row actions, for tests about what a row shows: none does anything. */
export const VENDOR_ROW_ACTIONS = {
  onEdit: () => {},
  onToggleStatus: () => {},
  onUploadMenu: () => {},
  onDelete: () => {},
  pendingVendorId: null,
};

/** An item of a menu as GET /menus/{vendorId}/items answers it: `values` over a plain, available one. */
export const menuItem = (id: string, values: Partial<MenuItemAnswer> = {}): MenuItemAnswer => ({
  id,
  position: 0,
  name: 'Item',
  description: '',
  price: 10,
  category: '',
  available: true,
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...values,
});

/** GET /admin/counts: two unread queries of five, one application and no promotion waiting. */
export const ADMIN_COUNTS: AdminCounts = {
  queries: { unread: 2, total: 5 },
  partners: { pending: 1, total: 4 },
  promotions: { pending: 0, total: 3 },
};

/** An open GET /admin/counts/stream: its answer, and `send` writes a `counts` event into it. */
export function adminCountsStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (counts: AdminCounts) =>
      controller.enqueue(encoder.encode(`event: counts\ndata: ${JSON.stringify(counts)}\n\n`)),
  };
}

/** An entry of the audit log as GET /audit answers it: an admin marked a support query read. */
export const AUDIT_ENTRY: AuditEntry = {
  id: 1,
  at: '2026-11-20T09:05:00.000Z',
  actor: { role: 'admin', id: null, name: 'Karin Lund' },
  entity: 'supportQuery',
  entityId: '33333333-3333-4333-8333-333333333333',
  item: { label: 'Q-2026-000123', archived: false },
  action: 'markRead',
  from: null,
  to: null,
  reason: null,
};

/** An admin's edit of a vendor's menu item, as GET /audit answers it: what changed, old → new. */
export const MENU_ITEM_EDIT: AuditEntry = {
  ...AUDIT_ENTRY,
  id: 6,
  entity: 'vendor',
  entityId: '44444444-4444-4444-8444-444444444444',
  item: { label: 'kassa@grillbaren.nu', archived: false },
  action: 'updateMenuItem',
  subject: 'Margherita',
  changes: [
    { field: 'available', from: true, to: false },
    { field: 'price', from: 95, to: 99.5 },
  ],
};
