/**
 * react-hot-toast, wrapped once and loaded when it is first needed (decision 0294). Importing it
 * makes its styles at once (goober writes its keyframes and classes into a style sheet, and the
 * page restyles), and its container renders on every page: work in a slow phone's start-up for
 * something most visits show later or never. The app calls `toast` from here; the library loads
 * on the first toast or once start-up is over, whichever comes first (when-idle.ts), and
 * `LazyToaster` mounts its container when it has. Calls made while it loads run in their order
 * once it is in; after that they run at once.
 */
import { useEffect, useState } from 'react';
import type * as HotToastModule from 'react-hot-toast';
import type { Renderable, Toast, ToasterProps, ToastOptions, ValueOrFunction } from 'react-hot-toast';
import { whenStartUpIsOver } from './when-idle';

type HotToast = typeof HotToastModule;
type Message = ValueOrFunction<Renderable, Toast>;

let loading: Promise<HotToast> | null = null;
let loaded: HotToast | null = null;
const onLoad = new Set<(module: HotToast) => void>();

/** The library, fetched once. A failed fetch (offline before the worker has cached it) is tried again by the next toast. */
export function loadToasts(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of onLoad) listener(module);
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function withToast(call: (hot: HotToast['toast']) => void): void {
  if (loaded) call(loaded.toast);
  else loadToasts().then((module) => call(module.toast), () => undefined);
}

/** react-hot-toast's `toast` and the three of its methods the app uses; they return nothing, as the id may not exist yet. */
export const toast = Object.assign((message: Message, options?: ToastOptions) => withToast((hot) => hot(message, options)), {
  success: (message: Message, options?: ToastOptions) => withToast((hot) => hot.success(message, options)),
  error: (message: Message, options?: ToastOptions) => withToast((hot) => hot.error(message, options)),
  dismiss: (id?: string) => withToast((hot) => hot.dismiss(id)),
});

/** react-hot-toast's container, rendered once the library is in; nothing before (nor on the server). */
export function LazyToaster(props: ToasterProps) {
  const [hot, setHot] = useState<HotToast | null>(loaded);
  useEffect(() => {
    if (hot) return;
    if (loaded) return setHot(loaded);
    onLoad.add(setHot);
    whenStartUpIsOver(() => void loadToasts().catch(() => undefined));
    return () => void onLoad.delete(setHot);
  }, [hot]);
  return hot ? <hot.Toaster {...props} /> : null;
}
