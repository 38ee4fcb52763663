/** What a mail app does with a campaign's List-Unsubscribe header (RFC 8058): POST its URL with the one-click form body. */
import type { App } from '../../../server/app-types';

/** `header` is the header's value, `<https://…/api/v1/general/unsubscribe?token=…>`, or the bare URL. */
export function postOneClick(app: App, header: string) {
  const url = new URL(header.replace(/^<|>$/g, ''));
  return app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}
