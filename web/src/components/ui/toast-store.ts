/**
 * Toasts of the shell (spec §2 Toasts): top-right; success 3 s, error 5 s, the others 4 s; loading stays until
 * dismissed. A tiny external store so any module can raise a toast without a context.
 */
export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** How long each type stays on screen, in ms; null means until dismissed. */
export const TOAST_DURATIONS: Record<ToastType, number | null> = {
  success: 3000,
  error: 5000,
  blank: 4000,
  custom: 4000,
  loading: null,
};

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function show(type: ToastType, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, type, message }];
  const duration = TOAST_DURATIONS[type];
  if (duration !== null) timers.set(id, setTimeout(() => dismiss(id), duration));
  emit();
  return id;
}

/** Removes a toast now. */
export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** `toast('text')`, `toast.success(...)`, `toast.error(...)`, `toast.loading(...)`, `toast.custom(...)`. */
export const toast = Object.assign((message: string) => show('blank', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  custom: (message: string) => show('custom', message),
  dismiss,
});

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}
