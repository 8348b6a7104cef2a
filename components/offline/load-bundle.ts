// The offline bundle as this browser has it: the network's copy, or the service worker's kept one without a network.
import { OFFLINE_BUNDLE_PATH, type OfflineBundle } from "@/lib/offline/bundle-types";

export async function loadBundle(): Promise<OfflineBundle | null> {
  try {
    const response = await fetch(OFFLINE_BUNDLE_PATH);
    return response.ok ? ((await response.json()) as OfflineBundle) : null;
  } catch {
    return null;
  }
}
