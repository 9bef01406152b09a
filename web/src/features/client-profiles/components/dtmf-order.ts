/** The DTMF order as a list: the comma list the contract stores, split (empty: no items). */
export const dtmfItems = (order: string): string[] => (order.trim() === '' ? [] : order.split(',').map((item) => item.trim()).filter(Boolean));

/** Adds a choice at the end; an empty choice or one already listed is ignored (document 3 §5). */
export function addDtmfChoice(order: string, choice: string | null): string {
  const items = dtmfItems(order);
  if (!choice || items.includes(choice)) return order;
  return [...items, choice].join(',');
}

/** Remove drops the last item (document 3 §5). */
export const removeLastDtmf = (order: string): string => dtmfItems(order).slice(0, -1).join(',');
