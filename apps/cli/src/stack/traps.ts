// The provider traps `trs sandbox --trap` turns on, by option value: the sandbox option of each.
export const TRAPS = {
  duplicate: 'duplicateDeliveries',
  'out-of-order': 'outOfOrderDeliveries',
  'file-data': 'documentsAsFileData',
} as const;
