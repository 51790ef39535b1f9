import type { AdminCounts, AdminPromotionAnswer } from '@levera/domain';

// Answers of the API as the component tests need them (decision 029): one of each, spread with the
// fields a test is about, e.g. `{ ...PROMOTION_ANSWER, status: 'active' }`.

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
  startDate: '2026-12-01',
  endDate: '2026-12-31',
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
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  lastAction: null,
  lastActionAt: null,
  lastActionBy: null,
  statusReason: null,
};

/** One page of a back-office list, as the API answers it. */
export const pageOf = <T>(data: T[]) => ({ data, total: data.length, page: 1, pageSize: 20 });

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
