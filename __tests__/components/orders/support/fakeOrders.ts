import { http, HttpResponse } from 'msw';
import type { OrderDetail, OrderItem, OrderSummary } from '@/contract/orders';
import { API, type SeenRequest } from '../../../store/support/fakeShop';
import type { FakeShopBackend } from '../../../store/support/fakeShopServer';
import { pagedAnswer } from '../../common/support/fakePages';

// The orders endpoints of docs/API.md, answered in memory by MSW at the network edge.

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 12,
    code: 'RD2611220A1B2C',
    date: '2026-11-22T08:30:00.000Z',
    grand_total: 2790,
    amount_to_pay: 2790,
    payment_type: 'cash_on_delivery',
    payment_type_name: 'Cash on Delivery',
    payment_status: 'unpaid',
    delivery_status: 'placed',
    delivery_status_label: 'Order placed',
    item_count: 3,
    shipping_type: 'home_delivery',
    can_cancel: true,
    shipping_address: {
      name: 'Rahim Uddin',
      email: 'customer@demo.shop',
      phone: '01711000001',
      address: 'House 12, Road 5',
      country: 'Bangladesh',
      division: 'Dhaka',
      district: 'Dhaka',
      thana: 'Dhanmondi',
      postal_code: '1209',
    },
    billing_address: null,
    pickup_point: null,
    delivery_method: 'regular',
    note: null,
    gift_wrap: false,
    regular_sub_total: 3000,
    sub_total: 2700,
    product_discount: 300,
    coupon_code: null,
    coupon_discount: 0,
    membership_discount: 0,
    gift_card_amount: 0,
    shipping_cost: 90,
    tax: 0,
    payment_url: null,
    timeline: [{ status: 'placed', label: 'Order placed', note: null, date: '2026-11-22T08:30:00.000Z' }],
    ...overrides,
  };
}

export const PANJABI_ITEM: OrderItem = {
  id: 801,
  product_id: 12,
  product_name: 'Cotton Panjabi',
  slug: 'cotton-panjabi',
  thumbnail_image: '/media/products/panjabi/white/front.svg',
  variation: 'White-M',
  barcode: 'PNJ-WHT-M',
  sku: 'PNJ-WHT-M',
  quantity: 2,
  unit_price: 1500,
  stroked_price: 1500,
  unit_discount: 150,
  line_total: 2700,
};

export const SAREE_ITEM: OrderItem = {
  id: 802,
  product_id: 30,
  product_name: 'Jamdani Saree',
  slug: 'jamdani-saree',
  thumbnail_image: null,
  variation: 'Red',
  barcode: 'SAR-RED',
  sku: 'SAR-RED',
  quantity: 1,
  unit_price: 4200,
  stroked_price: 4200,
  unit_discount: 0,
  line_total: 4200,
};

function summaryOf(order: OrderDetail): OrderSummary {
  const { id, code, date, grand_total, amount_to_pay, payment_type, payment_type_name, payment_status } = order;
  const { delivery_status, delivery_status_label, item_count, shipping_type, can_cancel } = order;
  return {
    id,
    code,
    date,
    grand_total,
    amount_to_pay,
    payment_type,
    payment_type_name,
    payment_status,
    delivery_status,
    delivery_status_label,
    item_count,
    shipping_type,
    can_cancel,
  };
}

export const ORDERS_PER_PAGE = 10;
export const CANCELLED_MESSAGE = 'Your order has been cancelled';
export const NO_LONGER_CANCELLABLE = 'This order can no longer be cancelled';

export function createFakeOrders() {
  const orders = new Map<number, OrderDetail>();
  const items = new Map<number, OrderItem[]>();
  const requests: SeenRequest[] = [];

  function record(request: Request, body: unknown = {}) {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname + url.search, body, authorization: request.headers.get('Authorization') });
  }

  const notFound = () => HttpResponse.json({ result: false, message: 'Order not found' }, { status: 404 });

  const handlers = [
    http.get(`${API}/v2/purchase-history`, ({ request }) => {
      record(request);
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const all = [...orders.values()].sort((first, second) => second.date.localeCompare(first.date));
      return HttpResponse.json(pagedAnswer(all.map(summaryOf), page, ORDERS_PER_PAGE, `${API}/v2/purchase-history`));
    }),
    http.get(`${API}/v2/purchase-history-details/:id`, ({ request, params }) => {
      record(request);
      const order = orders.get(Number(params.id));
      return order ? HttpResponse.json({ success: true, status: 200, data: [order] }) : notFound();
    }),
    http.get(`${API}/v2/purchase-history-items/:id`, ({ request, params }) => {
      record(request);
      const lines = items.get(Number(params.id));
      return lines ? HttpResponse.json({ success: true, status: 200, data: lines }) : notFound();
    }),
    http.post(`${API}/v2/order/cancel/:id`, ({ request, params }) => {
      record(request);
      const order = orders.get(Number(params.id));
      if (!order) return notFound();
      if (!order.can_cancel) return HttpResponse.json({ result: false, message: NO_LONGER_CANCELLABLE }, { status: 422 });
      orders.set(order.id, {
        ...order,
        delivery_status: 'cancelled',
        delivery_status_label: 'Cancelled',
        can_cancel: false,
        payment_url: null,
        timeline: [...order.timeline, { status: 'cancelled', label: 'Cancelled', note: 'Cancelled by the customer', date: '2026-11-23T05:00:00.000Z' }],
      });
      return HttpResponse.json({ result: true, message: CANCELLED_MESSAGE });
    }),
  ];

  return {
    handlers,
    requests,
    requestsTo(path: string): SeenRequest[] {
      return requests.filter((request) => request.path === path);
    },
    add(order: OrderDetail, lines: OrderItem[] = [PANJABI_ITEM]): void {
      orders.set(order.id, order);
      items.set(order.id, lines);
    },
    /** What the admin's status change would do behind the shopper's back. */
    update(id: number, change: Partial<OrderDetail>): void {
      const order = orders.get(id);
      if (order) orders.set(id, { ...order, ...change });
    },
  };
}

export type FakeOrders = ReturnType<typeof createFakeOrders>;

/** The fake shop (sessions, bag, account) with the orders endpoints beside it, fresh for each test. */
export function serveFakeOrders(backend: FakeShopBackend): { readonly orders: FakeOrders } {
  let orders: FakeOrders | undefined;
  beforeEach(() => {
    orders = createFakeOrders();
    backend.server.use(...orders.handlers);
  });
  return {
    get orders() {
      if (!orders) throw new Error('The fake orders open before each test');
      return orders;
    },
  };
}
