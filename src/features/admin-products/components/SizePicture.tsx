/**
 * A size's own picture in the Sizes table: choose a file to upload it (checked and decoded in the
 * browser first, as the product form's pictures are, then re-encoded by the server's pipeline), or
 * remove it so the product's pictures show for that size again. Each is saved at once.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../../contracts/admin-products';
import type { ProductVariant } from '../../../contracts/product';
import { useAdminAction } from '../../../components/admin/use-admin-action';
import { decodableImages } from '../product-form/image-list';
import { imageFileProblem, UPLOADABLE_IMAGE_TYPES } from '../../../lib/image-files';
import { removeSizeImage, setSizeImage } from '../api/save-variant';
import { sizeName } from '../product-terms';
import { SIZE_BUTTON } from './size-buttons';

export function SizePicture({ productId, size }: { productId: string; size: ProductVariant }) {
  const inputId = useId();
  const name = sizeName(size);
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useAdminAction({ action: (file: File) => setSizeImage(productId, size.id, file), failure: 'Failed to save the size’s picture' });
  const remove = useAdminAction({ action: () => removeSizeImage(productId, size.id), failure: 'Failed to remove the size’s picture' });
  const busy = upload.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (!file) return;
    const problem = imageFileProblem(file, PRODUCT_IMAGE_MAX_BYTES) ?? (await decodableImages([file])).refused[0] ?? null;
    setRefused(problem);
    if (!problem) upload.mutate(file);
  };

  return (
    <>
      <label
        htmlFor={inputId}
        className={`${SIZE_BUTTON} has-[:focus-visible]:(outline-2 outline-sage-600 outline-offset-2 outline) ${busy ? 'cursor-wait opacity-60' : 'cursor-pointer'}`}
      >
        {upload.isPending ? 'Uploading…' : size.image ? 'Change picture' : 'Add picture'}
        <span className="sr-only"> for {name}</span>
        <input id={inputId} type="file" accept={UPLOADABLE_IMAGE_TYPES.join(',')} className="sr-only" disabled={busy} onChange={(event) => void choose(event)} />
      </label>
      {size.image ? (
        <button type="button" className={SIZE_BUTTON} disabled={busy} onClick={() => remove.mutate()} >
          Remove picture <span className="sr-only">of {name}</span>
        </button>
      ) : null}
      {refused ? (
        <p role="alert" className="basis-full text-[12.5px] text-danger">
          {refused}
        </p>
      ) : null}
    </>
  );
}
