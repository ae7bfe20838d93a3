export { ConfirmDialog } from './confirm-dialog';
export { DialogPanel } from './dialog-panel';
