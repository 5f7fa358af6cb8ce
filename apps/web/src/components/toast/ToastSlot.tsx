import { useShownToast } from '../../lib/toast';
import { Toast } from './Toast';

/**
 * Where the app's toasts appear (lib/toast.ts), whatever the screen. The layout loads it after the
 * page's own code (a toast follows an action, never the first paint), so it takes its toast's code along.
 */
export function ToastSlot() {
  const toast = useShownToast();
  return toast && <Toast key={toast.id} toast={toast} />;
}
