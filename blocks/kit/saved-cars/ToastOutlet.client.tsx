'use client';
import { useAtomValue, useStore } from 'jotai';
import { useHydratedValue } from '../../../runtime/client/use-hydrated';
import { closeSavedCarToast, savedCarToastsAtom } from './saved-car-toasts';
import { SavedCarToast } from './SavedCarToast';

/**
 * Where a part of the page shows its toast: every save button, the header's
 * saved-cars link and the saved lists have one, and only the owner of the
 * toast in the queue shows it, so one toast is ever on screen: the latest.
 */
export function ToastOutlet({ owner }: { owner: number }) {
  const store = useStore();
  const latest = useAtomValue(savedCarToastsAtom).at(-1);
  const toast = useHydratedValue(latest?.owner === owner ? latest : undefined, undefined);
  if (!toast) return null;
  return <SavedCarToast key={toast.sequence} message={toast} onClose={() => closeSavedCarToast(store, toast.sequence)} />;
}
