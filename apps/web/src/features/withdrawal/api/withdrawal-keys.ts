/** The query keys of the withdrawal function. */
export const withdrawalKeys = {
  withdrawal: (orderId: string, token: string | undefined) => ['withdrawal', orderId, token ?? null] as const,
};
