/**
 * An agenda item's identity across meetings, part of the record: the same matter keeps its file number from one
 * agenda to the next; without one, its number and title do. Alerts, exports, speak-up and the item links key on it.
 */
export function itemKey(item: { item_number: string; title: string; file_number: string | null }): string {
  if (item.file_number) return `file:${item.file_number}`;
  return `item:${item.item_number}:${item.title.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()}`;
}
