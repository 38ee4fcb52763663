import { initials } from '../domain/text';

interface AvatarProps {
  firstName: string;
  lastName: string;
  image?: string | null;
  size?: number;
  className?: string;
}

/** A profile picture, or (docs/product/storefront.md#top-navigation) the initials of first and last name on a pink circle. */
export function Avatar({ firstName, lastName, image, size = 32, className = '' }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.max(11, Math.round(size * 0.38)) };
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        style={style}
        className={`shrink-0 rounded-full object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initials"
      style={style}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-blush-200 font-semibold tracking-wide text-blush-700 ${className}`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}

/** "Ada Lovelace" → ["Ada", "Lovelace"]; "Cher" → ["Cher", ""]. For admins, who have one name field. */
export function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return ['', ''];
  if (parts.length === 1) return [parts[0] ?? '', ''];
  return [parts[0] ?? '', parts[parts.length - 1] ?? ''];
}
