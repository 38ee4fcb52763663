/**
 * Wraps the routes that need the server (the account, the back office, signing in): opened
 * offline they show OfflineScreen, and their code — which the worker does not keep offline — is
 * not even requested. Once the page has shown online it stays, even if the connection drops
 * while the shopper types: losing a half-filled form to a flaky network would be worse than the
 * request failing with its own message.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { OfflineScreen } from '../components/errors/OfflineScreen';
import { useOnline } from '../lib/use-online';

export function RequiresConnection({ need, children }: { need: string; children: ReactNode }) {
  const online = useOnline();
  const [shownOnline, setShownOnline] = useState(online);
  useEffect(() => {
    if (online) setShownOnline(true);
  }, [online]);
  return online || shownOnline ? children : <OfflineScreen need={need} />;
}
