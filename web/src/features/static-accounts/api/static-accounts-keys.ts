export const staticAccountsKeys = {
  all: ['static-accounts'] as const,
  detail: (id: number) => ['static-accounts', 'detail', id] as const,
};
