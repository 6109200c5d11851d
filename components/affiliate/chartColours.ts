// The charts' series colours: the shop's maroon for orders, a soft rose for clicks, green for money.

export const CHART_COLOURS = {
  clicks: '#d9b8c4',
  orders: '#7a1f3d',
  earnings: '#2e7d32',
} as const;
