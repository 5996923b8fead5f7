/**
 * The header's one question of a device that saved a field kit: is it out of
 * date against the list the server has now? components/layout/network-status.tsx
 * loads this module only on such a device, so no other visitor's first view
 * carries the kit's arithmetic.
 */
import { savedKitOutdated } from './choice';
import { fetchManifest } from './device';
import { readSavedKit } from './saved-kit';

/** False without a saved kit, and when the list cannot be fetched or does not check out: the header says nothing then. */
export async function savedKitIsOutdated(): Promise<boolean> {
  const saved = readSavedKit();
  if (!saved) return false;
  const current = await fetchManifest();
  return current !== null && savedKitOutdated(saved, current);
}
