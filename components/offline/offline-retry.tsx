'use client';

import { useBrowserValue } from '@/components/hooks/use-browser-value';
import { Button } from '@/components/ui/button';
import { ButtonRow } from '@/components/ui/button-row';
import { offlinePage as words } from '@/content/offline';
import { OFFLINE_PAGE_PATH } from '@/lib/offline/caches';

/**
 * The worker shows /offline in place of a page it has not saved, under that
 * page's address: name the address, and try it again once the connection
 * is back.
 */
export function OfflineRetry() {
  const pathname = useBrowserValue(() => window.location.pathname, OFFLINE_PAGE_PATH);
  const asked = pathname === OFFLINE_PAGE_PATH ? null : readable(pathname);
  return (
    <div className="needs-js">
      {asked ? <p>{words.asked(asked)}</p> : null}
      <ButtonRow>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {words.retry}
        </Button>
      </ButtonRow>
    </div>
  );
}

/** The address as typed: percent-escapes decoded where they decode. */
function readable(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
