/**
 * The product form's pictures: a grid of previews in the order the shop will show them (the first
 * is the main image), each with buttons to move it a place earlier or later and to remove it, and
 * a tile to add more, up to six (image-list.ts holds the rules). New files are previewed from
 * object URLs, released when the image is removed or the form closes. A chosen file is decoded
 * before it joins the list, so a file that only claims to be a picture is refused at once.
 */
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { MAX_PRODUCT_IMAGES } from '../../../contracts/admin-products';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, TrashIcon } from '../../../components/icons/icons';
import { UPLOADABLE_IMAGE_TYPES } from '../../../lib/image-files';
import { addImages, decodableImages, moveImage, previewOf, removeImage, type ImageEntry } from '../product-form/image-list';

interface ImagePickerProps {
  images: ImageEntry[];
  onChange: (images: ImageEntry[]) => void;
  /** Files left out, one sentence each. */
  onRefused: (messages: string[]) => void;
  disabled?: boolean;
}

const iconButton =
  'keyboard-focus inline-flex h-8 w-8 items-center justify-center rounded-full bg-cream-50/95 text-ink shadow-soft transition-colors hover:bg-cream-50 disabled:(cursor-not-allowed opacity-40)';

export function ImagePicker({ images, onChange, onRefused, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const shown = useRef(images);
  shown.current = images;

  // Object URLs of new files live as long as the form: released when it closes.
  useEffect(
    () => () => {
      for (const entry of shown.current) if (entry.kind === 'new') URL.revokeObjectURL(entry.previewUrl);
    },
    [],
  );

  // Each file is decoded first: a text file named .png is refused here, not after the upload.
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // choosing the same file again still fires change
    const { decodable, refused: undecodable } = await decodableImages(files);
    const { entries, refused } = addImages(shown.current, decodable, (file) => URL.createObjectURL(file));
    onRefused([...undecodable, ...refused]);
    onChange(entries);
  };

  const remove = (entry: ImageEntry) => {
    if (entry.kind === 'new') URL.revokeObjectURL(entry.previewUrl);
    onChange(removeImage(images, entry.key));
  };

  const full = images.length >= MAX_PRODUCT_IMAGES;
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((entry, index) => (
          <li key={entry.key} className="group relative aspect-square overflow-hidden rounded-2xl border border-sand-100 bg-cream-200">
            <img src={previewOf(entry)} alt={`Image ${index + 1}`} className="h-full w-full object-cover" />
            <span className="absolute left-2 top-2 rounded-full bg-cream-50/95 px-2.5 py-1 text-[11px] font-semibold text-ink shadow-soft">
              {index === 0 ? 'Main' : index + 1}
            </span>
            <div className="absolute inset-x-2 bottom-2 flex items-center justify-between">
              <div className="flex gap-1.5">
                <button type="button" className={iconButton} disabled={disabled || index === 0} onClick={() => onChange(moveImage(images, entry.key, -1))} aria-label={`Move image ${index + 1} earlier`}>
                  <ArrowLeftIcon size={15} />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={disabled || index === images.length - 1}
                  onClick={() => onChange(moveImage(images, entry.key, 1))}
                  aria-label={`Move image ${index + 1} later`}
                >
                  <ArrowRightIcon size={15} />
                </button>
              </div>
              <button type="button" className={`${iconButton} text-danger`} disabled={disabled} onClick={() => remove(entry)} aria-label={`Remove image ${index + 1}`}>
                <TrashIcon size={15} />
              </button>
            </div>
          </li>
        ))}
        {full ? null : (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className={`flex h-full w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-sand-200 bg-cream-50 text-center text-sm text-ink-soft transition-colors ${
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:(border-sage-400 bg-sage-50 text-ink)'
              } has-[:focus-visible]:(outline-2 outline-sage-600 outline-offset-2 outline)`}
            >
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-sage-100 text-sage-800">
                <PlusIcon size={18} />
              </span>
              <span className="font-medium">Add images</span>
              <span className="text-xs text-ink-muted">{MAX_PRODUCT_IMAGES - images.length} more allowed</span>
              <input
                id={inputId}
                type="file"
                multiple
                accept={UPLOADABLE_IMAGE_TYPES.join(',')}
                onChange={(event) => void choose(event)}
                disabled={disabled}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      <p className="mt-3 text-[12.5px] text-ink-muted">
        Up to {MAX_PRODUCT_IMAGES} images, JPEG, PNG, WebP, AVIF or GIF, 10 MB each. The first is the main image in the shop.
      </p>
    </div>
  );
}
