export { DialogPanel } from './dialog-panel';
