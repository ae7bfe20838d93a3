export { type Toast, type ToastOptions, type ToastTone, toast } from './toast-store';
export { Toaster } from './toaster';
