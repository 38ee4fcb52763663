/** A product's main picture at table or gallery size, or a soft placeholder when it has none. */
import { ProductsIcon } from '../../../components/icons/icons';

export function ProductThumb({ src, size = 44 }: { src: string | null; size?: number }) {
  return (
    <span
      style={{ width: size, height: size }}
      className="inline-flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-sand-100 bg-cream-200 text-sand-400"
    >
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" className="h-full w-full object-cover" /> : <ProductsIcon size={Math.round(size * 0.45)} />}
    </span>
  );
}
