export { CompareAddButton } from './compare-add-button';
export { CompareButton } from './compare-button';
export { CompareTray } from './compare-tray-later';
export { useCompare } from './use-compare';
export { useCompareProducts } from './use-compare-products';
