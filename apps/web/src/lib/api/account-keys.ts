// The query keys of the signed-in customer's own data: shared, because the account pages read it and the checkout
// changes it (a placed order).
const all = ['account'] as const;

export const accountKeys = {
  all,
  orders: () => [...all, 'orders'] as const,
  invoices: () => [...all, 'invoices'] as const,
};
